// The message bridge between the extension host and its webviews: the two message unions and their runtime checks.
// Shared by both sides (pure: no vscode, no DOM). Every message that crosses is checked here before anyone uses it.
import {
  decodeShare,
  INPUT_LIMITS,
  isPlayValue,
  PLAY_SETTING_NAMES,
  readRecord,
  shown,
  type GameRecord,
  type PlayValues,
} from '../../engine/src/index.ts';
import type { Choice } from './new-game-choice.ts';

/** How the element plays (not the rules): one value a row of the engine's PLAY_SETTINGS (autoplay, speed, palette, sound...). */
export type PlaySettings = PlayValues;

/** A new game for the element: its attributes (kebab-case, as strings) and how it plays. */
export interface GameSetup {
  /** Element attributes from the settings: `variant`, rule options that apply to the variant, `seed` when fixed. */
  attributes: Record<string, string>;
  play: PlaySettings;
  /** The variant's title, for the toolbar. */
  title: string;
  /** The game chosen with New Game… (a named variant's name with it): the webview keeps it with its record. */
  choice?: Choice;
}

/** The counts of one configuration and mode. */
export interface StatsCounts {
  /** Games finished (every outcome). */
  games: number;
  /** Games the first human seat won, lost or drew. */
  wins: number;
  losses: number;
  draws: number;
  /** Finished games with no human seat (watched, not won or lost). */
  watched: number;
  /** Sum of the games' lengths, in the variant's unit (tricks or rounds). */
  length: number;
  /** Longest and shortest game (null before the first game whose length is known). */
  longest: number | null;
  shortest: number | null;
  /** Wars started over all games, and the deepest (1: a war, 2: a war inside a war...). */
  wars: number;
  deepestWar: number;
  /** Current streak: positive wins in a row, negative losses in a row (a draw ends both). */
  streak: number;
  /** Longest win streak, and longest losing streak (as a negative number). */
  bestStreak: number;
  worstStreak: number;
  /** Lower bounds of the length buckets (ascending, the first 0) and the games in each. */
  buckets: number[];
  lengths: number[];
}

/** One row of the statistics: a configuration (variant + options that differ from its own) and a kind of play. */
export interface StatsRow extends StatsCounts {
  /** Tells rows apart (variant, mode, configuration). */
  key: string;
  variant: string;
  /** The variant's title. */
  title: string;
  /** The configuration in words ("2 packs · 3 players"); empty for the variant as it comes. */
  config: string;
  /** The player's own games, or games Auto-play played. */
  mode: 'own' | 'autoplay';
  /** What lengths are counted in. */
  unit: 'tricks' | 'rounds';
}

/** Everything the views show of the statistics. */
export interface StatsSnapshot {
  rows: StatsRow[];
  /** The keys of the rows the current settings play: the player's own games and Auto-play's (the sidebar summarises them). */
  current: string;
  currentAutoplay: string;
  /** The current settings' variant and configuration in words. */
  currentTitle: string;
  /** The current row's results beside the expected ones, in words (figures-words.ts), once its figures are known. */
  currentExpected?: string;
  /** Statistics from a newer version of the extension: shown, never changed. */
  readOnly: boolean;
  /** How many set-aside copies are kept (the page says how to see them). */
  setAside: number;
}

/** A game-length histogram bar: games whose length is in [from, to). */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** A simulation's progress or result, for the stats view. */
export interface SimulationReport {
  variant: string;
  title: string;
  /** The configuration in words (empty for the variant as it comes). */
  config: string;
  /** Still running, finished, or cancelled (the figures are then those of the games played). */
  state: 'running' | 'done' | 'cancelled';
  done: number;
  total: number;
  /** Games the rules ended; of those, drawn; games stopped at the trick limit (capped) or on a repeated position (cycles). */
  finished: number;
  draws: number;
  capped: number;
  cycles: number;
  /** What lengths are counted in. */
  unit: 'tricks' | 'rounds';
  mean: number;
  median: number;
  p90: number;
  max: number;
  /** Games won per seat (a seat's name, and its wins). */
  seats: { name: string; wins: number }[];
  histogram: Bin[];
  /** Worker threads that played, or 0 when the extension host played the games itself. */
  threads: number;
  /** Why the extension host played the games itself (no worker threads there), or null. */
  inHost: string | null;
  /** Milliseconds so far. */
  elapsedMs: number;
}

