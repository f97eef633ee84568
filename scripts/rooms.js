// The rooms codemod: moves webview/src's files into rooms by job and the DOM-free picture and markup code into the
// top-level picture/ module (ROOMS below, old path -> new path), then rewrites every path that named a moved file
// (relative imports, import(), new URL(..., import.meta.url), build configs, tsconfigs, the lint config, test globs,
// package.json, scripts, docs) so each still names the same file. Re-runnable: a file already moved stays, a path
// already right is left, and code written against the old paths (another branch's) is pointed at the new ones.
// It refuses (exit 1, changing nothing) when webview/src holds a file the mapping does not place.
// Usage: node scripts/rooms.js [--dry-run] (a dry run lists the moves and the edits of files that stay where they are)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DRY = process.argv.includes('--dry-run');

/**
 * Old path -> new path, from the checkout's root. A file is renamed only where its name meant two things: "part" (a
 * lazily loaded module, the card art, the frame's pieces, a CSS part) and "War" (the product or the family).
 */
export const ROOMS = {
  // picture/: the game drawn without the widget (no DOM, no element): a position as SVG or text, an animation's
  // frames and its GIF, the art and the colours they use, and the game as the tag's JSON attributes.
  'webview/src/picture/animation-steps.ts': 'picture/animation-steps.ts',
  'webview/src/picture/colours.ts': 'picture/colours.ts',
  'webview/src/picture/frames.ts': 'picture/frames.ts',
  'webview/src/picture/gif.ts': 'picture/gif.ts',
  'webview/src/picture/gifenc.d.ts': 'picture/gifenc.d.ts',
  'webview/src/picture/position-svg.ts': 'picture/position-svg.ts',
  'webview/src/picture/position-text.ts': 'picture/position-text.ts',
  'webview/src/picture/record-views.ts': 'picture/record-views.ts',
  'webview/src/picture/static-svg.ts': 'picture/static-svg.ts',
  'webview/src/picture/words.ts': 'picture/words.ts',
  'webview/src/art/card.ts': 'picture/art/card.ts',
  'webview/src/art/palettes.ts': 'picture/art/palettes.ts',
  'webview/src/art/suits.ts': 'picture/art/suits.ts',
  'webview/src/art/tile.ts': 'picture/art/tile.ts',
  'webview/src/styles/art.styles.ts': 'picture/styles/art.styles.ts',
  'webview/src/styles/theme.styles.ts': 'picture/styles/theme.styles.ts',
  'webview/src/styles/card.styles.ts': 'picture/styles/card.styles.ts',
  'webview/src/markup-game.ts': 'picture/markup-game.ts',

  // element/: the tag itself: its class, settings and attributes, the frame around the table, its lifecycle, its events.
  'webview/src/piecepack-war.ts': 'webview/src/element/piecepack-war.ts',
  'webview/src/war-settings.ts': 'webview/src/game/settings-base.ts',
  'webview/src/settings.ts': 'webview/src/game/settings.ts',
  'webview/src/option-attributes.ts': 'webview/src/element/option-attributes.ts',
  'webview/src/option-properties.ts': 'webview/src/element/option-properties.ts',
  'webview/src/widget-parts.ts': 'webview/src/element/frame.ts',
  'webview/src/css-api.ts': 'webview/src/element/css-api.ts',
  'webview/src/events.ts': 'webview/src/game/page-events.ts',
  'webview/src/element/events.ts': 'webview/src/game/page-events.ts',
  'webview/src/build-id.ts': 'webview/src/load/build-id.ts',
  'webview/src/element/build-id.ts': 'webview/src/load/build-id.ts',
  'webview/src/lazy-part.ts': 'webview/src/load/on-demand.ts',
  'webview/src/element/lazy-load.ts': 'webview/src/load/on-demand.ts',
  'webview/src/game-lifecycle.ts': 'webview/src/element/game-lifecycle.ts',
  'webview/src/record-loader.ts': 'webview/src/game/record-loader.ts',
  'webview/src/element/record-loader.ts': 'webview/src/game/record-loader.ts',
  'webview/src/record-game.ts': 'webview/src/game/record-game.ts',
  'webview/src/element/record-game.ts': 'webview/src/game/record-game.ts',
  'webview/src/widget-name.ts': 'webview/src/replay/widget-name.ts',
  'webview/src/element/widget-name.ts': 'webview/src/replay/widget-name.ts',
  'webview/src/page-link.ts': 'webview/src/replay/page-link.ts',
  'webview/src/element/page-link.ts': 'webview/src/replay/page-link.ts',
  'webview/src/page-scheme.ts': 'webview/src/element/page-scheme.ts',
  'webview/src/error-words.ts': 'webview/src/game/error-words.ts',

  // game/: a game being played at the element: its session, steps, clock, motion, the live region, the verdict gate.
  'webview/src/game-session.ts': 'webview/src/game/game-session.ts',
  'webview/src/game-steps.ts': 'webview/src/game/game-steps.ts',
  'webview/src/game-events.ts': 'webview/src/game/game-events.ts',
  'webview/src/autoplay-controller.ts': 'webview/src/game/autoplay-controller.ts',
  'webview/src/autoplay.ts': 'webview/src/game/autoplay.ts',
  'webview/src/speed.ts': 'webview/src/game/speed.ts',
  'webview/src/motion-controller.ts': 'webview/src/game/motion-controller.ts',
  'webview/src/motion.ts': 'webview/src/game/motion.ts',
  'webview/src/verdict-gate.ts': 'webview/src/game/verdict-gate.ts',
  'webview/src/announcer.ts': 'webview/src/game/announcer.ts',
  'webview/src/tables.ts': 'webview/src/game/tables.ts',

  // plays/: each family's play at the element (the War family's, the decision games'), and the decision games' loader.
  'webview/src/war-play.ts': 'webview/src/plays/war-play.ts',
  'webview/src/decision-play.ts': 'webview/src/plays/decision-play.ts',
  'webview/src/family-play.ts': 'webview/src/game/family-play.ts',
  'webview/src/decisions-loader.ts': 'webview/src/game/decisions-loader.ts',
  'webview/src/table-events.ts': 'webview/src/game/table-events.ts',

  // war-family/: the War family's and Tod und Leben's table, its words and its animations.
  'webview/src/war-table.ts': 'webview/src/war-family/war-table.ts',
  'webview/src/war-words.ts': 'webview/src/war-family/war-words.ts',
  'webview/src/announce.ts': 'webview/src/war-family/announce.ts',
  'webview/src/table-motion.ts': 'webview/src/war-family/table-motion.ts',

  // replay/: looking back over a game (the replay chunk) and a walk-through's questions.
  'webview/src/replay.ts': 'webview/src/replay/replay.ts',
  'webview/src/replay-bar.ts': 'webview/src/replay/replay-bar.ts',
  'webview/src/replay-strings.ts': 'webview/src/i18n/replay-strings.ts',
  'webview/src/walkthrough-ask.ts': 'webview/src/replay/walkthrough-ask.ts',

  // figures/: the end's figures and How to play's figures.
  'webview/src/game-figures.ts': 'webview/src/figures/game-figures.ts',
  'webview/src/decision-figures.ts': 'webview/src/figures/decision-figures.ts',
  'webview/src/end-figures.ts': 'webview/src/figures/end-figures.ts',
  'webview/src/help-figures.ts': 'webview/src/figures/help-figures.ts',
  'webview/src/figures-words.ts': 'picture/figures-words.ts',

  // help/: the How to play disclosure and its plan.
  'webview/src/help.ts': 'webview/src/help/help.ts',
  'webview/src/help-plan.ts': 'webview/src/help/help-plan.ts',

  // menu/: the game menu and what it loads: embed code, saving a picture or an animation.
  'webview/src/game-menu.ts': 'webview/src/menu/game-menu.ts',
  'webview/src/embed-menu.ts': 'webview/src/menu/embed-menu.ts',
  'webview/src/embed-code.ts': 'picture/embed-code.ts',
  'webview/src/embed-files.ts': 'webview/src/menu/embed-files.ts',
  'webview/src/picture/save.ts': 'webview/src/menu/save-picture.ts',
  'webview/src/picture/gif-worker.ts': 'webview/src/menu/gif-worker.ts',

  // sound/: sound and narration (loaded when one is on).
  'webview/src/table-sound.ts': 'webview/src/sound/table-sound.ts',
  'webview/src/speech.ts': 'webview/src/sound/speech.ts',
  'webview/src/phrases.ts': 'webview/src/war-family/phrases.ts',

  // memory/: an unfinished game kept across reloads.
  'webview/src/game-memory.ts': 'webview/src/memory/game-memory.ts',

  // i18n/: the words: every string, names of pieces and seats, errors, and the languages' tables already there.
  'webview/src/strings.ts': 'webview/src/i18n/strings.ts',
  'webview/src/naming.ts': 'webview/src/i18n/naming.ts',
  'webview/src/decisions/decision-strings.ts': 'webview/src/i18n/decision-strings.ts',

  // art/: the widget's pieces (the art itself is picture/art/): a piece's template and the card art's loader.
  'webview/src/parts.ts': 'webview/src/art/card-loader.ts',

  // Where this branch's first run put files that have moved on since (the mapping above gives their old paths too).
  'webview/src/replay/replay-strings.ts': 'webview/src/i18n/replay-strings.ts',
  'webview/src/i18n/error-words.ts': 'webview/src/game/error-words.ts',
};

