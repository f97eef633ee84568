// Paying for actions: which coins may show a cell's suit and value, which cells a seat may buy now, and every way to pay.
import { CROWNS, MOONS, NULL, SUNS, cellOf, rankOf, suitOf } from './tiles.ts';
import type { StackedState } from './state.ts';

/** Why (002, "On coin spending"): nobody buys more than two actions in one round, however many wars it has. */
export const MAX_ACTIONS_PER_ROUND = 2;

/** Whether coin `c` may stand for suit `suit`: it lies suit side up, or sides are chosen at spending (variation 1). */
function showsSuit(s: StackedState, c: number, suit: number): boolean {
  return suitOf(c) === suit && s.coinUp[c] !== 1;
}

/** Whether coin `c` may stand for value `rank`: it lies value side up, or sides are chosen at spending. */
function showsValue(s: StackedState, c: number, rank: number): boolean {
  return rankOf(c) === rank && s.coinUp[c] !== 0;
}

/**
 * Whether a cell may be bought now by `seat`, coins aside. Documented choices (docs/stacked-deck.md): the Moons column
 * names the wartile or the war, so it is bought only in a war's window; a Null cell that reveals a reserve tile needs
 * that reserve to hold one.
 */
export function cellOpen(s: StackedState, seat: number, cell: number): boolean {
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (suit === MOONS && s.window === 0) return false;
  if (rank === NULL && (suit === SUNS || suit === MOONS)) return s.reserves[seat].length > 0;
  if (cell === cellOf(CROWNS, NULL)) return s.reserves[1 - seat].length > 0;
  return true;
}

/** Every coin list that pays for `cell` from `seat`'s hand ([suit coin, value coin], or [coin] with one coin per action). */
export function payments(s: StackedState, seat: number, cell: number): number[][] {
  const hand = s.hands[seat];
  if (s.options.coinsPerAction === 1) return hand.filter((c) => c % 24 === cell).map((c) => [c]);
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  const out: number[][] = [];
  for (const a of hand) {
    if (!showsSuit(s, a, suit)) continue;
    for (const b of hand) if (b !== a && showsValue(s, b, rank)) out.push([a, b]);
  }
  return out;
}

/** What a hand can show: coins per suit and per value that may stand for them, and which cells' own coins it holds. */
interface Tally {
  suit: number[];
  rank: number[];
  own: boolean[];
}

function tally(s: StackedState, seat: number): Tally {
  const t: Tally = { suit: [0, 0, 0, 0], rank: [0, 0, 0, 0, 0, 0], own: new Array<boolean>(24).fill(false) };
  for (const c of s.hands[seat]) {
    if (s.coinUp[c] !== 1) t.suit[suitOf(c)]++;
    if (s.coinUp[c] !== 0) t.rank[rankOf(c)]++;
    t.own[c % 24] = true;
  }
  return t;
}

/** Whether a hand so tallied pays for `cell`: one coin of the cell, or a suit coin and a different value coin. */
function pays(s: StackedState, t: Tally, cell: number): boolean {
  if (s.options.coinsPerAction === 1) return t.own[cell];
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (t.suit[suit] === 0 || t.rank[rank] === 0) return false;
  // With sides chosen at spending, the one coin of that suit may be the one coin of that value: it cannot be both.
  return !(s.options.coinSides === 'chosen' && t.own[cell] && t.suit[suit] === 1 && t.rank[rank] === 1);
}

/** Whether `seat` can pay for `cell` at all (cheaper than listing the payments). */
export function canPay(s: StackedState, seat: number, cell: number): boolean {
  return pays(s, tally(s, seat), cell);
}

/** Why a payment is refused, or null when `coins` pays for `cell` from `seat`'s hand. */
export function paymentError(s: StackedState, seat: number, cell: number, coins: unknown): string | null {
  const need = s.options.coinsPerAction;
  if (!Array.isArray(coins) || coins.length !== need || !coins.every((c) => Number.isInteger(c)))
    return need === 1 ? 'show one coin: the coin of that cell (variation 2)' : 'show two coins: [suit coin, value coin]';
  const hand = s.hands[seat];
  for (const c of coins as number[])
    if (!hand.includes(c))
      return `coin ${c} is not in your hand${s.gifts[seat].includes(c) ? ' yet (given coins can be spent from your next buying turn)' : ''}`;
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (need === 1)
    return coins[0] % 24 === cell ? null : 'with one coin per action the coin must carry both the suit and the value of the cell';
  const [a, b] = coins as number[];
  if (a === b) return 'the suit coin and the value coin must be two different coins';
  if (!showsSuit(s, a, suit))
    return `the first coin must show the suit${s.coinUp[a] === 1 ? ' (it lies value side up, and coins are never flipped)' : ''}`;
  if (!showsValue(s, b, rank))
    return `the second coin must show the value${s.coinUp[b] === 0 ? ' (it lies suit side up, and coins are never flipped)' : ''}`;
  return null;
}

/** Whether `seat` may buy anything in the open window: under the round's limit, with some open cell it can pay for. */
export function canBuy(s: StackedState, seat: number): boolean {
  if (s.bought[seat] >= MAX_ACTIONS_PER_ROUND || s.hands[seat].length === 0) return false;
  const t = tally(s, seat);
  for (let cell = 0; cell < 24; cell++) if (pays(s, t, cell) && cellOpen(s, seat, cell)) return true;
  return false;
}

/** The cells `seat` may buy in the open window. */
export function buyableCells(s: StackedState, seat: number): number[] {
  if (s.bought[seat] >= MAX_ACTIONS_PER_ROUND) return [];
  const t = tally(s, seat);
  const out: number[] = [];
  for (let cell = 0; cell < 24; cell++) if (pays(s, t, cell) && cellOpen(s, seat, cell)) out.push(cell);
  return out;
}
