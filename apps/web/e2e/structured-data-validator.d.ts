// The validator ships no type declarations: what the suite uses of it.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** The schema.org vocabulary (JSON-LD); without it only Google's rich-result rules run. */
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld: Record<string, unknown[]>;
      microdata: Record<string, unknown[]>;
      rdfa: Record<string, unknown[]>;
    }): Promise<unknown[]>;
  }
}
