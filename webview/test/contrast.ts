// WCAG contrast in the browser: a computed colour's luminance, the ratio of two, and the opaque background a node sits on.

/** Relative luminance of a computed colour: rgb()/rgba() (0-255) or color(srgb ...) (0-1, from relative colours). */
export function luminance(css: string): number {
  const scale = css.startsWith('color(srgb') ? 1 : 255;
  const [r, g, b] = (css.replace('color(srgb', '').match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / scale;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two computed colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** The first opaque background colour from `node` up (across the shadow root to the host and the page). */
export function backgroundOf(node: Element): string {
  for (let n: Element | null = node; n; n = n.parentElement ?? (n.getRootNode() as ShadowRoot).host ?? null) {
    const bg = getComputedStyle(n).backgroundColor;
    const alpha = bg.startsWith('rgba') ? Number(bg.match(/[\d.]+/g)![3]) : 1;
    if (bg !== 'transparent' && alpha > 0.99) return bg;
  }
  return 'rgb(255, 255, 255)';
}

/** Every element under `root` with text of its own (outside SVG art and screen-reader-only text), shadow roots included. */
export function textNodes(root: Element | ShadowRoot): Element[] {
  const out: Element[] = [];
  const visit = (parent: Element | ShadowRoot): void => {
    for (const node of parent.querySelectorAll('*')) {
      if (node.shadowRoot) visit(node.shadowRoot);
      const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '');
      if (!own || node.closest('svg') || node.closest('.sr-only') || node.getClientRects().length === 0) continue;
      out.push(node);
    }
  };
  visit(root);
  return out;
}
