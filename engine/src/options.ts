// Every option a game takes: its spec (kind, allowed values, doc), and the one place where input is checked and resolved.
import { CUSTOM_DECK, customDeck, DECK_KINDS, packSize, type DeckKind } from './pieces.ts';
import { PRESETS, VARIANT_NAMES, isVariant, type Family, type Preset, type VariantName } from './presets.ts';

export type { Family } from './presets.ts';
import { COURT_VALUES, RANKINGS, type CourtValue, type Ranking } from './ranking.ts';
import { fail, ok, type Result } from './result.ts';
import { plainCopy, readFields } from './plain.ts';
import { shown, SHOWN_LENGTH } from './shown.ts';

/**
 * Who sits in a seat: a person, the computer player at a level (`computer` is the strong player; see COMPUTER_LEVELS),
 * or the random baseline. `computer:strong` is accepted and read as `computer`.
 */
export type Seat = 'human' | 'computer' | 'computer:easy' | 'computer:normal' | 'computer:random';
/** Every seat as written in options, attributes, flags and settings (`computer:strong` is another name for `computer`). */
export const SEAT_KINDS: readonly string[] = [
  'human',
  'computer',
  'computer:easy',
  'computer:normal',
  'computer:strong',
  'computer:random',
];
/** How strong a computer seat plays the decision games; `computer` alone is `strong`. */
export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];
/** A computer seat: how it decides. */
export type ComputerSeat = Exclude<Seat, 'human'>;

/** The level of a computer seat (null for a person or the random baseline). */
export function levelOf(seat: string): Level | null {
  if (seat === 'computer') return 'strong';
  return seat === 'computer:easy' ? 'easy' : seat === 'computer:normal' ? 'normal' : null;
}

/** A computer seat at a level, as the engine keeps it (`computer` is the strong player). */
export function levelSeat(level: Level): Seat {
  return level === 'strong' ? 'computer' : `computer:${level}`;
}

/** A seat as the engine keeps it: `computer:strong` is written `computer`, so equal seatings compare equal. */
function seatOf(written: string): Seat {
  return (written === 'computer:strong' ? 'computer' : written) as Seat;
}
/** Pieces put face down in each war step before the deciding face-up one; `by-rank` sizes it by the tied rank (Razboi). */
export type WarFaceDown = number | 'by-rank';
/** What happens to a player who cannot complete a war (see docs/rules.md). */
export type OutOfCards = 'lose' | 'last-card-up' | 'fewest';
export const OUT_OF_CARDS: readonly OutOfCards[] = ['lose', 'last-card-up', 'fewest'];
/** The order in which a won trick goes to the bottom of the winner's stack. */
export type Pickup = 'shuffled' | 'winner-first' | 'in-order' | 'naturelle';
export const PICKUPS: readonly Pickup[] = ['shuffled', 'winner-first', 'in-order', 'naturelle'];
/** What wins: collect every piece; avoid ending with every piece (Russian objective 1); never be the first to run out (objective 2). */
export type Objective = 'win-all' | 'avoid-all' | 'first-out-loses';
export const OBJECTIVES: readonly Objective[] = ['win-all', 'avoid-all', 'first-out-loses'];
/** The Russian Version's names for war sizes 0 and 1. */
export type TieMethod = 'face-up' | 'down-then-up';
export const TIE_METHODS: readonly TieMethod[] = ['face-up', 'down-then-up'];

/** Options every family has. */
interface BaseOptions {
  /** The built-in variant these options started from. */
  variant: VariantName;
  /** The rules family that plays them. */
  family: Family;
  /** Number of seats at the table. */
  players: number;
  /** Who plays each seat. */
  seats: Seat[];
}

/** Options of the families played with a shuffled deck of tiles or cards. */
interface DeckOptions extends BaseOptions {
  /** Piecepack tiles or a card deck. */
  deck: DeckKind;
  /** How many copies of the deck are mixed together. */
  packs: number;
  /** A game still running after this many tricks ends as a draw (reason `cap`). */
  maxTricks: number;
  /** Jokers per card pack: 0 or 2, above the aces. */
  jokers: number;
  /** Deal the jokers to different players, each buried at a random place in the stack. */
  jokersApart: boolean;
}

