// Building DOM safely: every text goes in as a text node, attributes one by one; nothing is ever parsed as HTML.

type Child = Node | string | null | undefined | false;

/** Creates an element with attributes (true: present, false/undefined: absent) and children (strings become text). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Record<string, string | number | boolean | undefined>,
  ...children: Child[]
): HTMLElementTagNameMap[K];
export function el(tag: string, attrs?: Record<string, string | number | boolean | undefined>, ...children: Child[]): HTMLElement;
export function el(tag: string, attrs: Record<string, string | number | boolean | undefined> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  setAttributes(node, attrs);
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes and children. */
export function svg(tag: string, attrs: Record<string, string | number | boolean | undefined> = {}, ...children: Child[]): SVGElement {
  const node = document.createElementNS(SVG, tag);
  setAttributes(node, attrs);
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

function setAttributes(node: Element, attrs: Record<string, string | number | boolean | undefined>): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
}
