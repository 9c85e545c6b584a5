declare module 'virtual:block-chunks' {
  /** uiComponent → URLs of the client chunks its code needs (see block-chunks.vite.ts). */
  const table: Readonly<Record<string, readonly string[]>>;
  export default table;
}
