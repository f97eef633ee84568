// The colours of a picture as plain values: the widget's --pp-* properties resolved for a theme (read from the theme's
// own style sheet, so they never drift), or read from the element on screen; and the art's style sheet with every
// var() replaced by its value (resvg and many viewers read <style> class rules but no custom properties).
import { artStyles } from './styles/art.styles.ts';
import { cardStyles } from './styles/card.styles.ts';
import { themeStyles } from './styles/theme.styles.ts';
import { DEFAULT_PALETTE, PALETTES, type PaletteName } from './art/palettes.ts';

/** Resolved colours, by --pp-* name without the prefix ("felt", "suns", "tile-back"...). */
export type Colours = Readonly<Record<string, string>>;

/** Every --pp-* property a picture uses. */
export const PICTURE_PROPERTIES = [
  'bg',
  'fg',
  'muted',
  'border',
  'felt',
  'felt-fg',
  'seat-bg',
  'accent',
  'accent-fg',
  'highlight',
  'highlight-fg',
  'war',
  'war-fg',
  'piece-font',
  'tile-face',
  'tile-back',
  'tile-back-line',
  'card-face',
  'card-back',
  'card-back-line',
  'piece-edge',
  'red-suit',
  'black-suit',
  'pack-mark',
  'pack-mark-fg',
  'pack-2',
  'pack-3',
  'pack-4',
  'pack-5',
  'pack-6',
  'pack-7',
  'pack-8',
  'suns',
  'moons',
  'crowns',
  'arms',
] as const;

/** The text of the first var(...) in `text` from `start` (at "var("): its name, its fallback and where it ends. */
function varAt(text: string, start: number): { name: string; fallback: string | null; end: number } {
  let depth = 0;
  let comma = -1;
  let i = start + 3;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) break;
    else if (c === ',' && depth === 1 && comma < 0) comma = i;
  }
  const inner = text.slice(start + 4, i);
  const name = (comma < 0 ? inner : text.slice(start + 4, comma)).trim();
  return { name, fallback: comma < 0 ? null : text.slice(comma + 1, i).trim(), end: i + 1 };
}

/** Replaces every var(--x, fallback) in `text` by `lookup('--x')`, else its fallback (resolved the same way). */
export function resolveVars(text: string, lookup: (name: string) => string | undefined, depth = 0): string {
  if (depth > 8) return text;
  let out = '';
  let at = 0;
  for (let i = text.indexOf('var(', at); i >= 0; i = text.indexOf('var(', at)) {
    const v = varAt(text, i);
    const known = lookup(v.name);
    out +=
      text.slice(at, i) + (known !== undefined ? resolveVars(known, lookup, depth + 1) : resolveVars(v.fallback ?? '', lookup, depth + 1));
    at = v.end;
  }
  return out + text.slice(at);
}

/** The custom properties declared in the first rule whose selector matches `selector`. */
function declarations(css: string, selector: RegExp): Record<string, string> {
  const out: Record<string, string> = {};
  const m = selector.exec(css);
  if (!m) return out;
  const open = css.indexOf('{', m.index);
  const close = css.indexOf('}', open);
  for (const part of css.slice(open + 1, close).split(';')) {
    const d = /^\s*(--[\w-]+)\s*:\s*([\s\S]*)$/.exec(part);
    if (d) out[d[1]] = d[2].trim();
  }
  return out;
}

/** Black or white, whichever reads better on `colour` (a #rrggbb), as the widget's --pp-felt-fg does. */
export function readableOn(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour.trim());
  const channels = hex ? [hex[1], hex[2], hex[3]].map((h) => parseInt(h, 16)) : fn ? [fn[1], fn[2], fn[3]].map(Number) : null;
  if (!channels) return '#000000';
  const [r, g, b] = channels.map((c) => (c / 255) ** 2.2);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff';
}

/** A theme's colours as the widget resolves them on a page without VS Code: from theme.styles.ts and palettes.ts. */
export function themeColours(theme: 'light' | 'dark', palette: PaletteName = DEFAULT_PALETTE): Colours {
  const css = themeStyles.cssText.replace(/\/\*[\s\S]*?\*\//g, '');
  const scheme = declarations(css, new RegExp(`:host\\(\\[theme=['"]?${theme}['"]?\\]\\)\\s*\\{`));
  const publicOnes = declarations(css, /:host\s*\{(?=[^}]*--pp-bg)/);
  const all: Record<string, string> = { ...scheme, ...publicOnes };
  const lookup = (name: string) => all[name];
  const out: Record<string, string> = {};
  for (const name of PICTURE_PROPERTIES) {
    const raw = all[`--pp-${name}`];
    if (raw !== undefined && !raw.includes(' from ')) out[name] = resolveVars(raw, lookup);
  }
  Object.assign(out, PALETTES[palette]);
  out['felt-fg'] = readableOn(out.felt ?? '#ffffff');
  out['pack-mark-fg'] ??= '#ffffff';
  return out;
}

/** The colours an element shows now (its computed --pp-* values), over a theme's for any it leaves empty. */
export function computedColours(style: { getPropertyValue(name: string): string }, theme: 'light' | 'dark'): Colours {
  const out: Record<string, string> = { ...themeColours(theme) };
  for (const name of PICTURE_PROPERTIES) {
    const v = style.getPropertyValue(`--pp-${name}`).trim();
    if (v && !v.includes('var(') && !v.includes(' from ')) out[name] = v;
  }
  out['felt-fg'] = readableOn(out.felt);
  return out;
}

/** A value safe inside a <style> rule: no characters that could close the rule or the element. */
function cssValue(value: string): string {
  return value.replace(/[<>{};\\]/g, '');
}

/** Colours safe to write into a style sheet (a page's custom property could hold anything). */
export function safeColours(colours: Colours): Colours {
  return Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, cssValue(v)]));
}

/** The art's style sheet for a picture: sizes and forced colours left out, each var() replaced by its colour. */
export function artCss(colours: Colours): string {
  const css = [artStyles, cardStyles]
    .map((styles) =>
      styles.cssText
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/@media\s*\(forced-colors[\s\S]*$/, '')
        .replace(/\.piece(\.tile|\.card)?\s*\{[^}]*\}/g, ''),
    )
    .join('');
  return resolveVars(css, (name) =>
    name.startsWith('--pp-') && colours[name.slice(5)] !== undefined ? cssValue(colours[name.slice(5)]) : undefined,
  );
}