/** Options of the War family (War, W-A-R, jokers, Razboi, Russian, P'yanitsa). */
export interface WarOptions extends DeckOptions {
  family: 'war';
  /** Rank order: classic, or Russian (null high on a piecepack, lowest beats highest). */
  ranking: Ranking;
  warFaceDown: WarFaceDown;
  outOfCards: OutOfCards;
  pickup: Pickup;
  objective: Objective;
  courtValue: CourtValue;
}

/** Options of Tod und Leben. */
export interface TodOptions extends DeckOptions {
  family: 'tod-und-leben';
  ranking: Ranking;
  /** Rounds in the match; each is a fresh deal. */
  rounds: number;
}

/** Options of Steal War. */
export interface StealOptions extends DeckOptions {
  family: 'steal-war';
  /** Cards face down in a war before the deciding one (3 in the text). */
  warFaceDown: number;
  /** A card matching your own pile's top protects that pile this turn (the text's suggested rule). */
  protection: boolean;
}

/** Options of Stacked Deck War (its three variations). */
export interface StackedOptions extends BaseOptions {
  family: 'stacked-deck';
  /** `dropped`: coins land at random and are never flipped; `chosen`: variation 1, no drop: each coin is spent as either side, chosen when spending. */
  coinSides: 'dropped' | 'chosen';
  /** Coins an action costs: 2 (a suit coin and a value coin) or 1 (variation 2: one coin showing both). */
  coinsPerAction: number;
  /** `chosen`: each player arranges deck and reserve; `shuffled`: variation 3, played as shuffled. */
  arrange: 'chosen' | 'shuffled';
  /** Crowns-Null: guess the opponent's next reserve tile whole (`tile`: suit and value) or only its `value`. */
  guess: 'tile' | 'value';
}

/** Fully resolved options: every field of the family present and valid. */
export type Options = WarOptions | TodOptions | StealOptions | StackedOptions;

/** What a caller may pass: any subset, values as typed or as strings (attributes, flags, settings). */
export type OptionsInput = Record<string, unknown>;

/** A rejected option: which one, what was wrong, and what is allowed. */
export interface OptionError {
  option: string;
  message: string;
  allowed: string;
  /**
   * The kind of mistake, for a UI that says it in its own language (value, unknown-option, not-for-variant, players,
   * too-few, seed), with the values its sentence needs; absent where only the message says it.
   */
  code?: string;
  values?: Record<string, string | number>;
}

/** How an option's raw value is read. */
export type OptionKind = 'int' | 'enum' | 'bool' | 'seats' | 'war-face-down';

/** Everything a UI needs to offer an option: names, kind, allowed values, default, doc, families it applies to. */
export interface OptionSpec {
  readonly name: string;
  readonly flag: string;
  readonly kind: OptionKind;
  readonly values?: readonly (string | number)[];
  readonly aliases?: Readonly<Record<string, string>>;
  readonly min?: number;
  readonly max?: number;
  readonly families: readonly Family[];
  readonly doc: string;
  /** Enum options that also take a written form: a regular expression for it, and the form in words. */
  readonly pattern?: { readonly source: string; readonly words: string; readonly examples: readonly string[] };
}

const ALL: readonly Family[] = ['war', 'tod-und-leben', 'steal-war', 'stacked-deck'];
const DECKS: readonly Family[] = ['war', 'tod-und-leben', 'steal-war'];
const WAR: readonly Family[] = ['war'];

/** Seats each player must be dealt at least: a quarter of a piecepack, each player's share in the text's one-pack game for four. */
export const MIN_PIECES_PER_SEAT = 6;
export const MAX_PLAYERS = 6;
export const MAX_PACKS = 8;

