// The computer players' levels: determinized Monte Carlo over what its seat may know at a fixed budget (strong, normal),
// the round on the table only when buying (easy), a strong arrangement and careful coins for all.
import { FLIP, type Action } from '../actions.ts';
import type { Level, StackedOptions } from '../options.ts';
import { below, newRngState, nextU32, seedRngInto, shuffleInPlace, type RngState } from '../rng.ts';
import type { StackedAction } from './actions.ts';
import { applyStacked } from './apply.ts';
import { buyableCells, canPay, payments } from './coins.ts';
import { determinizeInPlace } from './determinize.ts';
import { copyModel, loadModel, newModel, RNG } from './search/model.ts';
import { determinizeOn, evaluateOn, finishRoundOn, playMove, toMove, type Move } from './search/playout.ts';
import { decider, stackedPending } from './pending.ts';
import { finishRound, likelyGuess, plainRest, playoutBuy } from './rollout.ts';
import { DECK_SIZE } from './setup.ts';
import { cloneStacked, copyStacked, type StackedState } from './state.ts';
import { cellNames, packIds, rankOf, suitOf, valueOf } from './tiles.ts';

/**
 * How hard the strong player thinks: a fixed amount of work per decision (the same on every machine, so its choices are
 * too). Explicit so weaker or stronger levels can be built on it.
 */
export interface SearchBudget {
  /** Playouts per decision, shared among the candidates. */
  readonly playouts: number;
  /** Samples of the unseen tiles per candidate, at least and at most. */
  readonly minSamples: number;
  readonly maxSamples: number;
  /** What one action still in hand is worth, in tiles, while enough rounds remain to use it. */
  readonly actionWorth: number;
  /** What being ahead at the end is worth, in tiles. */
  readonly leadBonus: number;
}

/** The strong player's budget (`computer`): about 480 playouts a decision, 4 to 48 imagined worlds per candidate. */
export const STRONG: SearchBudget = { playouts: 480, minSamples: 4, maxSamples: 48, actionWorth: 1.2, leadBonus: 4 };
/**
 * The normal player's budget: the strong player's search and judgement on a single imagined world per candidate (a
 * hunch rather than a count), so a lucky or unlucky world can mislead it.
 */
export const NORMAL: SearchBudget = { playouts: 0, minSamples: 1, maxSamples: 1, actionWorth: 1.2, leadBonus: 4 };

/** A level of the computer player: its search budget, and how it buys. */
export interface StackedLevel {
  readonly budget: SearchBudget;
  /**
   * `search`: every cell it may buy is weighed by the search. `rescue`: it looks at the round on the table only, and
   * buys when behind the cheapest plain action that puts it ahead (Suns 2, 3, 4 or Ace, Moons 3, 4 or Ace), else passes.
   */
  readonly buying: 'search' | 'rescue';
}

/** The levels. `strong` is the player `computer` has always been. */
export const STACKED_LEVELS: Readonly<Record<Level, StackedLevel>> = {
  easy: { budget: NORMAL, buying: 'rescue' },
  normal: { budget: NORMAL, buying: 'search' },
  strong: { budget: STRONG, buying: 'search' },
};

/** How many actions a seat's coins (hand and gifts) can still pay for. */
export function actionsLeft(s: StackedState, seat: number): number {
  const coins = [...s.hands[seat], ...s.gifts[seat]];
  if (s.options.coinsPerAction === 1) return coins.length;
  if (s.options.coinSides === 'chosen') return coins.length >> 1;
  let suits = 0;
  for (const c of coins) if (s.coinUp[c] === 0) suits++;
  return Math.min(suits, coins.length - suits);
}

/**
 * The value of a played-out position for `seat`: tiles removed (the rest of the game played plainly) against the
 * opponent's, plus the actions its coins can still buy while rounds remain to use them, plus a bonus for being ahead.
 */
export function evaluate(s: StackedState, seat: number, budget: SearchBudget): number {
  const removed = [s.removed[0].length, s.removed[1].length];
  plainRest(s, removed);
  const rounds = s.phase === 'over' ? 0 : Math.min(s.decks[0].length, s.decks[1].length);
  const coins = Math.min(actionsLeft(s, seat), rounds) - Math.min(actionsLeft(s, 1 - seat), rounds);
  const diff = removed[seat] - removed[1 - seat];
  return diff + budget.actionWorth * coins + (diff > 0 ? budget.leadBonus : diff < 0 ? -budget.leadBonus : 0);
}

/**
 * Picks the candidate with the best mean value over samples of the unseen tiles, each played out to the round's end.
 * Thinking happens in place on typed positions (search/): the game state is loaded once, each sample's imagined world is
 * rewritten in one copy, and each candidate is played on a working copy; a position the model cannot hold (a prepared
 * setup's loaded dice) is searched on copies of the state instead, with the same results.
 */
