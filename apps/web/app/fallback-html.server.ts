// The English fallback of error-page.tsx as a static document, for a server render that fails
// before the shell. Server-only (.server): it never ships to the browser.
export const FALLBACK_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Something went wrong</title></head><body><main id="main">' +
  '<h1>Something went wrong.</h1><p><a href="/">Back to the home page</a></p></main></body></html>';
