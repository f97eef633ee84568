// Every word the widget shows or announces, in English by default; a page replaces any of them with the `strings` property.
import type { DecisionStrings } from './decisions/decision-strings.ts';

/** The widget's UI text. Templates take `{name}` placeholders; everything is rendered as plain text, never as HTML. */
export interface WarStrings {
  /** Buttons and controls. */
  flip: string;
  collect: string;
  nextRound: string;
  play: string;
  pause: string;
  step: string;
  stepHint: string;
  restart: string;
  restartHint: string;
  newGame: string;
  newGameHint: string;
  speed: string;
  speeds: Record<'slow' | 'normal' | 'fast' | 'max', string>;
  /** The table and its seats. */
  tableLabel: string;
  seat: string;
  human: string;
  computer: string;
  randomComputer: string;
  stack: string;
  won: string;
  out: string;
  takes: string;
  onTable: string;
  emptyTable: string;
  faceDown: string;
  faceDownMany: string;
  /** The status line. */
  trick: string;
  round: string;
  score: string;
  seed: string;
  pot: string;
  warDepth: string;
  aside: string;
  ready: string;
  /** Announcements (the live region): `{seat}` names a seat, `{piece}` a face-up piece with its article. */
  trickWon: string;
  warWon: string;
  takesUncontested: string;
  tie: string;
  tieAgain: string;
  warStep: string;
  pickup: string;
  pickupWon: string;
  outEmpty: string;
  outShort: string;
  split: string;
  roundWon: string;
  roundTied: string;
  dealt: string;
  /** The end of the game. */
  wins: string;
  winTogether: string;
  draw: string;
  /** One sentence per way a game can end (the engine's EndReason); unknown reasons say nothing. */
  endReasons: Record<string, string>;
  afterTricks: string;
  /** Errors shown in place of the table. */
  errorTitle: string;
  errorOption: string;
  errorAllowed: string;
  /** Names of pieces: `pieceName` for labels ("5 of suns"), `a` for announcements ("a 5", "an ace"). */
  pieceName: string;
  jokerName: string;
  /** A numbered card of a custom deck ("4x4"): "card {rank}", and with its article for sentences. */
  numberName: string;
  aNumber: string;
  ranks: Record<string, string>;
  a: Record<string, string>;
  suits: Record<string, string>;
  colours: Record<string, string>;
  /** Joins names: "Seat 1, Seat 2 and Seat 3". */
  and: string;
}

/** The English strings. */
export const DEFAULT_STRINGS: WarStrings = {
  flip: 'Flip',
  collect: 'Collect',
  nextRound: 'Next round',
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  stepHint: 'Play to the end of this trick',
  restart: 'Restart',
  restartHint: 'Play the same deal again from the start',
  newGame: 'New game',
  newGameHint: 'Shuffle a new deal (new seed)',
  speed: 'Speed',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', max: 'Fastest' },
  tableLabel: 'Table: press Space or Enter to flip',
  seat: 'Seat {n}',
  human: 'you',
  computer: 'computer',
  randomComputer: 'random',
  stack: '{count} in stack',
  won: '{count} won',
  out: 'out',
  takes: 'takes the trick',
  onTable: 'on the table',
  emptyTable: 'nothing played',
  faceDown: 'face-down piece',
  faceDownMany: '{count} face down',
  trick: 'Trick {n}',
  round: 'Round {n} of {total}',
  score: 'Score {score}',
  seed: 'Seed {seed}',
  pot: 'Pot {count}',
  warDepth: 'War {depth}',
  aside: '{count} set aside at the deal',
  ready: 'Press Flip to start.',
  trickWon: '{seat} wins the trick with {piece} over {other}.',
  warWon: '{seat} wins the war with {piece} over {other}.',
  takesUncontested: '{seat} takes the trick: nobody else can play on.',
  tie: '{seats} tie with {piece} each: war!',
  tieAgain: '{seats} tie again with {piece} each: the war goes on.',
  warStep: 'War: {down} face down, then one face up.',
  pickup: '{seat} collects {count}.',
  pickupWon: '{seat} keeps {count} in the won pile.',
  outEmpty: '{seat} has no pieces left and is out.',
  outShort: '{seat} cannot finish the war and is out.',
  split: 'The last pieces tie: each seat keeps its own.',
  roundWon: 'Round {round} to {seat}, {won} pieces won. Score {score}.',
  roundTied: 'Round {round} is tied. Score {score}.',
  dealt: 'Round {round}: a new deal.',
  wins: '{seat} wins!',
  winTogether: '{seats} win!',
  draw: 'A draw.',
  endReasons: {
    'all-pieces': '{seats} ended up with every piece.',
    'ran-out': '{seats} ran out first.',
    stalemate: 'Nobody can play on.',
    cycle: 'The same position came back, so the game would never end.',
    cap: 'The game reached its limit of {max} tricks.',
    match: 'The match is over.',
    'most-removed': '{seats} removed fewer tiles.',
  },
  afterTricks: '{tricks} tricks.',
  errorTitle: 'This game cannot start',
  errorOption: 'Option',
  errorAllowed: 'Allowed',
  pieceName: '{rank} of {suit}',
  jokerName: '{colour} joker',
  numberName: 'card {rank}',
  aNumber: 'a card {rank}',
  ranks: { null: 'null', ace: 'ace', J: 'jack', Q: 'queen', K: 'king', A: 'ace', joker: 'joker' },
  a: { null: 'a null', ace: 'an ace', A: 'an ace', J: 'a jack', Q: 'a queen', K: 'a king', '8': 'an 8', joker: 'a joker' },
  suits: { suns: 'suns', moons: 'moons', crowns: 'crowns', arms: 'arms', spades: 'spades', hearts: 'hearts', diamonds: 'diamonds', clubs: 'clubs' },
  colours: { red: 'red', black: 'black' },
  and: ' and ',
};

/** A partial set of strings a page passes in; nested maps merge key by key. */
export type StringsInput = Replacements<WarStrings> & Replacements<DecisionStrings>;

/** Any subset of a table of strings: strings, or nested maps in part. */
type Replacements<T> = { [K in keyof T]?: T[K] extends string ? string : Partial<T[K]> };

/** The defaults with a page's replacements laid over them (values that are not strings are ignored). */
export function mergeStrings(input: unknown): WarStrings {
  return mergeStringTable(DEFAULT_STRINGS, input);
}

/**
 * Any table of strings with a page's replacements laid over it: a string replaces a string, and a nested map merges
 * key by key; keys the table does not have, and values that are not strings, are ignored.
 */
export function mergeStringTable<T extends object>(defaults: T, input: unknown): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (!input || typeof input !== 'object') return out as T;
  for (const [key, value] of Object.entries(input)) {
    const base = (defaults as Record<string, unknown>)[key];
    if (typeof base === 'string' && typeof value === 'string') out[key] = value;
    else if (base && typeof base === 'object' && value && typeof value === 'object') {
      const merged: Record<string, string> = { ...(base as Record<string, string>) };
      for (const [k, v] of Object.entries(value)) if (typeof v === 'string') merged[k] = v;
      out[key] = merged;
    }
  }
  return out as T;
}

/** Fills `{name}` and `{name:one|several}` placeholders; unknown names stay empty. The result is plain text. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g, (_, name: string, one?: string, other?: string) => {
    if (!(name in values)) return '';
    const value = values[name];
    // `{count:card|cards}`: the number and the word for one or for several ("1 card", "3 cards").
    return one === undefined ? String(value) : `${value} ${Number(value) === 1 ? one : other}`;
  });
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}
