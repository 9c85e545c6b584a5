/**
 * The canonical form of a path with a trailing slash: `/x/` -> `/x`, `/x//` -> `/x`; undefined when
 * the path is already canonical (`/` keeps its slash). Leading slashes are collapsed too, so
 * `//evil.example/` redirects to `/evil.example`, never to a foreign host.
 */
export function withoutTrailingSlash(pathname: string): string | undefined {
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  return '/' + pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}
