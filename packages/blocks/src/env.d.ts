declare module '*.css';
declare module '*?url' {
  const url: string;
  export { url as default };
}
declare module '*?no-inline' {
  const url: string;
  export { url as default };
}
