// Measuring contrast in a webview as WCAG defines it: every visible control (and the text the game and the statistics
// say in words), through shadow roots, its text colour against the background actually behind it (the first opaque
// background up its ancestors, across shadow hosts, with translucent layers blended in).
import type { Frame } from 'playwright-core';

/** One measured element: what it is, its colours and their contrast ratio. */
export interface Measured {
  what: string;
  fg: string;
  bg: string;
  ratio: number;
}

/**
 * The measuring script, run in the page as plain JavaScript (a function's source from the test runner's compiler would
 * carry its helpers, which the page does not have).
 */
const MEASURE = `(() => {
    const parse = (c) => {
      const m = /rgba?\\(([^)]+)\\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const p = m[1].split(/[\\s,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top, bottom) => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const lum = (c) => {
      const ch = (v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
    };
    const up = (n) => n.parentElement ?? (n.getRootNode().host ?? null);
    /** The background behind an element: its own and its ancestors' backgrounds, blended until opaque. */
    const background = (el) => {
      const layers = [];
      for (let n = el; n; n = up(n)) {
        const s = getComputedStyle(n);
        const c = parse(s.backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 0.999) break;
      }
      let out = [255, 255, 255, 1];
      for (const layer of layers.reverse()) out = over(layer, out);
      return out;
    };
    /** Whether an element and all its ancestors are shown (size, display, visibility, opacity). */
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      for (let n = el; n; n = up(n)) {
        const s = getComputedStyle(n);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) < 0.1) return false;
      }
      return true;
    };
    const all = [];
    const walk = (root) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const CONTROL = 'button, select, input, a[href], summary, [role="button"], [role="link"], vscode-button';
    const TEXT = '[part~="status"], .status, .figures dt, .figures dd, .muted, .subtitle, .legend li, .note, h1, h2, .summary-line';
    const out = [];
    for (const el of all) {
      const isControl = el.matches(CONTROL);
      if (!isControl && !el.matches(TEXT)) continue;
      if (isControl && el.disabled) continue; // disabled controls are exempt (WCAG 1.4.3)
      if (!visible(el)) continue;
      // A VS Code button draws its text in its shadow's base element.
      const target = el.shadowRoot?.querySelector('.base, button, [part~="base"]') ?? el;
      const style = getComputedStyle(target);
      const fg = over(parse(style.color), background(target));
      const bg = background(target);
      const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      const text = (el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40) || el.getAttribute('aria-label') || '';
      const rgb = (c) => 'rgb(' + c.slice(0, 3).map((v) => Math.round(v)).join(',') + ')';
      const part = el.getAttribute('part') ? '[part=' + el.getAttribute('part') + ']' : '';
      out.push({ what: el.tagName.toLowerCase() + part + ' "' + text + '"', fg: rgb(fg), bg: rgb(bg), ratio: (l1 + 0.05) / (l2 + 0.05) });
    }
    return out;
})()`;

/** Measures every visible control and labelled text in a frame (runs in the page). */
export function measureContrast(frame: Frame): Promise<Measured[]> {
  return frame.evaluate<Measured[]>(MEASURE);
}