function monteCarlo(s: StackedState, seat: number, listed: readonly Action[], rng: RngState, budget: SearchBudget): Action {
  const candidates = sameShape(listed);
  const samples = Math.max(budget.minSamples, Math.min(budget.maxSamples, Math.floor(budget.playouts / candidates.length)));
  // Every candidate is legal: the game listed it, or buyCandidates pays for a cell the hand can pay for (a test checks).
  const total = new Float64Array(candidates.length);
  const moves = movesOf(candidates);
  // The search draws on its own copy of the stream (one array of one shape, whoever made the caller's) and hands it back.
  for (let w = 0; w < 4; w++) STREAM[w] = rng[w];
  const worlds =
    moves && loadModel(ROOT, s) && moves.every((mv) => playMove(copyModel(ROOT, SCRATCH), s.options, mv))
      ? new ModelWorlds(s.options, seat, moves, budget)
      : new StateWorlds(s, seat, candidates, budget);
  search(worlds, seat, total, samples, STREAM);
  for (let w = 0; w < 4; w++) rng[w] = STREAM[w];
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (total[i] > total[best]) best = i;
  return candidates[best];
}

/**
 * The candidates in one array shape: the game's lists come built in several ways (literals, push, map), each an array
 * of its own shape to V8, and a search that met a new shape fell back to slow code (`node --trace-deopt`).
 */
function sameShape(listed: readonly Action[]): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < listed.length; i++) out.push(listed[i]);
  return out;
}

/** The candidates as moves on a position, or null when one of them has none (then the search runs on states). */
function movesOf(candidates: readonly Action[]): Move[] | null {
  const out: Move[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const mv = toMove(candidates[i]);
    if (mv === null) return null;
    out.push(mv);
  }
  return out;
}

/** Where a search imagines its worlds and plays its candidates out: typed positions, or copies of the state. */
interface Worlds {
  /** Draws the next sample's world: the tiles `seat` has not seen, shuffled with `rng`. */
  imagine(seat: number, rng: RngState): void;
  /** Candidate `i` played in the current world with `dice`, the round finished by the policy drawing on `play`: its value. */
  value(i: number, dice: RngState, play: RngState): number;
}

/**
 * The search: for each sample of the unseen tiles, every candidate is played out in the same imagined world with the
 * same dice and policy stream, so they are compared on equal terms; each candidate's values are added to `total`.
 */
function search(worlds: Worlds, seat: number, total: Float64Array, samples: number, rng: RngState): void {
  for (let k = 0; k < samples; k++) {
    worlds.imagine(seat, rng);
    const seed = nextU32(rng);
    seedRngInto(seed, PLAY_FROM);
    seedRngInto(seed ^ 0x2545f491, DICE);
    for (let i = 0; i < total.length; i++) {
      if (total[i] === Number.NEGATIVE_INFINITY) continue;
      for (let w = 0; w < 4; w++) PLAY[w] = PLAY_FROM[w];
      total[i] += worlds.value(i, DICE, PLAY);
    }
  }
}

/** Worlds on typed positions (the game state loaded in ROOT): each sample's world rewritten in WORLD, each candidate played on WORK. */
class ModelWorlds implements Worlds {
  constructor(
    private readonly options: StackedOptions,
    private readonly seat: number,
    private readonly moves: readonly Move[],
    private readonly budget: SearchBudget,
  ) {}

  imagine(seat: number, rng: RngState): void {
    determinizeOn(copyModel(ROOT, WORLD), seat, rng);
  }

  value(i: number, dice: RngState, play: RngState): number {
    copyModel(WORLD, WORK);
    for (let w = 0; w < 4; w++) WORK[RNG + w] = dice[w];
    playMove(WORK, this.options, this.moves[i]);
    finishRoundOn(WORK, this.options, play);
    return evaluateOn(WORK, this.options, this.seat, this.budget.actionWorth, this.budget.leadBonus);
  }
}

/** Worlds on copies of the state, for a position the typed model cannot hold (a prepared setup's loaded dice). */
class StateWorlds implements Worlds {
  private readonly world: StackedState;
  private readonly work: StackedState;

  constructor(
    private readonly s: StackedState,
    private readonly seat: number,
    private readonly candidates: readonly Action[],
    private readonly budget: SearchBudget,
  ) {
    this.world = cloneStacked(s);
    this.work = cloneStacked(s);
  }

  imagine(seat: number, rng: RngState): void {
    determinizeInPlace(copyStacked(this.s, this.world), seat, rng);
  }

  value(i: number, dice: RngState, play: RngState): number {
    const sim = copyStacked(this.world, this.work);
    for (let w = 0; w < 4; w++) sim.rng[w] = dice[w];
    applyStacked(sim, this.candidates[i], null);
    finishRound(sim, play);
    return evaluate(sim, this.seat, this.budget);
  }
}

/** The search's streams, reused by every decision: its copy of the caller's, the playouts' and the dice's. */
const STREAM = newRngState(),
  PLAY = newRngState(),
  PLAY_FROM = newRngState(),
  DICE = newRngState();

/** The search's positions, reused by every decision. */
const ROOT = newModel(),
  WORLD = newModel(),
  WORK = newModel(),
  SCRATCH = newModel();

