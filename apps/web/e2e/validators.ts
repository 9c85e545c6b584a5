// The external validators the suite runs on every demo page, offline:
//   html-validate with its `html-validate:standard` preset (validity: the HTML standard's content
//   models, attributes, nesting): every rule on; React's output passes it as it is.
//   @adobe/structured-data-validator on the page's JSON-LD: Google's rich-result rules per type.
import { HtmlValidate } from 'html-validate';
import Validator from '@adobe/structured-data-validator';

const htmlValidate = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Every error html-validate reports for a document, as `line:column rule: message`. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2)
    .map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
}

/** The JSON-LD nodes of a document (each `@graph` item a node of its own). */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  for (const [, text] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(text!) as Record<string, unknown>;
    const graph = data['@graph'];
    nodes.push(...(Array.isArray(graph) ? (graph as Record<string, unknown>[]) : [data]));
  }
  return nodes;
}

interface ValidatorIssue {
  rootType: string;
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
  path?: { type?: string }[];
}

/**
 * Google's merchant-listing rules (a Product needs `offers` with a price) apply to pages where the
 * product can be bought. This site sells nothing: its products are described for product snippets
 * (name, image, rating, reviews), whose rules do apply and are checked. The validator checks both
 * on every Product, so exactly that one merchant-listing error is not counted.
 */
function isMerchantListingOnly(issue: ValidatorIssue): boolean {
  return (
    issue.path?.at(-1)?.type === 'Product' &&
    issue.issueMessage === 'Required attribute "offers" is missing' &&
    issue.fieldNames?.length === 1 &&
    issue.fieldNames[0] === 'offers'
  );
}

/**
 * The validator's errors for a document's JSON-LD. Offline: without the schema.org vocabulary (it
 * cannot be fetched here) the validator runs Google's rich-result rules only; the vocabulary itself
 * is checked at compile time by the schema-dts types the builders use.
 */
export async function structuredDataErrors(html: string): Promise<string[]> {
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const node of jsonLdNodes(html)) {
    const type = String(node['@type']);
    (jsonld[type] ??= []).push({ ...node, '@location': '0,0' });
  }
  const issues = (await new Validator().validate({ jsonld, microdata: {}, rdfa: {} })) as ValidatorIssue[];
  return issues
    .filter((issue) => issue.severity === 'ERROR' && !isMerchantListingOnly(issue))
    .map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}

/** The site-internal link targets of a document (path + query, no hash), resolved against `base`. */
export function internalLinks(html: string, base: string): string[] {
  const origin = new URL(base).origin;
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}
