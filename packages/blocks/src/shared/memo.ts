/**
 * `make()` once per key, kept in `table` (emptied when it grows past 300 entries, so content that
 * changes cannot grow it for ever). For what every render of a page asks again with the same
 * values: a server renders each page many times per content version.
 */
export function memo<V, T extends V>(table: Map<string, V>, key: string, make: () => T): T {
  let value = table.get(key) as T | undefined;
  if (value === undefined) {
    if (table.size > 300) table.clear();
    table.set(key, (value = make()));
  }
  return value;
}
