// The rest of a Stacked Deck War round on a search position (model.ts), move for move as the game's rules play it
// (stacked/round.ts, cells.ts, choices.ts, table.ts, coins.ts): the same cells, the same dice from the same stream.
import type { StackedOptions } from '../../options.ts';
import { TWO_TO_MINUS_32 } from '../../rng.ts';
import { MAX_ACTIONS_PER_ROUND } from '../coins.ts';
import { ARMS, CROWNS, MOONS, NULL, PACK, SUNS, rankOf, rankOfRoll, suitOf, valueOf } from '../tiles.ts';
import {
  AWAIT,
  BOUGHT,
  BUYER,
  COIN_UP,
  CURRENT,
  DECK_OF,
  DECKS_TOUCHED,
  DONE,
  EFFECT_COUNT,
  EFFECT_SIZE,
  EFFECTS,
  GIFT_LEN,
  GIFTS,
  HAND,
  HAND_LEN,
  KNOWS,
  LIST_CAP,
  LOWEST,
  ON_TABLE,
  OUTCOME,
  P_BUY,
  P_COLLECT,
  P_EFFECT,
  P_OVER,
  P_REVEAL,
  P_WAR,
  PHASE,
  PLAY,
  PLAYER_A,
  REMOVED,
  RES_OF,
  RNG,
  ROUND,
  SPENT,
  SPENT_LEN,
  W_BONUS,
  W_FOLLOW,
  W_GIVE,
  W_GUESS,
  W_NAME,
  W_NONE,
  W_REARRANGE,
  W_RPS,
  W_SWITCH,
  WARV,
  WINDOW,
  T_OWN,
  T_RANK,
  T_SUIT,
  TALLY,
  TALLY_SIZE,
  deckAt,
  deckLen,
  handCoin,
  heldCoin,
  pushReserve,
  resAt,
  resLen,
  setDeckAt,
  setResAt,
  shiftDeck,
  shiftReserve,
  type Model,
} from './model.ts';

