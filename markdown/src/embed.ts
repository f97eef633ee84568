// The embed page's script (dist/piecepack-war-embed.js, loaded by dist/embed.html): one <piecepack-war> from the page's
// URL (attributes by name, camelCase or kebab-case; a record in `record`), the background asked for, and the page's
// height told to the host (postMessage) whenever it changes, for hosts that size their iframe by it.
import './piecepack-war.js';
import { decodeRecord, RECORD_PARAM } from '../../picture/embed-code.ts';
import { HEIGHT_MESSAGE } from './embed-message.ts';

/** The message the page posts to its host (embed-message.ts). */
export { HEIGHT_MESSAGE };

/** The page's own parameters (not the element's). */
const OWN = new Set([RECORD_PARAM, 'background', 'id']);

interface GameElement extends HTMLElement {
  record: unknown;
  options: Record<string, unknown> | null;
}

const params = new URLSearchParams(location.search);
const element = document.createElement('piecepack-war') as GameElement;
const observed = new Set((customElements.get('piecepack-war') as unknown as { observedAttributes: string[] }).observedAttributes);
const unknown: Record<string, string> = {};
for (const [name, value] of params) {
  if (OWN.has(name)) continue;
  const attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // Only the element's own attributes become attributes; anything else goes to its options, which name it in the error.
  if (!observed.has(attribute)) unknown[name] = value;
  else if (!(attribute === 'autoplay' && /^(false|no|off|0)$/i.test(value))) element.setAttribute(attribute, value);
}
if (params.get('background') === 'theme') document.documentElement.classList.add('pw-themed');
const theme = params.get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.classList.add(`pw-${theme}`);
document.getElementById('game')?.append(element);
// Before the element's first render: it opens the record (or reports the options) instead of dealing a game first.
const record = params.get(RECORD_PARAM);
// A game link (`#g=1.…`, Copy link's) is for the page's only widget, which opens it by itself, at its step.
const linked = /[#&]g=/.test(location.hash);
if (!linked && record !== null) element.record = decodeRecord(record);
else if (!linked && Object.keys(unknown).length > 0) element.options = unknown;

/** Tells the host the page's height (hosts that listen size the iframe to it). */
let last = -1;
function tell(): void {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ type: HEIGHT_MESSAGE, height, id: params.get('id') }, '*');
}
new ResizeObserver(tell).observe(document.documentElement);
