// The choices of "New Game…": a variant and its main options (players, packs, who sits where, how strong the computer
// is), checked with the engine before a game starts, and remembered as recent choices. Pure: no vscode
// (new-game-pick.ts shows them in a quick pick).
import {
  levelOf,
  MAX_PACKS,
  OPTION_SPECS,
  MAX_PLAYERS,
  resolveOptions,
  type Level,
  type Options,
  isVariant,
  PRESETS,
  type VariantName,
} from '../../engine/src/index.ts';
import { hasLevels, levelWords } from './seat-words.ts';
import { english, configWords, type Translate } from './stats-rows.ts';
import { configOf } from './game-tally.ts';
import { gameTitle, refusalWords } from './game-words.ts';
import type { SettingReader } from './settings.ts';
import { MAX_NAME } from './named-variants.ts';

/**
 * A chosen game: the variant and the main options (null: the variant's own), any other rule chosen in New Game… (the
 * rest come from Settings), and the name of the player's own variant it is, if any (then every rule it does not set is
 * the variant's own, not the settings').
 */
export interface Choice {
  variant: VariantName;
  players: number | null;
  packs: number | null;
  seats: string[] | null;
  /** Other rule options, by the engine's names (warFaceDown, pickup...). */
  rules?: Record<string, unknown>;
  /** The named variant (setting piecepackWar.variants) this game is. */
  name?: string;
}

/** Who sits at the table, for n players. */
export type Seating = 'you-vs-computer' | 'you-vs-random' | 'hotseat' | 'watch';
export const SEATINGS: readonly Seating[] = ['you-vs-computer', 'you-vs-random', 'hotseat', 'watch'];

/** The seats of a seating for n players; with a level, its computers (not the random ones) are written at it. */
export function seatsOf(seating: Seating, players: number, level: Level | null = null): string[] {
  const computer = level === null ? 'computer' : `computer:${level}`;
  return Array.from({ length: players }, (_, i) => {
    if (seating === 'hotseat') return 'human';
    if (seating === 'watch') return computer;
    return i === 0 ? 'human' : seating === 'you-vs-random' ? 'computer:random' : computer;
  });
}

/** The seating a seats list is, if it is one of the four (whatever its computers' levels). */
export function seatingOf(seats: readonly string[]): Seating | null {
  const plain = JSON.stringify(seats.map((s) => (levelOf(s) === null ? s : 'computer')));
  return SEATINGS.find((s) => JSON.stringify(seatsOf(s, seats.length)) === plain) ?? null;
}

/**
 * How strong a choice's computers play: seats written plain `computer` (and the variant's own seats) at `setting` (the
 * computerLevel setting), the others at their own level; 'mixed' when they differ, null without a computer at a level.
 */
export function choiceLevel(choice: Choice, setting: Level): Level | 'mixed' | null {
  const checked = checkChoice(choice);
  if (!checked.ok || !hasLevels(choice.variant)) return null;
  const levels = new Set<Level>();
  checked.options.seats.forEach((seat, i) => {
    const level = levelOf(seat);
    if (level !== null) levels.add(seat === 'computer' && (choice.seats?.[i] ?? 'computer') === 'computer' ? setting : level);
  });
  return levels.size === 0 ? null : levels.size > 1 ? 'mixed' : [...levels][0];
}

/** A choice with every computer at a level seat (random ones stay) written at `level`. */
export function withLevel(choice: Choice, level: Level): Choice {
  const checked = checkChoice(choice);
  const seats = checked.ok ? checked.options.seats : (choice.seats ?? []);
  return { ...choice, seats: seats.map((s) => (levelOf(s) === null ? s : `computer:${level}`)) };
}

/** A seating in words; `level` (the decision games) names how strong its computers play. */
export function seatingWords(seating: Seating, players: number, t: Translate = english, level: Level | 'mixed' | null = null): string {
  const words = plainSeatingWords(seating, players, t);
  if (level === null || !(seating === 'you-vs-computer' || seating === 'watch')) return words;
  return `${words} (${level === 'mixed' ? t('mixed levels') : levelWords(level, t)})`;
}

/** A seating in words, without levels. */
function plainSeatingWords(seating: Seating, players: number, t: Translate): string {
  const others = players - 1;
  switch (seating) {
    case 'you-vs-computer':
      return others === 1 ? t('You against the computer') : t('You against {0} computers', others);
    case 'you-vs-random':
      return others === 1 ? t('You against the random computer') : t('You against {0} random computers', others);
    case 'hotseat':
      return t('Everyone at this screen (pass and play)');
    case 'watch':
      return t('Watch the computers play');
  }
}

/** How many players and packs a variant can take (Stacked Deck War: 2 players, no packs to choose). */
export function ranges(variant: VariantName): { players: [number, number]; packs: [number, number] | null } {
  const family = PRESETS[variant].family;
  const players: [number, number] = family === 'stacked-deck' ? [2, 2] : family === 'steal-war' ? [2, 4] : [2, MAX_PLAYERS];
  return { players, packs: family === 'stacked-deck' ? null : [1, MAX_PACKS] };
}

/** The engine's options for a choice (the other options from `rest`, usually the settings' input for that variant). */
export function choiceInput(choice: Choice): Record<string, unknown> {
  const input: Record<string, unknown> = { ...choice.rules, variant: choice.variant };
  if (choice.players !== null) input.players = choice.players;
  if (choice.packs !== null) input.packs = choice.packs;
  if (choice.seats !== null) input.seats = choice.seats;
  return input;
}