/** Host-side strings the webview shows (translated with vscode.l10n on the host). */
export type UiStrings = Record<string, string>;

/** What the webview is: the game in an editor panel, the compact sidebar game, or the statistics page. */
export type ViewKind = 'game' | 'sidebar' | 'stats';

/** A game a view resumes: its record so far, and whether Auto-play has moved in it (counted apart when it ends). */
export interface ResumedGame {
  record: GameRecord;
  autoplayed: boolean;
  /** The step to show first (a game link's), else the game as it is now. */
  step?: number;
}

/** Messages from the host to a webview. */
export type HostMessage =
  /** The answer to `ready`: what to show. `resume` is the game the view had (after a reload, or hidden and shown). */
  | { type: 'init'; view: ViewKind; game: GameSetup | null; resume: ResumedGame | null; stats: StatsSnapshot | null; strings: UiStrings }
  /** Start a new game with these settings (after a settings change, or when asked). */
  | { type: 'newGame'; game: GameSetup }
  /** Only how the element plays changed: apply it to the running game. */
  | { type: 'play'; play: PlaySettings }
  /** Fresh statistics. */
  | { type: 'stats'; stats: StatsSnapshot }
  /** A simulation's progress, result or cancellation (one per variant). */
  | { type: 'simulation'; report: SimulationReport }
  /** The view has nothing to show but why (a record file that holds no game). */
  | { type: 'problem'; message: string }
  /** The host refused the webview's last message (why, in words); nothing was stored. */
  | { type: 'rejected'; reason: string };

/** Commands a webview's own buttons and links ask the host to run. */
export const PANEL_COMMANDS = ['newGame', 'simulate', 'restoreStats'] as const;
export type PanelCommand = (typeof PANEL_COMMANDS)[number];

/** Messages from a webview to the host. */
export type WebviewMessage =
  /** The webview's script is running and listening: the host may send (it queues until then). */
  | { type: 'ready' }
  /** The game moved on: its record so far, whether it is over, the speed the player chose, whether Auto-play moved. */
  | { type: 'progress'; record: GameRecord; over: boolean; speed: string; autoplayed: boolean }
  /** A game ended: its record (the host replays it to count statistics; it never trusts a summary). */
  | { type: 'gameEnd'; record: GameRecord; autoplayed: boolean }
  /** The element refused its options. */
  | { type: 'elementError'; option: string; message: string }
  /** The person is in this view now (it took the focus): commands like Export act on its game. */
  | { type: 'focus' }
  /** A button or link of the page. */
  | { type: 'command'; command: PanelCommand }
  /** Copy link in the game's menu: the webview cannot write the clipboard, so the host does (a checked game link). */
  | { type: 'copyLink'; link: string };

/** Checked input: the value, or why it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const MAX_TEXT = 2_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Only plain JSON scalars, or flat arrays of them (what options and actions are made of). */
function isPlainValue(v: unknown, depth = 0): boolean {
  if (v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || isText(v)) return true;
  if (depth < 2 && Array.isArray(v)) return v.length <= 1000 && v.every((x) => isPlainValue(x, depth + 1));
  if (depth < 2 && isObject(v)) return Object.keys(v).length <= 64 && Object.values(v).every((x) => isPlainValue(x, depth + 1));
  return false;
}

/**
 * Checks a game record: the engine's own record check (the one the widget and the CLI use: a seed written as text is
 * read as its number; more than `INPUT_LIMITS.actions` actions refused at once, naming the bound), then this bridge's
 * bounds on the options, actions and deal (the engine's `replay` checks that it makes sense).
 */
