// Which widget of a page this is, as one short name the page's memory (game-memory.ts) and game links (replay.ts) both
// use: its `id`; the second widget with the same id is `id#1`, the third `id#2`; a widget without an id is `#` and its
// index among the widgets of its document (or shadow root). Taken once while the widget is in the page, so a widget
// that leaves the page keeps its name.

/** The name of `el` among the widgets of its document or shadow root, or null while it is in none. */
export function widgetName(el: Element): string | null {
  if (!el.isConnected) return null;
  const root = el.getRootNode() as Document | ShadowRoot;
  const widgets = [...root.querySelectorAll(el.localName)];
  if (!el.id) return `#${widgets.indexOf(el)}`;
  const k = widgets.filter((w) => w.id === el.id).indexOf(el);
  return k <= 0 ? el.id : `${el.id}#${k}`;
}