/** Old folders whose mention (in docs and comments) now means the new one. */
const FOLDERS = { 'webview/src/picture': 'picture' };

/** The files left where they are: the two entries every build names. */
const ENTRIES = ['webview/src/index.ts', 'webview/src/define.ts'];

/** The rooms of webview/src: a file in one of these folders is placed (another branch's new file there too). */
export const WIDGET_ROOMS = [
  'element',
  'game',
  'plays',
  'war-family',
  'decisions',
  'replay',
  'figures',
  'help',
  'menu',
  'sound',
  'memory',
  'i18n',
  'load',
  'art',
  'styles',
];

/** Files whose text is history, this mapping or its test's old checkout: never rewritten. */
const UNTOUCHED = new Set(['CHANGELOG.md', 'package-lock.json', 'scripts/rooms.js', 'scripts/test/rooms.test.ts']);
const TEXT = /\.(ts|js|cjs|mjs|json|md|py|html|css|ya?ml|txt)$|(^|\/)\.[\w.-]+$/;

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const exists = (p) => existsSync(resolve(ROOT, p)) && statSync(resolve(ROOT, p)).isFile();

/** The checkout's files (tracked, and untracked ones git does not ignore), from the root. */
function files() {
  return git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((f) => f && exists(f));
}

/** Files in webview/src that neither the mapping nor a room places. */
function unplaced(all) {
  const targets = new Set(Object.values(ROOMS));
  return all.filter((f) => {
    if (!f.startsWith('webview/src/') || ENTRIES.includes(f) || f in ROOMS || targets.has(f)) return false;
    const room = f.slice('webview/src/'.length).split('/');
    return !(room.length > 1 && WIDGET_ROOMS.includes(room[0]));
  });
}

