// The fences' script, dist/piecepack-war-markdown.js: loads the widget beside it (piecepack-war.js defines the element)
// and opens the game each fence wrote as JSON (picture/markup-game.ts) at every <piecepack-war> in the page, now
// and whenever a page changes (a preview re-rendering, a static site's client-side navigation).
import './piecepack-war.js';
import { MARKUP_ATTRIBUTES, markupGame } from '../../picture/markup-game.ts';

/** The element's members this script sets. */
interface GameElement extends Element {
  record: unknown;
  options: Record<string, unknown> | null;
}

/** The markup each element was given last, so an unchanged one is not opened twice. */
const opened = new WeakMap<Element, string>();

/** Opens the markup's game at one element (once per markup). */
function open(element: Element): void {
  const key = MARKUP_ATTRIBUTES.map((a) => element.getAttribute(a) ?? '').join('\n');
  if (opened.get(element) === key) return;
  opened.set(element, key);
  const game = markupGame(element);
  if (!game) return;
  const el = element as GameElement;
  if ('record' in game) el.record = game.record;
  else el.options = game.options;
}

/** Opens every element's game under `root`. */
function openAll(root: ParentNode): void {
  if (root instanceof Element && root.localName === 'piecepack-war') open(root);
  for (const el of root.querySelectorAll('piecepack-war')) open(el);
}

openAll(document);
new MutationObserver((records) => {
  for (const r of records) {
    if (r.type === 'attributes') open(r.target as Element);
    for (const node of r.addedNodes) if (node instanceof Element) openAll(node);
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: [...MARKUP_ATTRIBUTES] });
