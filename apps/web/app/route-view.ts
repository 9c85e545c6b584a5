// A route's data as one JSON text. React Router encodes route data with turbo-stream, which walks
// every object, array and string of it: for a page's few hundred values (its blocks, the chrome's
// navigation, the social tags) that was about a tenth of a rendered page's server time. As one
// string it is a single value, written with the engine's own JSON.stringify; the browser parses it
// with JSON.parse, once per navigation. Only for plain JSON data (no dates, promises or Maps).
// On the server the loader's object is handed on as it is (no parse of the text just written).

declare const viewOf_: unique symbol;

/** The JSON text of a `T`. */
export type ViewText<T> = string & { readonly [viewOf_]?: T };

/** Route data that carries its view as JSON text (`routeView`), beside a few plain fields. */
export type RouteView<T, Extra = object> = Extra & { readonly view: ViewText<T> };

const views = new WeakMap<object, unknown>();

/** The route data for `value`, with `extra`'s fields beside it (loader, server). */
export function routeView<T, Extra extends object>(value: T, extra: Extra): RouteView<T, Extra> {
  const data = { ...extra, view: JSON.stringify(value) as ViewText<T> };
  views.set(data, value);
  return data;
}

/** The view a route's data carries: as the loader made it on the server, parsed once in the browser. */
export function viewOf<T>(data: { readonly view: ViewText<T> }): T {
  let view = views.get(data) as T | undefined;
  if (view === undefined) views.set(data, (view = JSON.parse(data.view) as T));
  return view;
}
