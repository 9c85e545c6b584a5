// The browser side of the site's JSON resources per locale and content version (routes/search-index.ts,
// routes/legal-texts.ts): fetched once per URL (the version is in the query, so a response may be
// cached for good) and read once; a failed fetch or read may be retried on the next call.
const loaded = new Map<string, Promise<unknown>>();

/** `/api/<kind>/<locale>?v=<version>`, read by `read` (e.g. JSON.parse), once per URL. */
export function versionedResource<T>(
  kind: 'search-index' | 'legal-texts',
  locale: string,
  version: string,
  read: (text: string) => T | Promise<T>,
): Promise<T> {
  const url = `/api/${kind}/${encodeURIComponent(locale)}?v=${encodeURIComponent(version)}`;
  let resource = loaded.get(url) as Promise<T> | undefined;
  if (!resource) {
    resource = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${kind}: status ${response.status}`);
        return response.text();
      })
      .then(read);
    resource.catch(() => loaded.delete(url));
    loaded.set(url, resource);
  }
  return resource;
}
