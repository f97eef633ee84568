// What a Stacked Deck War game waits for: who decides, on what, and every legal decision (null for arranging: too many).
import { FLIP, type FlipAction, type Pending, type StackedDecisionKind } from '../actions.ts';
import { TILE_RANKS, TILE_SUITS } from '../pieces.ts';
import type { StackedAction } from './actions.ts';
import { buyableCells, payments } from './coins.ts';
import type { Await, StackedState } from './state.ts';
import { cellNames } from './tiles.ts';

const FLIP_ONLY: FlipAction[] = [FLIP];

/** Who must decide now and the kind of decision, without listing the choices (-1: anyone may flip). */
export function decider(s: StackedState): { seat: number; kind: 'flip' | 'arrange' | StackedDecisionKind } | null {
  switch (s.phase) {
    case 'over':
      return null;
    case 'arrange':
      return { seat: s.arranged[0] ? 1 : 0, kind: 'arrange' };
    case 'buy':
      return { seat: s.buyer, kind: 'buy' };
    case 'effect':
      return { seat: s.await!.seat, kind: s.await!.kind };
    default:
      return { seat: -1, kind: 'flip' };
  }
}

/** Every ordering of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** Every subset of `items` with exactly `k` members, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= items.length; i++) for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([items[i], ...rest]);
  return out;
}

/**
 * The legal decisions of the seat that must decide (the phase is 'buy' or 'effect'), in one array shape: lists made by
 * `map` come holey to V8 and those made by literals or `push` packed, and the strong player's search, optimized for one,
 * fell back to slow code on meeting the other (`engine/test/stacked/search-shapes.test.ts`).
 */
function choices(s: StackedState, seat: number): StackedAction[] {
  const listed = listedChoices(s, seat);
  const out: StackedAction[] = [];
  for (let i = 0; i < listed.length; i++) out.push(listed[i]);
  return out;
}

/**
 * The legal decisions of the seat that must decide, as each kind makes them: one small function a kind, so a kind met
 * late compiles alone instead of throwing a large function back to slow code (issue 34).
 */
function listedChoices(s: StackedState, seat: number): StackedAction[] {
  return s.phase === 'buy' ? buyChoices(s, seat) : AWAITED[s.await!.kind](s, seat);
}

/** A pass, then every payment for every cell the seat may buy. */
function buyChoices(s: StackedState, seat: number): StackedAction[] {
  const out: StackedAction[] = [{ type: 'stacked/pass', seat }];
  for (const cell of buyableCells(s, seat))
    for (const coins of payments(s, seat, cell)) out.push({ type: 'stacked/buy', seat, ...cellNames(cell), coins });
  return out;
}

/** Every way to switch reserve tiles with the bottom of the deck (Arms-4), none to as many as the deck holds. */
function switchChoices(s: StackedState, seat: number): StackedAction[] {
  const positions: number[] = [];
  for (let i = 0; i < s.reserves[seat].length; i++) positions.push(i);
  const most = Math.min(positions.length, s.decks[seat].length);
  const out: StackedAction[] = [];
  for (let k = 0; k <= most; k++) for (const p of subsets(positions, k)) out.push({ type: 'stacked/switch-reserve', seat, positions: p });
  return out;
}

/** Every value (or whole tile) a Crowns-Null guess may name. */
function guessChoices(s: StackedState, seat: number): StackedAction[] {
  if (s.options.guess === 'value') return TILE_RANKS.map((value) => ({ type: 'stacked/guess', seat, value }));
  return TILE_SUITS.flatMap((suit) => TILE_RANKS.map((value): StackedAction => ({ type: 'stacked/guess', seat, suit, value })));
}

/** The choices of each decision an effect waits for. */
const AWAITED: Readonly<Record<Await['kind'], (s: StackedState, seat: number) => StackedAction[]>> = {
  bonus: (_s, seat) => [
    { type: 'stacked/bonus', seat, tile: 'war' },
    { type: 'stacked/bonus', seat, tile: 'play' },
  ],
  rps: (_s, seat) => (['rock', 'paper', 'scissors'] as const).map((hand) => ({ type: 'stacked/rps', seat, hand })),
  rearrange: (s, seat) => permutations((s.await as { count: number }).count).map((order) => ({ type: 'stacked/rearrange', seat, order })),
  'switch-reserve': switchChoices,
  follow: (_s, seat) => [
    { type: 'stacked/follow', seat, follow: true },
    { type: 'stacked/follow', seat, follow: false },
  ],
  give: (s, seat) => subsets(s.spent, (s.await as { count: number }).count).map((coins) => ({ type: 'stacked/give', seat, coins })),
  guess: guessChoices,
  'name-suit': (_s, seat) => TILE_SUITS.map((suit) => ({ type: 'stacked/name-suit', seat, suit })),
};

/**
 * What the game waits for. Arranging lists no actions (any split of the pack is legal; either seat not yet arranged may
 * arrange, `seat` names the first). A window whose buyer cannot buy anything is skipped, so "buy" always has a choice.
 */
export function stackedPending(s: StackedState): Pending | null {
  const d = decider(s);
  if (!d) return null;
  if (d.kind === 'flip') return { seat: -1, kind: 'flip', actions: FLIP_ONLY };
  if (d.kind === 'arrange') return { seat: d.seat, kind: 'arrange', actions: null };
  return { seat: d.seat, kind: d.kind, actions: choices(s, d.seat) };
}
