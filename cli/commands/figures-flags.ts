// The flags of `piecepack-war figures`, apart from the command itself, so the CLI's help needs no more than this file.
import { MAX_FIGURES_GAMES } from '../../engine/src/index.ts';
import type { FlagSpec } from '../args.ts';

/** The most variants one --compare sets side by side. */
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