/** Every option, in the order UIs show them. `variant` comes first and picks the family. */
export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'variant',
    flag: 'variant',
    kind: 'enum',
    values: VARIANT_NAMES,
    families: ALL,
    doc: 'The built-in variant; every other option refines it.',
  },
  {
    name: 'deck',
    flag: 'deck',
    kind: 'enum',
    values: DECK_KINDS,
    families: DECKS,
    pattern: {
      source: '^\\d{1,3}x\\d{1,3}$',
      words: `RxC (a custom deck of numbered cards: R ranks from ${CUSTOM_DECK.ranks[0]} to ${CUSTOM_DECK.ranks[1]}, C copies of each from ${CUSTOM_DECK.copies[0]} to ${CUSTOM_DECK.copies[1]}, e.g. 4x4)`,
      examples: ['4x4', '13x1', '6x5'],
    },
    doc: 'Piecepack tiles (24 a pack), playing cards (52, 36 from six up, 32 from seven up), or a custom deck RxC of numbered cards (R ranks, C copies of each; 4x4 is 16 cards).',
  },
  {
    name: 'packs',
    flag: 'packs',
    kind: 'int',
    min: 1,
    max: MAX_PACKS,
    families: DECKS,
    doc: 'How many piecepacks (or card packs) are mixed; more packs make a longer game.',
  },
  {
    name: 'players',
    flag: 'players',
    kind: 'int',
    min: 2,
    max: MAX_PLAYERS,
    families: ALL,
    doc: `Number of players; each must be dealt at least ${MIN_PIECES_PER_SEAT} pieces (1 with a custom deck).`,
  },
  {
    name: 'seats',
    flag: 'seats',
    kind: 'seats',
    values: SEAT_KINDS,
    families: ALL,
    doc: 'Who plays each seat, comma-separated: human, computer (the strong player, also computer:strong), computer:easy, computer:normal or computer:random.',
  },
  {
    name: 'warFaceDown',
    flag: 'war-face-down',
    kind: 'war-face-down',
    min: 0,
    max: 10,
    values: ['by-rank'],
    families: ['war', 'steal-war'],
    doc: 'Pieces face down in each war before the deciding one: 1 classic, 3 for W-A-R, 0 none, by-rank for Razboi.',
  },
  {
    name: 'tieMethod',
    flag: 'tie-method',
    kind: 'enum',
    values: TIE_METHODS,
    families: WAR,
    doc: 'Russian names for the war size: face-up (war-face-down 0) or down-then-up (war-face-down 1).',
  },
  {
    name: 'outOfCards',
    flag: 'out-of-cards',
    kind: 'enum',
    values: OUT_OF_CARDS,
    families: WAR,
    doc: 'A player who cannot complete a war: lose, play the last piece face up for the whole war, or (Razboi) everyone plays as many as the shortest player.',
  },
  {
    name: 'pickup',
    flag: 'pickup',
    kind: 'enum',
    values: PICKUPS,
    families: WAR,
    doc: "Order a won trick goes under the stack: shuffled, winner-first (the winner's piece first in each layer), in-order (as played) or naturelle (each face-up turn laid lower piece first, the pot turned over under the stack).",
  },
  {
    name: 'ranking',
    flag: 'ranking',
    kind: 'enum',
    values: RANKINGS,
    families: ['war', 'tod-und-leben'],
    doc: 'classic (five or ace high) or russian (null high on a piecepack; the lowest rank beats the top rank).',
  },
  {
    name: 'objective',
    flag: 'objective',
    kind: 'enum',
    values: OBJECTIVES,
    aliases: { '1': 'avoid-all', '2': 'first-out-loses' },
    families: WAR,
    doc: 'win-all (collect everything), avoid-all (Russian objective 1: the one left with everything loses) or first-out-loses (objective 2).',
  },
  {
    name: 'jokers',
    flag: 'jokers',
    kind: 'int',
    values: [0, 2],
    families: DECKS,
    doc: 'Jokers per card pack (0 or 2), ranking above the aces.',
  },
  {
    name: 'jokersApart',
    flag: 'jokers-apart',
    kind: 'bool',
    families: DECKS,
    doc: 'Give the jokers to different players, each buried at a random place in the stack.',
  },
  {
    name: 'courtValue',
    flag: 'court-value',
    kind: 'enum',
    values: COURT_VALUES,
    families: WAR,
    doc: 'Razboi war size of court cards: ten (J, Q, K 10, ace 11) or rank (J 11, Q 12, K 13, ace 14).',
  },
  {
    name: 'rounds',
    flag: 'rounds',
    kind: 'int',
    min: 1,
    max: 99,
    families: ['tod-und-leben'],
    doc: 'Rounds in a Tod und Leben match; each round is a fresh deal and the most rounds won wins.',
  },
  {
    name: 'protection',
    flag: 'protection',
    kind: 'bool',
    families: ['steal-war'],
    doc: "Steal War: a card that matches your own pile's top protects that pile from being stolen this turn.",
  },
  {
    name: 'coinSides',
    flag: 'coin-sides',
    kind: 'enum',
    values: ['dropped', 'chosen'],
    families: ['stacked-deck'],
    doc: 'Stacked Deck War coins: dropped (land at random, never flipped) or chosen (variation 1: no drop; a coin is spent as its suit or its value, chosen when spending).',
  },
  {
    name: 'coinsPerAction',
    flag: 'coins-per-action',
    kind: 'int',
    values: [2, 1],
    families: ['stacked-deck'],
    doc: 'Stacked Deck War: coins an action costs, 2 (a suit coin and a value coin) or 1 (variation 2).',
  },
  {
    name: 'arrange',
    flag: 'arrange',
    kind: 'enum',
    values: ['chosen', 'shuffled'],
    families: ['stacked-deck'],
    doc: 'Stacked Deck War: players arrange deck and reserve (chosen) or play them as shuffled (variation 3).',
  },
  {
    name: 'guess',
    flag: 'guess',
    kind: 'enum',
    values: ['tile', 'value'],
    families: ['stacked-deck'],
    doc: "Stacked Deck War, Crowns-Null: guess the opponent's next reserve tile whole, suit and value (tile, as the text says), or only its value (value).",
  },
  {
    name: 'maxTricks',
    flag: 'max-tricks',
    kind: 'int',
    min: 1,
    max: 10_000_000,
    families: DECKS,
    doc: 'A game still running after this many tricks ends as a draw (reason cap).',
  },
];

