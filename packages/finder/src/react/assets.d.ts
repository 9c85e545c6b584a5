/* eslint-disable no-restricted-syntax -- asset modules have a default export by convention */
// Vite-style asset imports. In Storybook and Vite apps Vite resolves them; the package build
// (tsup.config.ts) resolves them with a small esbuild plugin of its own.
declare module '*?url' {
  const url: string;
  export default url;
}
declare module '*?inline' {
  const text: string;
  export default text;
}
declare module '*.css';
