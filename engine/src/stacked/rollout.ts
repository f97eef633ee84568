// Playouts for the strong computer player: a quick policy for the rest of a round, then a plain count of the rounds after it.
import { FLIP, type Action } from '../actions.ts';
import { below, type RngState } from '../rng.ts';
import { TILE_RANKS, TILE_SUITS } from '../pieces.ts';
import { applyStacked } from './apply.ts';
import { canPay, cellOpen, payments } from './coins.ts';
import { decider } from './pending.ts';
import { collect } from './round.ts';
import type { StackedState } from './state.ts';
import { cellNames, PACK, rankOf, suitOf, valueOf } from './tiles.ts';
import type { GuessAction } from './actions.ts';

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
export function playoutBuy(s: StackedState, seat: number): Action {
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

/**
 * The Crowns-Null guess for `seat`: the opponent's top reserve tile when it knows it, else the commonest tile (or value,
 * when only values are guessed) among the tiles it has not seen placed.
 */
export function likelyGuess(s: StackedState, seat: number): GuessAction {
  const whole = s.options.guess === 'tile';
  const kind = (t: number): number => (whole ? t % PACK : rankOf(t));
  const top = s.reserves[1 - seat][0];
  let best = 0;
  if (top !== undefined && (s.knows[top] >> seat) & 1) best = kind(top);
  else {
    const count = new Array<number>(whole ? PACK : 6).fill(0);
    for (const list of [s.decks[0], s.decks[1], s.reserves[0], s.reserves[1]])
      for (const t of list) if (!((s.knows[t] >> seat) & 1)) count[kind(t)]++;
    for (let k = 1; k < count.length; k++) if (count[k] > count[best]) best = k;
  }
  const value = TILE_RANKS[rankOf(best)];
  return whole ? { type: 'stacked/guess', seat, suit: TILE_SUITS[suitOf(best)], value } : { type: 'stacked/guess', seat, value };
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
export function finishRound(s: StackedState, rng: RngState): void {
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
export function plainRest(s: StackedState, removed: number[]): void {
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