export function checkRecord(v: unknown): Checked<GameRecord> {
  if (!isObject(v)) return { ok: false, reason: 'record is not an object' };
  const read = readRecord(v);
  if (!read.ok) return { ok: false, reason: `record: ${read.error.message}` };
  const r = read.value;
  if (!isObject(r.options) || !isPlainValue(r.options)) return { ok: false, reason: 'record options are not a plain object' };
  for (const a of r.actions as unknown[])
    if (!isObject(a) || !isText(a.type, 64) || !isPlainValue(a))
      return { ok: false, reason: 'record holds an action that is not an object with a type' };
  if (r.final !== undefined && !isText(r.final, 64)) return { ok: false, reason: 'record final hash is not text' };
  if (r.deal !== undefined && !isPlainValue(r.deal)) return { ok: false, reason: 'record deal is not plain data' };
  return { ok: true, value: r };
}

/** Checks a message from a webview; anything unknown or malformed is refused with a reason (never stored). */
export function checkWebviewMessage(v: unknown): Checked<WebviewMessage> {
  if (!isObject(v)) return { ok: false, reason: 'message is not an object' };
  const bad = (why: string): Checked<WebviewMessage> => ({ ok: false, reason: `${String(v.type).slice(0, 40)}: ${why}` });
  switch (v.type) {
    case 'ready':
      return { ok: true, value: { type: 'ready' } };
    case 'progress':
    case 'gameEnd': {
      const r = checkRecord(v.record);
      if (!r.ok) return bad(r.reason);
      if (typeof v.autoplayed !== 'boolean') return bad('autoplayed is not true or false');
      if (v.type === 'gameEnd') return { ok: true, value: { type: 'gameEnd', record: r.value, autoplayed: v.autoplayed } };
      if (typeof v.over !== 'boolean') return bad('over is not true or false');
      if (!isText(v.speed, 40)) return bad('speed is not short text');
      return { ok: true, value: { type: 'progress', record: r.value, over: v.over, speed: v.speed, autoplayed: v.autoplayed } };
    }
    case 'focus':
      return { ok: true, value: { type: 'focus' } };
    case 'elementError':
      if (!isText(v.option, 100) || !isText(v.message)) return bad('option and message must be short text');
      return { ok: true, value: { type: 'elementError', option: v.option, message: v.message } };
    case 'copyLink':
      if (!isText(v.link, INPUT_LIMITS.link) || !decodeShare(v.link).ok) return bad('link is not a piecepack-war game link');
      return { ok: true, value: { type: 'copyLink', link: v.link } };
    case 'command':
      if (!(PANEL_COMMANDS as readonly unknown[]).includes(v.command))
        return bad(`unknown command (allowed: ${PANEL_COMMANDS.join(', ')})`);
      return { ok: true, value: { type: 'command', command: v.command as PanelCommand } };
    default:
      return { ok: false, reason: `unknown message type ${shown(v.type)}` };
  }
}

/** Play settings: every row of PLAY_SETTINGS with a value it takes, and nothing else. */
function checkPlay(v: unknown): v is PlaySettings {
  return (
    isObject(v) &&
    Object.keys(v).length === PLAY_SETTING_NAMES.length &&
    PLAY_SETTING_NAMES.every((name) => Object.prototype.hasOwnProperty.call(v, name) && isPlayValue(name, v[name]))
  );
}

function checkSetup(v: unknown): v is GameSetup {
  if (!isObject(v) || !isObject(v.attributes) || !checkPlay(v.play) || !isText(v.title, 200)) return false;
  // A choice's rules sit one level below it: one more level of plain data than an action.
  if (v.choice !== undefined && !(isObject(v.choice) && isPlainValue(v.choice, -1))) return false;
  return Object.entries(v.attributes).every(([k, a]) => /^[a-z][a-z-]{0,40}$/.test(k) && isText(a, 200));
}

const ROW_COUNTS = ['games', 'wins', 'losses', 'draws', 'watched', 'length', 'wars', 'deepestWar', 'bestStreak'] as const;