const SPEC_BY_NAME = new Map<string, OptionSpec>(
  OPTION_SPECS.flatMap((s) => [
    [s.name, s],
    [s.flag, s],
  ]),
);

/** The spec of an option by its camelCase name or kebab-case flag. */
export function optionSpec(name: string): OptionSpec | undefined {
  return SPEC_BY_NAME.get(name);
}

/** Defaults every family starts from, before the preset's own. */
const BASE_DEFAULTS: Record<string, unknown> = {
  deck: 'piecepack',
  packs: 1,
  players: 2,
  maxTricks: 100_000,
  jokers: 0,
  jokersApart: false,
  ranking: 'classic',
};
const FAMILY_DEFAULTS: Record<Family, Record<string, unknown>> = {
  war: { warFaceDown: 1, outOfCards: 'lose', pickup: 'shuffled', objective: 'win-all', courtValue: 'ten' },
  'tod-und-leben': { rounds: 3 },
  'steal-war': { warFaceDown: 3, protection: true, jokers: 2 },
  'stacked-deck': { coinSides: 'dropped', coinsPerAction: 2, arrange: 'chosen', guess: 'tile' },
};

/** Player counts each family allows (Steal War: 2-4 as in the text; Stacked Deck War: exactly 2). */
const PLAYER_RANGE: Record<Family, [number, number]> = {
  war: [2, MAX_PLAYERS],
  'tod-und-leben': [2, MAX_PLAYERS],
  'steal-war': [2, 4],
  'stacked-deck': [2, 2],
};

/** The allowed values of an option, in words, for error messages and help. */
export function allowedText(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'int':
      return spec.values ? spec.values.join(' or ') : `a whole number from ${spec.min} to ${spec.max}`;
    case 'bool':
      return 'true or false';
    case 'seats':
      return `a comma-separated list with one of ${SEAT_KINDS.join(', ')} per player`;
    case 'war-face-down':
      return `a whole number from ${spec.min} to ${spec.max}, or by-rank`;
    case 'enum':
      return [...(spec.values ?? []), ...Object.keys(spec.aliases ?? {}), ...(spec.pattern ? [`or ${spec.pattern.words}`] : [])].join(', ');
  }
}

