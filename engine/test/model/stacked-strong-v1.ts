// Stacked Deck War's strong computer player as it was before issue 14 (determinized Monte Carlo over cloned states),
// kept unchanged as a reference: engine/test/stacked/search.test.ts holds today's player to its choices where they must agree, and
// `npm run winrate` measures today's player against it. A test model, not part of the engine or its bundles.
import { FLIP, type Action } from '../../src/actions.ts';
import { TILE_SUITS } from '../../src/pieces.ts';
import { below, nextU32, seedRng, shuffleInPlace, type RngState } from '../../src/rng.ts';
import type { StackedAction } from '../../src/stacked/actions.ts';
import { applyStacked } from '../../src/stacked/apply.ts';
import { buyableCells, canPay, cellOpen, payments } from '../../src/stacked/coins.ts';
import { decider, stackedPending } from '../../src/stacked/pending.ts';
import { collect } from '../../src/stacked/round.ts';
// The Crowns-Null guess follows the rules as they changed since (a whole tile by default, issue 11), so it is shared.
import { likelyGuess } from '../../src/stacked/rollout.ts';
import { DECK_SIZE } from '../../src/stacked/setup.ts';
import { cloneStacked, type StackedState } from '../../src/stacked/state.ts';
import { cellNames, packIds, rankOf, suitOf, valueOf } from '../../src/stacked/tiles.ts';

/** Playouts per decision, shared among the candidates (about 10 ms on a laptop for a buying decision). */
const PLAYOUTS = 480;
/** Samples of the unseen tiles per candidate, at least and at most. */
const MIN_SAMPLES = 4,
  MAX_SAMPLES = 48;
/** What one action still in hand is worth, in tiles, while enough rounds remain to use it. */
const ACTION_WORTH = 1.2;

