// TypeScript 6 rejects side-effect CSS imports without a declaration; esbuild and Vite handle them.
declare module '*.css';
