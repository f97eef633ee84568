// Each command's own flags and what else it takes, apart from its code: the help and the command table need only these,
// so a run loads the modules of the one command it runs (main.ts imports each command when it runs).
import { availableParallelism } from 'node:os';
import type { FlagSpec, Takes } from './args.ts';
import { MAX_FIGURES_GAMES } from '../engine/src/index.ts';

export const SIMULATE_FLAGS: FlagSpec[] = [
  { name: 'games', kind: 'int', min: 1, max: 100_000_000, doc: 'how many games (default 10000)' },
  { name: 'seed', kind: 'int', min: 0, max: 0xffffffff, doc: 'master seed; game i gets a seed derived from it (default 1)' },
  {
    name: 'workers',
    kind: 'int',
    min: 1,
    max: 64,
    doc: `worker threads (default 1; this machine has ${availableParallelism()} cores); results do not depend on it`,
  },
  {
    name: 'give',
    kind: 'string',
    doc: 'S:RANKS gives those ranks to seat S (from 1) at random places, the rest dealt at random (--give 1:A,A,A,A); S=RANKS: seat S holds exactly those',
  },
  {
    name: 'exhaustive',
    kind: 'bool',
    doc: 'play every distinct deal of the deck once (a small deck: --deck 4x4), in parallel over the workers; replaces --games',
  },
  {
    name: 'keep-cycles',
    kind: 'string',
    doc: 'write the game record of every game stopped by a cycle into this folder (replay them with `replay`)',
  },
  {
    name: 'per-game',
    kind: 'string',
    doc: 'write one line per game to this file: game, seed, winner, reason, tricks, turns, wars, cycle; FILE.csv is CSV, FILE.jsonl JSON Lines',
  },
  { name: 'json', kind: 'bool', doc: 'print one JSON object instead of the readable summary' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

export const PLAY_FLAGS: FlagSpec[] = [
  { name: 'seed', kind: 'int', min: 0, max: 0xffffffff, doc: 'the game seed (default 1)' },
  {
    name: 'deal',
    kind: 'string',
    doc: 'play this deal instead of a shuffled one: each seat\'s stack top first, pieces by name, seats split by ";" ("7,K,2;Q,7,5")',
  },
  {
    name: 'give',
    kind: 'string',
    doc: "deal as `simulate --give` does (S:RANKS or S=RANKS): with a seed from a --give run's --per-game file, that game again",
  },
  { name: 'json', kind: 'bool', doc: 'print the game record (replayable with `replay`) instead of the log' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

export const REPLAY_FLAGS: FlagSpec[] = [
  { name: 'json', kind: 'bool', doc: 'print the outcome as JSON' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

/** Its own flags and one word, the FILE; no game options (the record holds them). */
export const REPLAY_TAKES: Takes = { engineOptions: false, words: 1 };

export const RENDER_FLAGS: FlagSpec[] = [
  { name: 'step', kind: 'int', min: 0, doc: "the position after this many actions (default: the record's end)" },
  { name: 'out', kind: 'string', doc: 'the file to write: .svg, .png (picture) or .gif (animation)' },
  { name: 'text', kind: 'bool', doc: 'print the position as a Unicode text diagram instead' },
  { name: 'theme', kind: 'string', doc: 'light (default) or dark' },
  { name: 'from', kind: 'int', min: 0, doc: 'GIF: the first step (default 0)' },
  { name: 'to', kind: 'int', min: 0, doc: "GIF: the last step (default: the record's end)" },
  { name: 'last', kind: 'int', min: 1, max: 1_000_000, doc: 'GIF: the last N tricks up to --to, instead of --from' },
  { name: 'war', kind: 'bool', doc: 'GIF: the last war up to --to (from the trick before it to its verdict), instead of --from' },
  { name: 'pace', kind: 'int', min: 20, max: 60000, doc: 'GIF: milliseconds per frame (default 700)' },
  { name: 'width', kind: 'int', min: 16, max: 8000, doc: "PNG/GIF: width in pixels (default: the picture's own)" },
  { name: 'scale', kind: 'int', min: 1, max: 2, doc: "PNG/GIF: 2 draws at twice the picture's own size (default 1)" },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

/** Its own flags and one word, the FILE. */
export const RENDER_TAKES: Takes = { engineOptions: false, words: 1 };

export const BENCH_FLAGS: FlagSpec[] = [
  { name: 'games', kind: 'int', min: 1000, max: 10_000_000, doc: 'games in the standard run; every row scales with it (default 100000)' },
  { name: 'memory-games', kind: 'int', min: 0, max: 100_000_000, doc: 'games in the memory run (default 1000000; 0 skips it)' },
  { name: 'only', kind: 'string', doc: 'run only the rows whose name contains this text' },
  { name: 'json', kind: 'bool', doc: 'print one JSON object' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

export const VARIANTS_FLAGS: FlagSpec[] = [
  { name: 'json', kind: 'bool', doc: 'print as JSON' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];

/** `figures`: the most variants one --compare sets side by side. */
export const MAX_COMPARED = 12;

/** The command's own flags (it takes every game option too). */
export const FIGURES_FLAGS: FlagSpec[] = [
  {
    name: 'games',
    kind: 'int',
    min: 1,
    max: MAX_FIGURES_GAMES,
    doc: "games per variant (default 1000: every seat's win share to within about ±3 points)",
  },
  { name: 'seed', kind: 'int', min: 0, max: 0xffffffff, doc: 'master seed; game i gets a seed derived from it (default 1)' },
  {
    name: 'compare',
    kind: 'string',
    doc: `variants side by side, by name, separated by commas (--compare war,war-cards,razboi; 2 to ${MAX_COMPARED}); the game options given apply to each`,
  },
  { name: 'json', kind: 'bool', doc: 'print the figures as JSON (an array with --compare)' },
  { name: 'help', kind: 'bool', doc: 'this help' },
];
