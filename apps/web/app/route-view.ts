// A route's data as one JSON text. React Router encodes route data with turbo-stream, which walks
// every object, array and string of it: for a page's few hundred values (its blocks, the chrome's
// navigation, the social tags) that was about a tenth of a rendered page's server time. As one
// string it is a single value, made once per page (route-view.server.ts); the browser parses it
// with JSON.parse, once per navigation. Only for plain JSON data (no dates, promises or Maps).
//
// In a document the text is not in the route data at all: the router would escape it twice more
// (as a string in its stream, and the stream as a string in a script) and React would copy it
// again. The server writes it into the page as a data block (`<script type="application/json">`
// with the id below, no script that runs), and the route data carries the view empty; client
// navigations get it in the route data. On the server the loader's object is handed to meta and
// the component as it is, with no parse of the text just written.

import { VIEW_ELEMENT_ID } from './document-ids';

declare const viewOf_: unique symbol;

/** The JSON text of a `T` ('' when the document carries it). */
export type ViewText<T> = string & { readonly [viewOf_]?: T };

/** Route data that carries its view as JSON text (`routeView`), beside a few plain fields. */
export type RouteView<T, Extra = object> = Extra & { readonly view: ViewText<T> };

const views = new WeakMap<object, unknown>();

/**
 * The route data for `value` (loader, server), with `extra`'s fields beside it: its JSON text is
 * `json`, or none when `inDocument` (the document carries it).
 */
export function routeView<T, Extra extends object>(
  value: T,
  extra: Extra,
  json: string,
  inDocument = false,
): RouteView<T, Extra> {
  const data = { ...extra, view: (inDocument ? '' : json) as ViewText<T> };
  views.set(data, value);
  return data;
}

/** The view a route's data carries: as the loader made it on the server, parsed once in the browser. */
export function viewOf<T>(data: { readonly view: ViewText<T> }): T {
  let view = views.get(data) as T | undefined;
  if (view === undefined)
    views.set(
      data,
      (view = JSON.parse(data.view || document.getElementById(VIEW_ELEMENT_ID)!.textContent!) as T),
    );
  return view;
}