/** A relative specifier from a file's folder, as the code writes it ('./x.ts', '../y/z.ts'). */
function relativeSpecifier(fromFile, target) {
  const rel = posix.relative(posix.dirname(fromFile), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** The new place of a path (a mapped old path, followed to its last place; or itself). */
function placed(p) {
  let q = p;
  for (let hops = 0; ROOMS[q] !== undefined && hops < 10; hops += 1) q = ROOMS[q];
  return q;
}

/**
 * A code file's relative specifiers pointed at the same files: each resolved from where the file is, else from where it
 * was (`old`); one naming a moved file is written from the file's folder to the file's new place. `fresh`: the file was
 * moved in this run, so its specifiers were written from its old place and are read from there first.
 */
function rewriteSpecifiers(file, old, text, fresh) {
  const changes = [];
  const out = text.replace(/(['"`])(\.{1,2}\/[^'"`\n$]*?)\1/g, (whole, quote, spec) => {
    const from = (dir) => posix.normalize(posix.join(posix.dirname(dir), spec));
    const here = from(file);
    const there = from(old);
    const known = (p) => p in ROOMS || exists(p);
    const order = fresh ? [there, here] : [here, there];
    const hit = order.find(known);
    if (hit === undefined) return whole;
    const next = relativeSpecifier(file, placed(hit));
    if (next === spec) return whole;
    changes.push(`${spec} -> ${next}`);
    return `${quote}${next}${quote}`;
  });
  return { out, changes };
}

/** Mentions of old paths from the checkout's root (or with a relative prefix to it) written as the new paths. */
function rewriteMentions(text) {
  let out = text;
  let count = 0;
  const pairs = [...Object.entries(ROOMS), ...Object.entries(FOLDERS)].sort((a, b) => b[0].length - a[0].length);
  for (const [from, to] of pairs) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const end = from in FOLDERS ? '(?![\\w-])' : '(?![\\w.-])';
    out = out.replace(new RegExp(`(?<![\\w-])${escaped}${end}`, 'g'), () => {
      count += 1;
      return to;
    });
  }
  return { out, count };
}

function main() {
  const all = files();
  const stray = unplaced(all);
  if (stray.length > 0) {
    console.error(`rooms: ${stray.length} file(s) in webview/src that the mapping does not place (add each to ROOMS in scripts/rooms.js):`);
    for (const f of stray) console.error(`  ${f}`);
    process.exit(1);
  }

  const both = Object.entries(ROOMS).filter(([from, to]) => exists(from) && exists(to));
  if (both.length > 0) {
    console.error('rooms: a file is at both its old and its new path; merge each pair by hand, then run again:');
    for (const [from, to] of both) console.error(`  ${from} and ${to}`);
    process.exit(1);
  }

  const moved = new Map();
  for (const [from, to] of Object.entries(ROOMS)) {
    if (!exists(from)) continue;
    console.log(`move ${from} -> ${to}`);
    if (!DRY) {
      mkdirSync(dirname(resolve(ROOT, to)), { recursive: true });
      git('mv', from, to);
    }
    moved.set(to, from);
  }
  // Folders the moves left empty go too (git keeps no empty folder; a checkout would).
  for (const from of new Set([...moved.values()].map((f) => dirname(resolve(ROOT, f))))) {
    if (!DRY && existsSync(from) && readdirSync(from).length === 0) rmdirSync(from);
  }

  // A file's first old path (its place before any run), where code from another branch names its imports from.
  const oldOf = new Map();
  for (const [from, to] of Object.entries(ROOMS)) if (!oldOf.has(to)) oldOf.set(to, from);
  const editedFiles = [];
  for (const file of DRY ? all : files()) {
    if (UNTOUCHED.has(file) || !TEXT.test(file)) continue;
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    let out = text;
    const notes = [];
    if (/\.(ts|js|cjs|mjs)$/.test(file)) {
      const r = rewriteSpecifiers(file, moved.get(file) ?? oldOf.get(file) ?? file, out, moved.has(file));
      out = r.out;
      notes.push(...r.changes);
    }
    const m = rewriteMentions(out);
    out = m.out;
    if (m.count > 0) notes.push(`${m.count} path mention(s)`);
    if (out !== text) {
      editedFiles.push(file);
      console.log(`edit ${file}: ${notes.join(', ')}`);
      if (!DRY) writeFileSync(resolve(ROOT, file), out);
    }
  }
  // A longer path can push a line past the width: the project's Prettier formats what was edited (it skips what
  // .prettierignore leaves alone).
  const prettier = resolve(ROOT, 'node_modules/prettier/bin/prettier.cjs');
  if (!DRY && editedFiles.length > 0 && existsSync(prettier)) {
    execFileSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...editedFiles], { cwd: ROOT, stdio: 'inherit' });
  }
  console.log(`rooms: ${moved.size} file(s) moved, ${editedFiles.length} file(s) edited${DRY ? ' (dry run: nothing written)' : ''}`);
}

main();
