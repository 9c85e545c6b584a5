declare module 'virtual:block-chunks' {
  /** uiComponent → URLs of the client chunks its code needs (see block-chunks.vite.ts). */
  const table: Readonly<Record<string, readonly string[]>>;
  export default table;
}

declare module 'virtual:block-styles' {
  /** uiComponent → URL of its stylesheet, for the block types that have one (see block-styles.vite.ts). */
  const table: Readonly<Record<string, string>>;
  export default table;
}