/** A refused value, echoed cut short (or not at all when `why` says what is wrong). */
function bad(spec: OptionSpec, raw: unknown, why?: string): OptionError {
  const error: OptionError = {
    option: spec.name,
    message: why ?? `${spec.name} must be ${allowedText(spec)} (got ${shown(raw)})`,
    allowed: allowedText(spec),
  };
  return why ? error : { ...error, code: 'value', values: { got: shown(raw) } };
}

function readInt(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)) return Number(raw);
  return undefined;
}

/** Reads one raw value (typed, or a string from an attribute, flag or setting) against its spec. */
export function parseOption(spec: OptionSpec, input: unknown): Result<unknown, OptionError> {
  const copied = plainCopy(input);
  if (!copied.ok) return fail(bad(spec, null, `${spec.name} cannot be read: ${copied.error}`));
  const raw = copied.value;
  switch (spec.kind) {
    case 'int': {
      const n = readInt(raw);
      if (n === undefined) return fail(bad(spec, raw));
      if (spec.values ? !spec.values.includes(n) : n < spec.min! || n > spec.max!) return fail(bad(spec, raw));
      return ok(n);
    }
    case 'war-face-down': {
      if (raw === 'by-rank') return ok(raw);
      const n = readInt(raw);
      return n === undefined || n < spec.min! || n > spec.max! ? fail(bad(spec, raw)) : ok(n);
    }
    case 'bool': {
      if (typeof raw === 'boolean') return ok(raw);
      if (raw === 'true') return ok(true);
      if (raw === 'false') return ok(false);
      return fail(bad(spec, raw));
    }
    case 'enum': {
      const key = typeof raw === 'number' ? String(raw) : raw;
      if (typeof key !== 'string') return fail(bad(spec, raw));
      const value = spec.aliases?.[key] ?? key;
      if (spec.values!.includes(value) || (spec.pattern && new RegExp(spec.pattern.source).test(value))) return ok(value);
      return fail(bad(spec, raw));
    }
    case 'seats': {
      const list: unknown[] | undefined = Array.isArray(raw)
        ? raw
        : typeof raw === 'string'
          ? raw.split(',').map((s) => s.trim())
          : undefined;
      if (!list || list.length === 0) return fail(bad(spec, raw));
      const level = list.find((s) => typeof s === 'string' && s.startsWith('computer:') && !SEAT_KINDS.includes(s));
      if (level !== undefined)
        return fail(
          bad(
            spec,
            raw,
            `seats has ${shown(level)}, which is no computer level: computer:easy, computer:normal or computer:strong (computer alone is strong), or computer:random`,
          ),
        );
      if (!list.every((s) => (SEAT_KINDS as readonly unknown[]).includes(s))) return fail(bad(spec, raw));
      return ok(list.map((s) => seatOf(s as string)));
    }
  }
}

/** Options as the engine reads them: each value a plain copy, or an error naming `options` (or the option that cannot be read). */
function readOptions(input: unknown): Result<Record<string, unknown>, OptionError> {
  const fields = readFields(input);
  const allowed = 'an object of option names and values, e.g. { "variant": "war" }';
  if (!fields.ok)
    return fail({ option: 'options', message: `options must be an object of option names and values (got ${shown(input)})`, allowed });
  const read = Object.create(null) as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields.value)) {
    const value = field.ok ? plainCopy(field.value) : field;
    if (!value.ok)
      return fail({
        option: cutName(canonicalName(key)),
        message: `option ${shown(key)} cannot be read: ${value.error}`,
        allowed: 'a plain value',
      });
    read[key] = value.value;
  }
  return ok(read);
}

/** An unknown option's name as an error names it: cut short like any echoed input. */
function cutName(key: string): string {
  return key.length <= SHOWN_LENGTH ? key : `${key.slice(0, SHOWN_LENGTH)}...`;
}

/** Converts a kebab-case flag to the option's camelCase name; names pass through. */
function canonicalName(key: string): string {
  return SPEC_BY_NAME.get(key)?.name ?? key;
}