/** One draw of the position's stream, as rng.ts's `below(rng, n)`. */
function below(m: Model, n: number): number {
  const a = m[RNG],
    b = m[RNG + 1],
    c = m[RNG + 2],
    d = m[RNG + 3];
  const t = (((a + b) | 0) + d) | 0;
  m[RNG + 3] = (d + 1) | 0;
  m[RNG] = b ^ (b >>> 9);
  m[RNG + 1] = (c + (c << 3)) | 0;
  m[RNG + 2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return ((t >>> 0) * n * TWO_TO_MINUS_32) | 0;
}

/** A die: 1 (the null face) to 6 (the ace). */
const roll = (m: Model): number => 1 + below(m, 6);

/** The value slot a modifier that names no tile changes: the wartile's during a war, else the playtile's. */
const current = (m: Model): number => (m[WINDOW] > 0 ? WARV : PLAY);

function decide(m: Model, winner: number): void {
  if (m[OUTCOME] === -2) m[OUTCOME] = winner;
}

/** A Crowns bonus: on the playtile before a war, else the seat chooses (a bonus decision). */
function bonus(m: Model, seat: number, amount: number): void {
  if (m[WINDOW] === 0) m[PLAY + seat] += amount;
  else {
    m[AWAIT] = W_BONUS;
    m[AWAIT + 1] = seat;
    m[AWAIT + 2] = amount;
  }
}

function revealReserve(m: Model, seat: number): number {
  const tile = shiftReserve(m, seat);
  if (tile >= 0) m[ON_TABLE]++;
  return tile;
}

function revealDeck(m: Model, seat: number, at: number): void {
  const tile = shiftDeck(m, seat);
  m[ON_TABLE]++;
  m[at + seat] = valueOf(tile);
}

/** Whether coin c may stand for a suit or a value (coins.ts showsSuit, showsValue). */
const showsSuit = (m: Model, c: number, suit: number): boolean => suitOf(c) === suit && m[COIN_UP + c] !== 1;
const showsValue = (m: Model, c: number, rank: number): boolean => rankOf(c) === rank && m[COIN_UP + c] !== 0;

/** The first payment for `cell` from `seat`'s hand, as coins.ts lists them: writes the coins into out; returns how many (0: none). */
export function firstPayment(m: Model, o: StackedOptions, seat: number, cell: number, out: Int32Array): number {
  const base = HAND + seat * LIST_CAP,
    n = m[HAND_LEN + seat];
  if (o.coinsPerAction === 1) {
    for (let i = 0; i < n; i++)
      if (m[base + i] % 24 === cell) {
        out[0] = m[base + i];
        return 1;
      }
    return 0;
  }
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  for (let i = 0; i < n; i++) {
    const a = m[base + i];
    if (!showsSuit(m, a, suit)) continue;
    for (let j = 0; j < n; j++) {
      const b = m[base + j];
      if (b !== a && showsValue(m, b, rank)) {
        out[0] = a;
        out[1] = b;
        return 2;
      }
    }
  }
  return 0;
}

/** Whether a cell may be bought now by `seat`, coins aside (coins.ts cellOpen). */
export function cellOpen(m: Model, seat: number, cell: number): boolean {
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (suit === MOONS && m[WINDOW] === 0) return false;
  if (rank === NULL && (suit === SUNS || suit === MOONS)) return resLen(m, seat) > 0;
  if (cell === CROWNS * 6 + NULL) return resLen(m, 1 - seat) > 0;
  return true;
}

/** The tally (model.ts TALLY) of the seat last asked about. */
let tallied = TALLY;

/** Points the `pays` questions at `seat`'s hand (its tally is kept up to date as coins move). */
function tally(m: Model, o: StackedOptions, seat: number): void {
  tallied = TALLY + seat * TALLY_SIZE;
  void m;
  void o;
}

/** Whether the tallied hand pays for `cell` (coins.ts pays): one coin of the cell, or a suit coin and a different value coin. */
function pays(m: Model, o: StackedOptions, cell: number): boolean {
  if (o.coinsPerAction === 1) return m[tallied + T_OWN + cell] > 0;
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  const suits = m[tallied + T_SUIT + suit],
    ranks = m[tallied + T_RANK + rank];
  if (suits === 0 || ranks === 0) return false;
  // With sides chosen at spending, the one coin of that suit may be the one coin of that value: it cannot be both.
  return !(o.coinSides === 'chosen' && m[tallied + T_OWN + cell] > 0 && suits === 1 && ranks === 1);
}

/** Whether `seat` can pay for `cell` (coins.ts canPay). */
export function canPay(m: Model, o: StackedOptions, seat: number, cell: number): boolean {
  tally(m, o, seat);
  return pays(m, o, cell);
}

/** Tallies `seat`'s hand once, for several `paysNow` questions. */
export function tallyHand(m: Model, o: StackedOptions, seat: number): void {
  tally(m, o, seat);
}

/** Whether the hand last tallied pays for `cell`. */
export function paysNow(m: Model, o: StackedOptions, cell: number): boolean {
  return pays(m, o, cell);
}

function canBuy(m: Model, o: StackedOptions, seat: number): boolean {
  if (m[BOUGHT + seat] >= MAX_ACTIONS_PER_ROUND || m[HAND_LEN + seat] === 0) return false;
  tally(m, o, seat);
  // The usual case at once: two coins pay for a cell that is always open (a Suns, Crowns or Arms cell other than a Null).
  if (o.coinsPerAction === 2 && o.coinSides === 'dropped') {
    const t = tallied;
    if (
      (m[t + T_SUIT + SUNS] > 0 || m[t + T_SUIT + CROWNS] > 0 || m[t + T_SUIT + ARMS] > 0) &&
      (m[t + T_RANK + 1] > 0 || m[t + T_RANK + 2] > 0 || m[t + T_RANK + 3] > 0 || m[t + T_RANK + 4] > 0 || m[t + T_RANK + 5] > 0)
    )
      return true;
  }
  for (let cell = 0; cell < 24; cell++) if (pays(m, o, cell) && cellOpen(m, seat, cell)) return true;
  return false;
}

function offer(m: Model, o: StackedOptions): void {
  if (canBuy(m, o, m[BUYER])) m[PHASE] = P_BUY;
  else nextBuyer(m, o);
}

function nextBuyer(m: Model, o: StackedOptions): void {
  if (m[BUYER] !== m[PLAYER_A]) {
    m[BUYER] = m[PLAYER_A];
    offer(m, o);
  } else {
    m[BUYER] = -1;
    resume(m);
  }
}

/**
 * Coins given by Arms-2 join their receiver's hand (round.ts receiveGifts): from the next buying window on, a war's
 * window in the same round included.
 */
function receiveGifts(m: Model): void {
  for (let seat = 0; seat < 2; seat++) {
    const hand = HAND + seat * LIST_CAP,
      gifts = GIFTS + seat * LIST_CAP;
    for (let i = 0; i < m[GIFT_LEN + seat]; i++) {
      m[hand + m[HAND_LEN + seat]++] = m[gifts + i];
      handCoin(m, seat, m[gifts + i], 1);
    }
    m[GIFT_LEN + seat] = 0;
  }
}

function openWindow(m: Model, o: StackedOptions): void {
  receiveGifts(m);
  m[BUYER] = 1 - m[PLAYER_A];
  offer(m, o);
}

/** The buyer buys `cell` with `count` coins (already checked), or passes (cell < 0); then the window moves on. */
export function buyOrPass(m: Model, o: StackedOptions, cell: number, coins: Int32Array | readonly number[], count: number): void {
  const seat = m[BUYER];
  if (cell >= 0) {
    const base = HAND + seat * LIST_CAP;
    let k = 0;
    const n = m[HAND_LEN + seat];
    for (let i = 0; i < n; i++) {
      const c = m[base + i];
      if (c !== coins[0] && (count < 2 || c !== coins[1])) m[base + k++] = c;
      else {
        handCoin(m, seat, c, -1);
        heldCoin(m, seat, c, -1);
      }
    }
    m[HAND_LEN + seat] = k;
    m[BOUGHT + seat]++;
    // Why (002): B buys first and A after, but A's effect is played first ("last in, first out").
    const at = EFFECTS + 2;
    const e = m[EFFECT_COUNT];
    if (seat === m[PLAYER_A]) {
      for (let i = e * EFFECT_SIZE - 1; i >= 0; i--) m[at + EFFECT_SIZE + i] = m[at + i];
      writeEffect(m, at, seat, cell, coins, count);
    } else writeEffect(m, at + e * EFFECT_SIZE, seat, cell, coins, count);
    m[EFFECT_COUNT] = e + 1;
  }
  nextBuyer(m, o);
}

function writeEffect(m: Model, at: number, seat: number, cell: number, coins: Int32Array | readonly number[], count: number): void {
  m[at] = seat;
  m[at + 1] = cell;
  m[at + 2] = cell;
  m[at + 3] = count;
  m[at + 4] = coins[0];
  m[at + 5] = count > 1 ? coins[1] : -1;
}

/** Plays bought effects in order until one waits for a decision or all are played; then judges the round. */
export function resume(m: Model): void {
  for (;;) {
    if (m[AWAIT] !== W_NONE) {
      m[PHASE] = P_EFFECT;
      return;
    }
    if (m[CURRENT] === 1) {
      // Its coins go to the spent pile once the effect has been played.
      m[SPENT + m[SPENT_LEN]++] = m[CURRENT + 5];
      if (m[CURRENT + 4] > 1) m[SPENT + m[SPENT_LEN]++] = m[CURRENT + 6];
      m[CURRENT] = 0;
    }
    if (m[EFFECT_COUNT] === 0) return judge(m);
    const at = EFFECTS + 2;
    for (let i = 0; i < EFFECT_SIZE; i++) m[CURRENT + 1 + i] = m[at + i];
    for (let i = 0, n = (m[EFFECT_COUNT] - 1) * EFFECT_SIZE; i < n; i++) m[at + i] = m[at + EFFECT_SIZE + i];
    m[EFFECT_COUNT]--;
    m[CURRENT] = 1;
    playCell(m);
  }
}

function judge(m: Model): void {
  if (m[OUTCOME] === -2) {
    const at = m[WINDOW] > 0 ? WARV : PLAY;
    const v0 = m[at],
      v1 = m[at + 1];
    if (v0 === v1) {
      m[PHASE] = P_WAR;
      return;
    }
    const high = v0 > v1 ? 0 : 1;
    decide(m, m[LOWEST] ? 1 - high : high);
  }
  m[PHASE] = P_COLLECT;
}

/** The flip of phase war: wartiles, or a round lost by a seat with an empty deck (round.ts revealWartiles). */
export function revealWartiles(m: Model, o: StackedOptions): void {
  const e0 = deckLen(m, 0) === 0,
    e1 = deckLen(m, 1) === 0;
  if (e0 || e1) {
    decide(m, e0 && e1 ? -1 : e0 ? 1 : 0);
    m[PHASE] = P_COLLECT;
    return;
  }
  m[WINDOW]++;
  const a = m[PLAYER_A];
  revealDeck(m, a, WARV);
  revealDeck(m, 1 - a, WARV);
  openWindow(m, o);
}

/** The flip of phase collect (round.ts collect): the winner removes the round's tiles; the game may end. */
export function collect(m: Model): void {
  const winner = m[OUTCOME];
  const remover = winner >= 0 ? winner : m[PLAYER_A];
  m[REMOVED + remover] += m[ON_TABLE];
  if (winner >= 0) m[PLAYER_A] = winner;
  receiveGifts(m);
  for (let seat = 0; seat < 2; seat++) {
    m[PLAY + seat] = 0;
    m[WARV + seat] = 0;
    m[BOUGHT + seat] = 0;
  }
  m[ON_TABLE] = 0;
  m[LOWEST] = 0;
  m[OUTCOME] = -2;
  m[WINDOW] = 0;
  if (deckLen(m, 0) === 0 || deckLen(m, 1) === 0) {
    m[PHASE] = P_OVER;
    m[DONE] = 1;
    return;
  }
  m[ROUND]++;
  m[PHASE] = P_REVEAL;
}

/** Cells whose only work is on this round's values or result (cells.ts onlyThisRound). */
function onlyThisRound(cell: number): boolean {
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (suit === SUNS || suit === MOONS) return rank !== NULL;
  return suit === CROWNS && rank !== 2 && rank !== NULL;
}

/** Whether the current effect can do nothing now (cells.ts idle). */
function idle(m: Model, you: number, cell: number): boolean {
  const opp = 1 - you,
    suit = (cell / 6) | 0,
    rank = cell % 6;
  if (m[OUTCOME] !== -2 && onlyThisRound(cell)) return true;
  if (suit === MOONS && m[WINDOW] === 0) return true;
  if (rank === NULL && (suit === SUNS || suit === MOONS)) return resLen(m, you) === 0;
  if (suit === CROWNS && rank === NULL) return resLen(m, opp) === 0;
  if (suit === ARMS) {
    if (rank === 4) return resLen(m, you) === 0 || deckLen(m, you) === 0;
    if (rank === 3) return deckLen(m, you) === 0 && deckLen(m, opp) === 0;
    if (rank === 2) return m[SPENT_LEN] === 0;
  }
  return false;
}

/** Moves up to `count` tiles from the top of `seat`'s deck to the bottom of its reserve (cells.ts deckToReserve). */
function deckToReserve(m: Model, seat: number, count: number): void {
  const k = Math.min(count, deckLen(m, seat));
  for (let i = 0; i < k; i++) pushReserve(m, seat, shiftDeck(m, seat));
}

function awaitDecision(m: Model, kind: number, seat: number): void {
  m[AWAIT] = kind;
  m[AWAIT + 1] = seat;
}

/** Plays the current effect's cell (cells.ts playCell); a choice it needs is left awaited. */
function playCell(m: Model): void {
  const you = m[CURRENT + 1],
    cell = m[CURRENT + 2];
  if (idle(m, you, cell)) return;
  CELLS[cell](m, you, 1 - you, current(m), m[OUTCOME] !== -2);
}

/**
 * What a cell does, for the seat that bought it (`you`), on the value slot it changes (`tile`), `decided` when the round
 * already has its outcome. One small function a cell, reached through this table: a `switch` over the 24 cells made
 * `playCell` one large function that V8 compiled again each time a playout first met another cell, five times while a
 * process warmed up (`node --trace-deopt`, issue 34); now a cell met late compiles alone.
 */
type CellPlay = (m: Model, you: number, opp: number, tile: number, decided: boolean) => void;

/** The cells by index (suit * 6 + rank index: Null, Ace, 2, 3, 4, 5), as cells.ts plays them. */
const CELLS: readonly CellPlay[] = [
  // Suns: Null, Ace, 2, 3, 4, 5.
  (m, you, _opp, _tile, decided) => {
    const t = revealReserve(m, you);
    if (t >= 0 && !decided) m[PLAY + you] += valueOf(t);
  },
  (m, you) => decide(m, you),
  (m, you, _opp, tile) => {
    m[tile + you] += 2;
  },
  (m, you, _opp, tile) => {
    m[tile + you] += 4;
  },
  (m, you, _opp, tile) => {
    m[tile + you] *= 2;
  },
  (m) => decide(m, -1),
  // Moons: Null, Ace, 2, 3, 4, 5.
  (m, you, _opp, _tile, decided) => {
    const t = revealReserve(m, you);
    if (t >= 0 && !decided) m[WARV + you] += valueOf(t);
  },
  (m, you) => decide(m, you),
  (m, you) => {
    const p = m[PLAY + you];
    m[PLAY + you] = m[WARV + you];
    m[WARV + you] = p;
  },
  (m, you, opp) => {
    m[WARV + you] += 1;
    m[WARV + opp] -= 1;
  },
  (m, you) => {
    m[WARV + you] += m[PLAY + you];
  },
  (m) => decide(m, -1),
  // Crowns: Null, Ace, 2, 3, 4, 5.
  (m, you, opp, _tile, decided) => {
    if (decided) revealReserve(m, opp);
    else awaitDecision(m, W_GUESS, you);
  },
  (m, you) => bonus(m, you, roll(m)),
  (m, you, opp) => {
    const looker = roll(m) % 2 === 0 ? you : opp;
    const count = Math.min(3, deckLen(m, looker));
    for (let i = 0; i < count; i++) m[KNOWS + deckAt(m, looker, i)] |= 1 << looker;
    if (count >= 2) {
      awaitDecision(m, W_REARRANGE, looker);
      m[AWAIT + 7] = count;
    }
  },
  (m, you) => {
    awaitDecision(m, W_RPS, you);
    m[AWAIT + 3] = you;
    m[AWAIT + 4] = 0;
    m[AWAIT + 5] = -1;
    m[AWAIT + 6] = -1;
  },
  (m, you) => {
    m[LOWEST] = 1;
    bonus(m, you, 1);
  },
  (m, you) => {
    if (roll(m) % 2 === 0) bonus(m, you, 3);
  },
  // Arms: Null, Ace, 2, 3, 4, 5.
  (m, _you, opp) => awaitDecision(m, W_NAME, opp),
  (m) => {
    m[DECKS_TOUCHED] = 1;
    const d = m[DECK_OF];
    m[DECK_OF] = m[DECK_OF + 1];
    m[DECK_OF + 1] = d;
  },
  (m, you, opp) => {
    awaitDecision(m, W_GIVE, opp);
    m[AWAIT + 7] = Math.min(2, m[SPENT_LEN]);
    m[AWAIT + 8] = you;
  },
  (m, you, opp) => {
    deckToReserve(m, you, 2);
    if (deckLen(m, opp) > 0) awaitDecision(m, W_FOLLOW, opp);
  },
  (m, you) => awaitDecision(m, W_SWITCH, you),
  (m) => {
    const r = m[RES_OF];
    m[RES_OF] = m[RES_OF + 1];
    m[RES_OF + 1] = r;
  },
];

/** The choices an awaited decision takes, carried out as choices.ts does (then the effects resume). */
export function chooseBonus(m: Model, o: StackedOptions, war: boolean): void {
  const you = m[AWAIT + 1],
    amount = m[AWAIT + 2];
  m[AWAIT] = W_NONE;
  m[(war ? WARV : PLAY) + you] += amount;
  resume(m);
}

/** rock 0, paper 1, scissors 2 (choices.ts rpsWinner): the winner's seat, or -1 for a tie. */
function rpsWinner(h0: number, h1: number): number {
  if (h0 === h1) return -1;
  return (h0 + 1) % 3 === h1 ? 1 : 0;
}

export function chooseRps(m: Model, o: StackedOptions, hand: number): void {
  const you = m[AWAIT + 1],
    opp = 1 - you;
  m[AWAIT + 5 + you] = hand;
  if (m[AWAIT + 5 + opp] < 0) {
    m[AWAIT + 1] = opp;
    return resume(m);
  }
  const winner = rpsWinner(m[AWAIT + 5], m[AWAIT + 6]);
  if (winner < 0) {
    // Why (002, Crowns-3): play again until someone wins; the ties are counted for the bonus.
    m[AWAIT + 4]++;
    m[AWAIT + 5] = -1;
    m[AWAIT + 6] = -1;
    m[AWAIT + 1] = m[AWAIT + 3];
    return resume(m);
  }
  const ties = m[AWAIT + 4];
  m[AWAIT] = W_NONE;
  bonus(m, winner, 1 + ties);
  resume(m);
}

export function chooseRearrange(m: Model, o: StackedOptions, order: readonly number[]): void {
  const you = m[AWAIT + 1],
    count = m[AWAIT + 7];
  const top = [deckAt(m, you, 0), deckAt(m, you, 1), count > 2 ? deckAt(m, you, 2) : -1];
  for (let i = 0; i < count; i++) setDeckAt(m, you, i, top[order[i]]);
  m[AWAIT] = W_NONE;
  resume(m);
}

export function chooseSwitch(m: Model, o: StackedOptions, positions: readonly number[]): void {
  const you = m[AWAIT + 1];
  const sorted = positions.slice().sort((x, y) => x - y);
  const base = deckLen(m, you) - sorted.length;
  // Documented choice: the k-th chosen reserve tile (from the top) changes places with the k-th of the bottom tiles.
  sorted.forEach((p, k) => {
    const t = resAt(m, you, p);
    setResAt(m, you, p, deckAt(m, you, base + k));
    setDeckAt(m, you, base + k, t);
  });
  m[AWAIT] = W_NONE;
  resume(m);
}

export function chooseFollow(m: Model, o: StackedOptions, follow: boolean): void {
  const you = m[AWAIT + 1];
  m[AWAIT] = W_NONE;
  if (follow) deckToReserve(m, you, 1);
  resume(m);
}

/** Arms-2: the first `count` coins of the spent pile go to the buyer's gifts (the playout's choice, and the only one searched). */
export function chooseGiveFirst(m: Model, _o: StackedOptions): void {
  const count = m[AWAIT + 7],
    to = m[AWAIT + 8];
  for (let i = 0; i < count; i++) {
    m[GIFTS + to * LIST_CAP + m[GIFT_LEN + to]++] = m[SPENT + i];
    heldCoin(m, to, m[SPENT + i], 1);
  }
  m.copyWithin(SPENT, SPENT + count, SPENT + m[SPENT_LEN]);
  m[SPENT_LEN] -= count;
  m[AWAIT] = W_NONE;
  resume(m);
}

/** Crowns-Null: `kind` is the guessed tile (suit * 6 + rank) when whole tiles are guessed, else the guessed rank. */
export function chooseGuess(m: Model, o: StackedOptions, kind: number): void {
  const you = m[AWAIT + 1],
    opp = 1 - you;
  m[AWAIT] = W_NONE;
  const t = revealReserve(m, opp);
  if (t >= 0 && (o.guess === 'tile' ? t % PACK : rankOf(t)) === kind) bonus(m, you, 2);
  resume(m);
}

export function chooseSuit(m: Model, o: StackedOptions, suit: number): void {
  const you = m[AWAIT + 1];
  m[AWAIT] = W_NONE;
  const cell = suit * 6 + rankOfRoll(roll(m));
  // Why (002, Arms-Null): landing on Arms-Null again means following it again: a new suit, a new roll.
  if (cell === ARMS * 6 + NULL) awaitDecision(m, W_NAME, you);
  else {
    m[CURRENT + 2] = cell;
    playCell(m);
  }
  resume(m);
}
