// docs/architecture.md's pictures drawn from the real imports: every static import, re-export and import() of the
// engine, picture/, the widget's rooms, the extension, the CLI and the Markdown code, grouped by room, written as Mermaid
// between marker comments in the doc, with the imports that point back up (a room importing one that sits above it).
// Usage: node scripts/architecture.js (writes the doc); scripts/test/architecture.test.ts holds the doc to it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** The doc the pictures live in. */
export const DOC = 'docs/architecture.md';
/** The command that writes them again. */
export const FIX = 'node scripts/architecture.js';

/** Where code lives: the folders read (tests and type declarations left out). */
const SOURCES = ['engine/src', 'picture', 'webview/src', 'extension/src', 'extension/webview', 'cli', 'markdown/src'];

/**
 * The widget's rooms from the top down, then what they stand on: a room may import the rooms below it; an import of a
 * room above it points back up. Rooms on one line are side by side (neither above the other).
 */
export const WIDGET_LAYERS = [
  ['element'],
  ['plays'],
  ['replay', 'menu', 'help', 'sound', 'memory'],
  ['figures'],
  ['war-family', 'decisions'],
  ['game'],
  ['art', 'styles'],
  ['i18n', 'load'],
  ['picture'],
  ['engine'],
];

/** The house's parts from the top down, as WIDGET_LAYERS. */
export const HOUSE_LAYERS = [['extension host', 'extension page', 'markdown', 'cli'], ['widget'], ['picture'], ['engine']];

/** A source file's room: its folder under webview/src (the two entries are the element's), or its part of the house. */
export function roomOf(file) {
  if (file.startsWith('engine/')) return 'engine';
  if (file.startsWith('picture/')) return 'picture';
  if (file.startsWith('webview/src/')) {
    const parts = file.slice('webview/src/'.length).split('/');
    return parts.length > 1 ? parts[0] : 'element';
  }
  if (file.startsWith('extension/src/')) return 'extension host';
  if (file.startsWith('extension/webview/')) return 'extension page';
  if (file.startsWith('cli/')) return 'cli';
  if (file.startsWith('markdown/')) return 'markdown';
  return undefined;
}

/** A room's part of the house: the widget's rooms are the widget. */
const houseOf = (room) => (HOUSE_LAYERS.flat().includes(room) ? room : 'widget');

function walk(dir, out = []) {
  for (const entry of readdirSync(resolve(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules') walk(path, out);
    } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative specifiers a file imports: static imports, re-exports, side-effect imports and import(). */
export function specifiers(text) {
  const found = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) if (m[1].startsWith('.')) found.push(m[1]);
  return found;
}

/** Every import between source files: `{ from, to }` as paths from the checkout's root, sorted. */
export function imports() {
  const edges = [];
  for (const file of SOURCES.flatMap((dir) => walk(dir)).sort()) {
    for (const spec of specifiers(readFileSync(resolve(ROOT, file), 'utf8'))) {
      const to = posix.normalize(posix.join(posix.dirname(file), spec));
      if (roomOf(to) !== undefined) edges.push({ from: file, to });
    }
  }
  return edges;
}

/** Imports grouped by room pair (`group` maps a room to the picture's node): `from -> to` with how many imports. */
function links(edges, group) {
  const counts = new Map();
  for (const e of edges) {
    const a = group(roomOf(e.from));
    const b = group(roomOf(e.to));
    if (a === b) continue;
    counts.set(`${a}\0${b}`, (counts.get(`${a}\0${b}`) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => ({ from: k.split('\0')[0], to: k.split('\0')[1], n }));
}

const rank = (layers) => (room) => layers.findIndex((l) => l.includes(room));
const id = (room) => room.replace(/[^a-z]/g, '_');

/** A Mermaid flowchart of the rooms (top-down as their layers) and their imports, each arrow with its count. */
function flowchart(layers, pairs) {
  const order = rank(layers);
  const lines = ['```mermaid', 'flowchart TB'];
  for (const layer of layers) for (const room of layer) lines.push(`  ${id(room)}["${room}"]`);
  const sorted = [...pairs].sort(
    (x, y) => order(x.from) - order(y.from) || order(x.to) - order(y.to) || x.from.localeCompare(y.from) || x.to.localeCompare(y.to),
  );
  for (const p of sorted) lines.push(`  ${id(p.from)} -- ${p.n} --> ${id(p.to)}`);
  lines.push('```');
  return lines.join('\n');
}

/** The imports that point back up (a room importing one above it), as Markdown list lines. */
function backUp(edges) {
  const order = rank(WIDGET_LAYERS);
  const up = edges.filter((e) => {
    const a = order(roomOf(e.from));
    const b = order(roomOf(e.to));
    return a >= 0 && b >= 0 && b < a;
  });
  if (up.length === 0) return 'None: every import of a room points down or sideways.';
  return up.map((e) => `- \`${e.from}\` (${roomOf(e.from)}) imports \`${e.to}\` (${roomOf(e.to)})`).join('\n');
}

/** The doc's generated sections by marker name. */
export function sections(edges = imports()) {
  const widgetOnly = edges.filter((e) => houseOf(roomOf(e.from)) === 'widget' || roomOf(e.from) === 'picture');
  return {
    house: flowchart(HOUSE_LAYERS, links(edges, houseOf)),
    rooms: flowchart(
      WIDGET_LAYERS,
      links(widgetOnly, (r) => r),
    ),
    'back-up': backUp(edges),
  };
}

/** The doc's text with each marked section written from the imports. */
export function drawn(text, parts = sections()) {
  let out = text;
  for (const [name, body] of Object.entries(parts)) {
    const re = new RegExp(`(<!-- architecture:${name} -->\\n)[\\s\\S]*?(<!-- /architecture:${name} -->)`);
    if (!re.test(out)) throw new Error(`${DOC} has no <!-- architecture:${name} --> ... <!-- /architecture:${name} --> markers`);
    out = out.replace(re, (_, open, close) => `${open}${body}\n${close}`);
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/architecture.js')) {
  const path = resolve(ROOT, DOC);
  const before = readFileSync(path, 'utf8');
  const after = drawn(before);
  if (after === before) console.log(`${DOC}: the pictures already match the imports`);
  else {
    writeFileSync(path, after);
    console.log(`${DOC}: pictures drawn again from the imports`);
  }
}