/**
 * Checks every option once and returns the resolved options of a game, or the first error found.
 * Unknown options, values out of range, options that do not apply to the variant's family and
 * contradictions (tie-method against war-face-down, jokers on a piecepack, too few pieces to deal) are errors.
 */
export function resolveOptions(input: OptionsInput = {}): Result<Options, OptionError> {
  const read = readOptions(input);
  if (!read.ok) return read;
  const given: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(read.value)) {
    if (raw === undefined) continue;
    const name = canonicalName(key);
    const spec = SPEC_BY_NAME.get(name);
    if (!spec) {
      const known = OPTION_SPECS.map((s) => s.name).join(', ');
      return fail({
        option: cutName(key),
        message: `unknown option ${shown(key)}; the options are ${known}`,
        allowed: known,
        code: 'unknown-option',
        values: { got: shown(key) },
      });
    }
    const parsed = parseOption(spec, raw);
    if (!parsed.ok) return parsed;
    given[name] = parsed.value;
  }
  const variant = (given.variant ?? 'war') as string;
  if (!isVariant(variant)) return fail(bad(SPEC_BY_NAME.get('variant')!, variant));
  const preset = PRESETS[variant];
  const family = preset.family;
  for (const name of Object.keys(given)) {
    const spec = SPEC_BY_NAME.get(name)!;
    if (!spec.families.includes(family))
      return fail({
        option: name,
        message: `${name} does not apply to ${variant} (it is for ${spec.families.join(', ')})`,
        allowed: 'leave it unset',
        code: 'not-for-variant',
        values: { variant },
      });
  }
  const o: Record<string, unknown> = { ...BASE_DEFAULTS, ...FAMILY_DEFAULTS[family], ...preset.defaults, ...given, variant, family };

  if (family === 'war') {
    const tie = given.tieMethod as TieMethod | undefined;
    if (tie !== undefined) {
      const size = tie === 'face-up' ? 0 : 1;
      if (given.warFaceDown !== undefined && given.warFaceDown !== size)
        return fail({
          option: 'tieMethod',
          message: `tieMethod ${tie} means warFaceDown ${size}, but warFaceDown is ${shown(given.warFaceDown)}`,
          allowed: 'set only one of them, or make them agree',
        });
      o.warFaceDown = size;
    }
    delete o.tieMethod;
  }
  if (given.seats !== undefined && given.players !== undefined && (given.seats as Seat[]).length !== given.players)
    return fail({
      option: 'seats',
      message: `seats lists ${(given.seats as Seat[]).length} players but players is ${shown(given.players)}`,
      allowed: 'one seat per player',
    });
  if (given.seats !== undefined) o.players = (given.seats as Seat[]).length;
  const players = o.players as number;
  const [least, most] = PLAYER_RANGE[family];
  if (players < least || players > most) {
    const range = least === most ? `exactly ${least}` : `${least} to ${most}`;
    const [option, what] = given.players !== undefined ? ['players', `players is ${players}`] : ['seats', `seats lists ${players} seats`];
    return fail({
      option,
      message: `${what}, but ${variant} is for ${range} players`,
      allowed: `${range} ${option}`,
      code: 'players',
      values: { variant, least, most, players },
    });
  }
  if (given.seats === undefined) o.seats = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));

  if (family === 'stacked-deck') return ok(canonical(o, family, variant));
  if (family === 'steal-war' && o.warFaceDown === 'by-rank')
    return fail({
      option: 'warFaceDown',
      message: 'Steal War wars have a fixed size; by-rank is for Razboi',
      allowed: 'a whole number from 0 to 10',
    });
  const deck = o.deck as DeckKind;
  // A contradiction names the option the caller gave (a variant's own default is not the caller's doing).
  const blame = (...names: string[]): string => names.find((name) => given[name] !== undefined) ?? names[0];
  const custom = customDeck(deck);
  if (custom) {
    const [r0, r1] = CUSTOM_DECK.ranks,
      [c0, c1] = CUSTOM_DECK.copies;
    if (
      custom.ranks < r0 ||
      custom.ranks > r1 ||
      custom.copies < c0 ||
      custom.copies > c1 ||
      custom.ranks * custom.copies > CUSTOM_DECK.pieces
    )
      return fail({
        option: 'deck',
        message: `a custom deck ${deck} needs ${r0} to ${r1} ranks, ${c0} to ${c1} copies of each and at most ${CUSTOM_DECK.pieces} cards`,
        allowed: `RxC with R from ${r0} to ${r1}, C from ${c0} to ${c1}, R x C at most ${CUSTOM_DECK.pieces}`,
      });
  }
  if (deck === 'piecepack' && o.jokers !== 0)
    return fail({
      option: blame('jokers', 'deck'),
      message: `jokers need a card deck; a piecepack has none (${variant} with deck piecepack and jokers ${String(o.jokers)})`,
      allowed: 'jokers 0 with deck piecepack, or a card deck',
    });
  if (custom && o.jokers !== 0)
    return fail({
      option: blame('jokers', 'deck'),
      message: `jokers need a card deck; a custom deck has none (${variant} with deck ${deck} and jokers ${String(o.jokers)})`,
      allowed: `jokers 0 with deck ${deck}`,
    });
  if (o.jokersApart && o.jokers === 0)
    return fail({
      option: blame('jokersApart', 'jokers'),
      message: `jokersApart needs jokers 2 (${variant} with jokers 0 and jokersApart true)`,
      allowed: 'jokersApart false, or jokers 2',
    });
  const total = packSize(deck, o.jokers as number) * (o.packs as number);
  // A custom deck is for studies of small games (16 cards, 8 each): one piece a seat is enough.
  const fewest = custom ? 1 : MIN_PIECES_PER_SEAT;
  if (Math.floor(total / players) < fewest) {
    const need = Math.ceil((players * fewest) / packSize(deck, o.jokers as number));
    return fail({
      option: blame('packs', 'players', 'seats', 'deck', 'jokers'),
      message: `${players} players need at least ${players * fewest} pieces (${fewest} each) but ${String(o.packs)} ${deck} pack(s) hold ${total}`,
      allowed: `packs ${need} or more, or fewer players`,
      code: 'too-few',
      values: { players, need: players * MIN_PIECES_PER_SEAT, total },
    });
  }
  return ok(canonical(o, family, variant));
}