/** How many actions a seat's coins (hand and gifts) can still pay for. */
function actionsLeft(s: StackedState, seat: number): number {
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
function evaluate(s: StackedState, seat: number): number {
  const removed = [s.removed[0].length, s.removed[1].length];
  plainRest(s, removed);
  const rounds = s.phase === 'over' ? 0 : Math.min(s.decks[0].length, s.decks[1].length);
  const coins = Math.min(actionsLeft(s, seat), rounds) - Math.min(actionsLeft(s, 1 - seat), rounds);
  const diff = removed[seat] - removed[1 - seat];
  return diff + ACTION_WORTH * coins + (diff > 0 ? 4 : diff < 0 ? -4 : 0);
}

/** Picks the candidate with the best mean value over samples of the unseen tiles, each played out to the round's end. */
function monteCarlo(s: StackedState, seat: number, candidates: Action[], rng: RngState): Action {
  const samples = Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.floor(PLAYOUTS / candidates.length)));
  const total = candidates.map(() => 0);
  for (let k = 0; k < samples; k++) {
    const world = determinize(s, seat, rng);
    const seed = nextU32(rng);
    candidates.forEach((a, i) => {
      const sim = cloneStacked(world);
      // The same dice and policy stream for every candidate in this sample, so they are compared on equal terms.
      const play = seedRng(seed);
      sim.rng = seedRng(seed ^ 0x2545f491);
      if (applyStacked(sim, a, null)) {
        total[i] = Number.NEGATIVE_INFINITY;
        return;
      }
      finishRound(sim, play);
      total[i] += evaluate(sim, seat);
    });
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (total[i] > total[best]) best = i;
  return candidates[best];
}

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
  return [a, b];
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
function strongArrangement(seat: number, rng: RngState): StackedAction {
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

/** The strong player's decision for `seat`, from what that seat may know; randomness only from `rng`. */
export function strongActionV1(s: StackedState, seat: number, rng: RngState): Action {
  const p = stackedPending(s);
  if (!p || p.seat < 0) return FLIP;
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
  const candidates = p.kind === 'buy' ? buyCandidates(s, seat) : p.actions;
  return candidates.length === 1 ? candidates[0] : monteCarlo(s, seat, candidates, rng);
}

/** Cells the playout policy tries when its seat is behind, cheapest first (suit index * 6 + rank index). */
const RESCUES: readonly number[] = [0 * 6 + 2, 0 * 6 + 3, 0 * 6 + 4, 1 * 6 + 3, 1 * 6 + 4, 0 * 6 + 1, 1 * 6 + 1];

/** The value `seat`'s current tile would have after a rescue cell, or NaN when the cell does not change it simply. */
function after(s: StackedState, seat: number, cell: number): number {
  const tile = s.window > 0 ? s.war : s.play;
  switch (cell) {
    case 2:
      return tile[seat] + 2;
    case 3:
      return tile[seat] + 4;
    case 4:
      return tile[seat] * 2;
    case 9:
      return s.war[seat] + 1;
    case 10:
      return s.war[seat] + s.play[seat];
    default:
      return Number.POSITIVE_INFINITY; // Suns-Ace, Moons-Ace: a win
  }
}

/** The playout policy's purchase: when not ahead, the cheapest rescue that puts it ahead; otherwise pass. */
function playoutBuy(s: StackedState, seat: number): Action {
  const pass: Action = { type: 'stacked/pass', seat };
  if (s.outcome || s.bought[seat] >= 2 || s.lowestWins) return pass;
  const tile = s.window > 0 ? s.war : s.play;
  const mine = tile[seat],
    theirs = tile[1 - seat];
  if (mine > theirs) return pass;
  for (const cell of RESCUES) {
    if (!cellOpen(s, seat, cell) || !canPay(s, seat, cell)) continue;
    // Moons-3 also takes 1 from the opponent's wartile.
    if (after(s, seat, cell) > (cell === 9 ? theirs - 1 : theirs))
      return { type: 'stacked/buy', seat, ...cellNames(cell), coins: payments(s, seat, cell)[0] };
  }
  return pass;
}

/** The quick policy's decision for whoever must decide in a playout. */
function playoutAction(s: StackedState, rng: RngState): Action {
  const d = decider(s)!;
  const seat = d.seat;
  if (seat < 0) return FLIP;
  const w = s.await;
  switch (d.kind) {
    case 'buy':
      return playoutBuy(s, seat);
    case 'bonus':
      return { type: 'stacked/bonus', seat, tile: 'war' };
    case 'rps':
      return { type: 'stacked/rps', seat, hand: (['rock', 'paper', 'scissors'] as const)[below(rng, 3)] };
    case 'rearrange': {
      // Highest value on top.
      const count = w!.kind === 'rearrange' ? w!.count : 0;
      const top = s.decks[seat].slice(0, count);
      const order = top.map((_, i) => i).sort((a, b) => valueOf(top[b]) - valueOf(top[a]));
      return { type: 'stacked/rearrange', seat, order };
    }
    case 'switch-reserve':
      return { type: 'stacked/switch-reserve', seat, positions: [] };
    case 'follow':
      return { type: 'stacked/follow', seat, follow: false };
    case 'give':
      return { type: 'stacked/give', seat, coins: s.spent.slice(0, w!.kind === 'give' ? w!.count : 0) };
    case 'guess':
      return likelyGuess(s, seat);
    case 'name-suit':
      return { type: 'stacked/name-suit', seat, suit: TILE_SUITS[below(rng, 4)] };
    default:
      return FLIP;
  }
}

/** Plays the current round to its decision with the quick policy (mutating `s`), then removes its tiles. */
function finishRound(s: StackedState, rng: RngState): void {
  for (let guard = 0; guard < 200 && s.phase !== 'collect' && s.phase !== 'over'; guard++) {
    if (s.phase === 'reveal') return;
    if (applyStacked(s, playoutAction(s, rng), null)) return;
  }
  if (s.phase === 'collect') collect(s, null);
}

/**
 * Tiles each seat removes if the rest of the game is played with no more actions: plain comparisons, ties going to war,
 * a player with no wartile losing, Player A removing drawn rounds. Adds to `removed` (counts); leaves the state alone.
 */
function plainRest(s: StackedState, removed: number[]): void {
  if (s.phase === 'over') return;
  const d0 = s.decks[0],
    d1 = s.decks[1];
  let i0 = 0,
    i1 = 0,
    a = s.playerA;
  while (i0 < d0.length && i1 < d1.length) {
    let pot = 2;
    let v0 = valueOf(d0[i0++]),
      v1 = valueOf(d1[i1++]);
    let winner: number;
    for (;;) {
      if (v0 !== v1) {
        winner = v0 > v1 ? 0 : 1;
        break;
      }
      if (i0 >= d0.length || i1 >= d1.length) {
        winner = i0 >= d0.length && i1 >= d1.length ? -1 : i0 >= d0.length ? 1 : 0;
        break;
      }
      v0 = valueOf(d0[i0++]);
      v1 = valueOf(d1[i1++]);
      pot += 2;
    }
    const remover = winner >= 0 ? winner : a;
    removed[remover] += pot;
    if (winner >= 0) a = winner;
  }
}

/**
 * A copy of `s` consistent with everything `seat` knows: every deck or reserve tile it does not know is dealt at random
 * (from `rng`) over the places it does not know, the future dice come from `rng`, and the other seat's hidden
 * rock-paper-scissors hand is imagined at random. The tiles so shuffled are exactly those `seat` has not seen placed, a set
 * it can work out from the public record, so the copy depends only on what `seat` may know.
 */
function determinize(s: StackedState, seat: number, rng: RngState): StackedState {
  const d = cloneStacked(s);
  const bit = 1 << seat;
  const places: { list: number[]; at: number }[] = [];
  const tiles: number[] = [];
  for (const list of [d.decks[0], d.decks[1], d.reserves[0], d.reserves[1]])
    for (let at = 0; at < list.length; at++)
      if ((d.knows[list[at]] & bit) === 0) {
        places.push({ list, at });
        tiles.push(list[at]);
      }
  // Sorting first makes the sample independent of where the unseen tiles really lie.
  tiles.sort((a, b) => a - b);
  shuffleInPlace(rng, tiles);
  places.forEach((p, i) => (p.list[p.at] = tiles[i]));
  d.rng = [nextU32(rng) | 0, nextU32(rng) | 0, nextU32(rng) | 0, nextU32(rng) | 1];
  d.dice = [];
  const w = d.await;
  // The other seat's hand, if shown already, is hidden: imagine one at random.
  if (w && w.kind === 'rps' && w.hands[1 - seat] !== null) w.hands[1 - seat] = (['rock', 'paper', 'scissors'] as const)[below(rng, 3)];
  return d;
}