/** Checks a choice with the engine: its resolved options, or the reason in words (say, too many players for one pack). */
export function checkChoice(choice: Choice, t: Translate = english): { ok: true; options: Options } | { ok: false; reason: string } {
  const r = resolveOptions(choiceInput(choice));
  return r.ok ? { ok: true, options: r.value } : { ok: false, reason: refusalWords(r.error, t) };
}

/** A choice in words: the variant's title and what differs from its own game (`level`: the computerLevel setting). */
export function choiceWords(choice: Choice, t: Translate = english, level: Level = 'strong'): { title: string; detail: string } {
  const checked = checkChoice(choice, t);
  const title = choice.name ?? gameTitle(choice.variant, t);
  if (!checked.ok) return { title, detail: checked.reason };
  const seating = seatingOf(checked.options.seats);
  const config = configOf(checked.options);
  delete config.seats;
  const seats = seating
    ? seatingWords(seating, checked.options.players, t, choiceLevel(choice, level))
    : configWords({ seats: checked.options.seats }, t);
  return { title, detail: [configWords(config, t), seats].filter(Boolean).join(' · ') };
}

/** A choice's identity, for the recent list (the same game chosen twice is listed once). */
export const choiceKey = (c: Choice): string =>
  JSON.stringify([c.variant, c.players, c.packs, c.seats, sortedRules(c.rules), c.name ?? null]);

const sortedRules = (rules: Record<string, unknown> | undefined): unknown[] =>
  Object.keys(rules ?? {})
    .sort()
    .map((k) => [k, rules![k]]);

/** How many recent choices are kept. */
export const RECENT_CHOICES = 5;

/** The recent list with `choice` first (no duplicates, at most RECENT_CHOICES). */
export function remember(recent: readonly Choice[], choice: Choice): Choice[] {
  return [choice, ...recent.filter((c) => choiceKey(c) !== choiceKey(choice))].slice(0, RECENT_CHOICES);
}

/** Reads a stored recent list, keeping only choices the engine accepts (anything else is dropped, never thrown). */
export function readRecent(raw: unknown): Choice[] {
  if (!Array.isArray(raw)) return [];
  const out: Choice[] = [];
  for (const c of raw.slice(0, RECENT_CHOICES)) {
    if (typeof c !== 'object' || c === null) continue;
    const v = c as Record<string, unknown>;
    const num = (x: unknown): number | null => (typeof x === 'number' && Number.isInteger(x) ? x : null);
    const seats = Array.isArray(v.seats) && v.seats.every((s) => typeof s === 'string') ? v.seats : null;
    if (!isVariant(v.variant)) continue;
    const choice: Choice = { variant: v.variant, players: num(v.players), packs: num(v.packs), seats };
    const rules = v.rules;
    if (typeof rules === 'object' && rules !== null && !Array.isArray(rules) && Object.keys(rules).length > 0) {
      if (!Object.keys(rules).every((k) => OPTION_SPECS.some((s) => s.name === k) && !MAIN.includes(k) && k !== 'variant')) continue;
      choice.rules = { ...(rules as Record<string, unknown>) };
    }
    if (typeof v.name === 'string' && v.name.length > 0 && v.name.length <= MAX_NAME) choice.name = v.name;
    if (checkChoice(choice).ok) out.push(choice);
  }
  return out;
}

/** The choice New Game… starts from for a variant: the settings' players, packs and seats when they play that variant. */
export function startingChoice(variant: VariantName, settings: Options): Choice {
  if (settings.variant !== variant) return { variant, players: null, packs: null, seats: null };
  const own = resolveOptions({ variant });
  const base = own.ok ? (own.value as unknown as Record<string, unknown>) : {};
  const s = settings as unknown as Record<string, unknown>;
  const differs = (name: string): boolean => JSON.stringify(s[name]) !== JSON.stringify(base[name]);
  return {
    variant,
    players: differs('players') ? (s.players as number) : null,
    packs: 'packs' in s && differs('packs') ? (s.packs as number) : null,
    seats: differs('seats') ? (s.seats as string[]).slice() : null,
  };
}

/** The settings reader of a choice: its options over the settings (its unset ones really unset). */
export function choiceReader(choice: Choice): SettingReader {
  return (name) => {
    if (name === 'variant') return choice.variant;
    if (name === 'players' || name === 'packs' || name === 'seats') return choice[name] ?? null;
    if (choice.rules && name in choice.rules) return choice.rules[name];
    // A named variant is whole: what it does not set is the variant's own, whatever the settings say.
    if (choice.name !== undefined && OPTION_SPECS.some((s) => s.name === name)) return null;
    return undefined;
  };
}

/** The options New Game… asks about in its first steps; the others are "rules". */
export const MAIN = ['players', 'packs', 'seats'];

/** A named variant as a choice: its players, packs and seats as the main options, the rest as rules. */
export function namedChoice(name: string, input: Record<string, unknown>, variant: VariantName): Choice {
  const rules: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (k !== 'variant' && !MAIN.includes(k)) rules[k] = v;
  const num = (x: unknown): number | null => (typeof x === 'number' ? x : null);
  return {
    variant,
    players: num(input.players),
    packs: num(input.packs),
    seats: Array.isArray(input.seats) ? (input.seats as string[]).slice() : null,
    rules,
    name,
  };
}