/** The family's options in canonical key order (variant, family, then the specs' order), so equal options hash equally. */
function canonical(o: Record<string, unknown>, family: Family, variant: VariantName): Options {
  const resolved: Record<string, unknown> = { variant, family };
  for (const spec of OPTION_SPECS)
    if (spec.name in o && !(spec.name in resolved) && spec.families.includes(family) && spec.name !== 'tieMethod')
      resolved[spec.name] = o[spec.name];
  return resolved as unknown as Options;
}

/**
 * Why a preset record is unusable, or null: every key must be an option's exact name, and its defaults go through the
 * same checks as a user's options (values, which family an option applies to, whether the pieces go round), as if a
 * user had typed them over another variant of the same family.
 */
export function presetError(name: string, preset: Preset): OptionError | null {
  const base = VARIANT_NAMES.find((v) => PRESETS[v].family === preset.family);
  const families = [...new Set(VARIANT_NAMES.map((v) => PRESETS[v].family))].join(', ');
  if (!base) return { option: 'family', message: `preset ${name}: no rules family ${shown(preset.family)}`, allowed: families };
  for (const key of Object.keys(preset.defaults)) {
    if (key === 'variant' || !OPTION_SPECS.some((s) => s.name === key)) {
      const known = OPTION_SPECS.map((s) => s.name).join(', ');
      return { option: cutName(key), message: `preset ${name}: ${shown(key)} is not an option name`, allowed: known };
    }
  }
  const r = resolveOptions({ ...preset.defaults, variant: base });
  return r.ok ? null : { ...r.error, message: `preset ${name}: ${r.error.message}` };
}

// Every built-in preset is checked once, when the engine loads: a bad one stops the engine before any game starts.
for (const name of VARIANT_NAMES) {
  const error = presetError(name, PRESETS[name]);
  if (error) throw new Error(error.message);
}