function checkRow(s: unknown): boolean {
  return (
    isObject(s) &&
    isText(s.key, 2000) &&
    isText(s.variant, 64) &&
    isText(s.title, 200) &&
    isText(s.config, 2000) &&
    (s.mode === 'own' || s.mode === 'autoplay') &&
    (s.unit === 'tricks' || s.unit === 'rounds') &&
    ROW_COUNTS.every((f) => isCount(s[f])) &&
    Number.isInteger(s.streak) &&
    Number.isInteger(s.worstStreak) &&
    (s.longest === null || isCount(s.longest)) &&
    (s.shortest === null || isCount(s.shortest)) &&
    Array.isArray(s.buckets) &&
    s.buckets.every(isCount) &&
    Array.isArray(s.lengths) &&
    s.lengths.length === s.buckets.length &&
    s.lengths.every(isCount)
  );
}

function checkStats(v: unknown): v is StatsSnapshot {
  return (
    isObject(v) &&
    Array.isArray(v.rows) &&
    v.rows.every(checkRow) &&
    isText(v.current, 2000) &&
    isText(v.currentAutoplay, 2000) &&
    isText(v.currentTitle, 2000) &&
    (v.currentExpected === undefined || isText(v.currentExpected, 2000)) &&
    typeof v.readOnly === 'boolean' &&
    isCount(v.setAside)
  );
}

function checkReport(v: unknown): v is SimulationReport {
  if (
    !isObject(v) ||
    !isText(v.variant, 64) ||
    !isText(v.title, 200) ||
    !isText(v.config, 2000) ||
    !Array.isArray(v.histogram) ||
    !Array.isArray(v.seats)
  )
    return false;
  if (v.state !== 'running' && v.state !== 'done' && v.state !== 'cancelled') return false;
  if (v.unit !== 'tricks' && v.unit !== 'rounds') return false;
  const counts = ['done', 'total', 'finished', 'draws', 'capped', 'cycles', 'threads'] as const;
  if (v.inHost !== null && !isText(v.inHost, 400)) return false;
  const numbers = ['mean', 'median', 'p90', 'max', 'elapsedMs'] as const;
  return (
    counts.every((f) => isCount(v[f])) &&
    numbers.every((f) => typeof v[f] === 'number' && Number.isFinite(v[f])) &&
    v.seats.every((s: unknown) => isObject(s) && isText(s.name, 200) && isCount(s.wins)) &&
    v.histogram.every((b: unknown) => isObject(b) && isCount(b.from) && isCount(b.to) && isCount(b.count))
  );
}

function checkResume(v: unknown): boolean {
  return isObject(v) && checkRecord(v.record).ok && typeof v.autoplayed === 'boolean' && (v.step === undefined || isCount(v.step));
}

/** Checks a message from the host (the webview trusts nothing it has not checked either). */
export function checkHostMessage(v: unknown): Checked<HostMessage> {
  if (!isObject(v)) return { ok: false, reason: 'message is not an object' };
  const good = { ok: true, value: v as unknown as HostMessage } as const;
  const bad = (why: string): Checked<HostMessage> => ({ ok: false, reason: `${String(v.type).slice(0, 40)}: ${why}` });
  switch (v.type) {
    case 'init': {
      if (v.view !== 'game' && v.view !== 'sidebar' && v.view !== 'stats') return bad('unknown view');
      if (v.game !== null && !checkSetup(v.game)) return bad('game setup malformed');
      if (v.resume !== null && !checkResume(v.resume)) return bad('resumed game malformed');
      if (v.stats !== null && !checkStats(v.stats)) return bad('stats malformed');
      if (!isObject(v.strings) || !Object.values(v.strings).every((s) => isText(s))) return bad('strings malformed');
      return good;
    }
    case 'newGame':
      return checkSetup(v.game) ? good : bad('game setup malformed');
    case 'play':
      return checkPlay(v.play) ? good : bad('play settings malformed');
    case 'stats':
      return checkStats(v.stats) ? good : bad('stats malformed');
    case 'simulation':
      return checkReport(v.report) ? good : bad('report malformed');
    case 'rejected':
      return isText(v.reason) ? good : bad('reason is not text');
    case 'problem':
      return isText(v.message) ? good : bad('message is not text');
    default:
      return { ok: false, reason: `unknown message type ${shown(v.type)}` };
  }
}