/**
 * The coins to pay for `cell`: with dropped sides any coin showing the symbol does (they are alike); when sides are
 * chosen at spending, the suit coin is one whose value side the hand has most of, and the value coin one whose suit side
 * the hand has most of, so the coins left can still pay for as many cells as possible.
 */
function coinsFor(s: StackedState, seat: number, cell: number): number[] {
  const hand = s.hands[seat];
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (s.options.coinsPerAction === 1) return [hand.find((c) => c % 24 === cell)!];
  if (s.options.coinSides === 'dropped')
    return [hand.find((c) => s.coinUp[c] === 0 && suitOf(c) === suit)!, hand.find((c) => s.coinUp[c] === 1 && rankOf(c) === rank)!];
  const ranks = [0, 0, 0, 0, 0, 0],
    suits = [0, 0, 0, 0];
  for (const c of hand) {
    ranks[rankOf(c)]++;
    suits[suitOf(c)]++;
  }
  let a = -1,
    b = -1;
  for (const c of hand) if (suitOf(c) === suit && (a < 0 || ranks[rankOf(c)] > ranks[rankOf(a)])) a = c;
  for (const c of hand) if (c !== a && rankOf(c) === rank && (b < 0 || suits[suitOf(c)] > suits[suitOf(b)])) b = c;
  if (b >= 0) return [a, b];
  // The suit coin taken was the one coin that shows the value (the cell's own coin): pay with another pair that works,
  // the same preference counted over both coins.
  let best: number[] = [],
    score = -1;
  for (const [x, y] of payments(s, seat, cell)) {
    const v = ranks[rankOf(x)] + suits[suitOf(y)];
    if (v > score) [best, score] = [[x, y], v];
  }
  return best;
}

/** Pass, then one purchase per cell the seat may buy now. */
function buyCandidates(s: StackedState, seat: number): Action[] {
  const out: Action[] = [{ type: 'stacked/pass', seat }];
  for (const cell of buyableCells(s, seat)) out.push({ type: 'stacked/buy', seat, ...cellNames(cell), coins: coinsFor(s, seat, cell) });
  return out;
}

/**
 * The arrangement: the six lowest tiles (the nulls, then twos) form the reserve, so the deck holds the strong tiles;
 * the deck's order is random, so an opponent cannot learn a pattern.
 */
export function strongArrangement(seat: number, rng: RngState): StackedAction {
  const tiles = packIds(seat);
  shuffleInPlace(rng, tiles);
  tiles.sort((x, y) => valueOf(y) - valueOf(x));
  const deck = tiles.slice(0, DECK_SIZE);
  shuffleInPlace(rng, deck);
  return { type: 'stacked/arrange', seat, deck, reserve: tiles.slice(DECK_SIZE) };
}

/** The spent coins to hand over (Arms-2): those that add least to what the receiver can buy. */
function leastUseful(s: StackedState, to: number, count: number): number[] {
  const score = (c: number): number => {
    const t = cloneStacked(s);
    t.hands[to].push(...t.gifts[to], c);
    t.gifts[to] = [];
    let cells = 0;
    for (let cell = 0; cell < 24; cell++) if (canPay(t, to, cell)) cells++;
    return (actionsLeft(t, to) - actionsLeft(s, to)) * 100 + cells;
  };
  return s.spent
    .map((c) => ({ c, v: score(c) }))
    .sort((x, y) => x.v - y.v || x.c - y.c)
    .slice(0, count)
    .map((x) => x.c);
}

/** A level's decision for `seat`, from what that seat may know; randomness only from `rng`. */
export function levelAction(s: StackedState, seat: number, level: StackedLevel, rng: RngState): Action {
  if (level.buying === 'rescue' && s.phase === 'buy') return playoutBuy(s, seat);
  return strongAction(s, seat, rng, level.budget);
}

/** The strong player's decision for `seat` (or the search's at another budget), from what that seat may know; randomness only from `rng`. */
export function strongAction(s: StackedState, seat: number, rng: RngState, budget: SearchBudget = STRONG): Action {
  const d = decider(s);
  if (!d || d.seat < 0) return FLIP;
  // A buying window lists its own candidates (one payment a cell); other decisions take the game's list.
  if (d.kind === 'buy') {
    const candidates = buyCandidates(s, seat);
    return candidates.length === 1 ? candidates[0] : monteCarlo(s, seat, candidates, rng, budget);
  }
  const p = stackedPending(s)!;
  const w = s.await;
  switch (p.kind) {
    case 'arrange':
      return strongArrangement(s.arranged[seat] ? p.seat : seat, rng);
    case 'rps':
      // Any pattern could be read; a uniformly random hand cannot.
      return { type: 'stacked/rps', seat, hand: (['rock', 'paper', 'scissors'] as const)[below(rng, 3)] };
    case 'guess':
      return likelyGuess(s, seat);
    case 'give':
      return {
        type: 'stacked/give',
        seat,
        coins: leastUseful(s, w!.kind === 'give' ? w!.to : 1 - seat, w!.kind === 'give' ? w!.count : 0),
      };
  }
  const candidates = p.actions;
  return candidates.length === 1 ? candidates[0] : monteCarlo(s, seat, candidates, rng, budget);
}
