// A Stacked Deck War position for the computer player's search, in one Int32Array: copied in one call, played in place.
// It holds what the rest of a round needs (decks, reserves, coins, the round on the table, the effects) and loads from a
// game state; round.ts plays the round on it exactly as the game's rules do (the differential test holds them equal).
import type { Await, StackedState } from '../state.ts';

/** Phases, as the game's words. */
export const P_ARRANGE = 0,
  P_REVEAL = 1,
  P_BUY = 2,
  P_EFFECT = 3,
  P_WAR = 4,
  P_COLLECT = 5,
  P_OVER = 6;
const PHASES = ['arrange', 'reveal', 'buy', 'effect', 'war', 'collect', 'over'] as const;

/** Decisions an effect waits for. */
export const W_NONE = 0,
  W_BONUS = 1,
  W_RPS = 2,
  W_REARRANGE = 3,
  W_SWITCH = 4,
  W_FOLLOW = 5,
  W_GIVE = 6,
  W_GUESS = 7,
  W_NAME = 8;
const AWAITS: Record<Await['kind'], number> = {
  bonus: W_BONUS,
  rps: W_RPS,
  rearrange: W_REARRANGE,
  'switch-reserve': W_SWITCH,
  follow: W_FOLLOW,
  give: W_GIVE,
  guess: W_GUESS,
  'name-suit': W_NAME,
};
const HANDS = ['rock', 'paper', 'scissors'] as const;

/** Offsets of the fields (a pair: seat 0, then seat 1). */
export const RNG = 0; // the game's stream (dice), 4 words
export const PHASE = 4,
  PLAYER_A = 5,
  WINDOW = 6,
  BUYER = 7,
  LOWEST = 8;
/** The round's decision: -2 undecided, -1 drawn, else the winner. */
export const OUTCOME = 9;
export const PLAY = 10,
  WARV = 12,
  BOUGHT = 14;
/** Tiles revealed this round (playtiles, wartiles and reserve tiles): the round's winner removes them. */
export const ON_TABLE = 16;
export const REMOVED = 17,
  ROUND = 19,
  DONE = 20;
/** Which deck and reserve slot each seat holds (switching decks or reserves swaps them). */
export const DECK_OF = 21,
  RES_OF = 23;
export const DECK_HEAD = 25,
  DECK_LEN = 27,
  RES_HEAD = 29,
  RES_LEN = 31,
  HAND_LEN = 33,
  GIFT_LEN = 35,
  SPENT_LEN = 37;
/** Effects waiting, in order: EFFECT_SIZE ints each (seat, cell, bought, coin count, coins). */
export const EFFECTS = 38,
  EFFECT_COUNT = 39,
  EFFECT_SIZE = 6,
  MAX_EFFECTS = 4;
/** The effect being played: present flag, then seat, cell, bought, coin count, coins. */
export const CURRENT = EFFECTS + 2 + EFFECT_SIZE * MAX_EFFECTS;
/** The decision awaited: kind, seat, amount, buyer, ties, hand of seat 0, hand of seat 1 (-1 none), count, to. */
export const AWAIT = CURRENT + 1 + EFFECT_SIZE;
export const KNOWS = AWAIT + 9,
  COIN_UP = KNOWS + 48;
export const DECK_CAP = 24,
  RES_CAP = 48,
  LIST_CAP = 48;
export const DECKS = COIN_UP + 48,
  RESERVES = DECKS + 2 * DECK_CAP,
  HAND = RESERVES + 2 * RES_CAP,
  GIFTS = HAND + 2 * LIST_CAP;
export const SPENT = GIFTS + 2 * LIST_CAP;
/**
 * Per seat, TALLY_SIZE ints kept up to date as coins move: the hand's coins showing each suit (4), each value (6), each
 * cell's own coins (24); then coins in hand and gifts, and how many of those lie suit side up.
 */
export const TALLY = SPENT + 2 * LIST_CAP,
  TALLY_SIZE = 36;
export const T_SUIT = 0,
  T_RANK = 4,
  T_OWN = 10,
  T_COINS = 34,
  T_SUITS_UP = 35;
/** Set when the round has changed a deck (a reveal, a rearrangement, a switch), so the decks' plain count must be redone. */
export const DECKS_TOUCHED = 38;
export const SIZE = TALLY + 2 * TALLY_SIZE;

/** A position's memory. */
export type Model = Int32Array;

/** A fresh, empty position. */
export function newModel(): Model {
  return new Int32Array(SIZE);
}

/** Copies a position into another (one call). */
export function copyModel(from: Model, to: Model): Model {
  to.set(from);
  return to;
}

/** Writes an effect (seat, cell, bought, coins) at `at`. */
function putEffect(m: Model, at: number, e: { seat: number; cell: number; bought: number; coins: number[] }): void {
  m[at] = e.seat;
  m[at + 1] = e.cell;
  m[at + 2] = e.bought;
  m[at + 3] = e.coins.length;
  m[at + 4] = e.coins[0] ?? -1;
  m[at + 5] = e.coins[1] ?? -1;
}

/**
 * Loads a game state (in phase buy, effect, war or collect, with no loaded dice) into a position. Returns false when the
 * position does not fit (a prepared setup's loaded dice, or more pieces than the fields hold), so the caller searches on
 * the state instead.
 */
export function loadModel(m: Model, s: StackedState): boolean {
  if (s.dice.length > 0 || s.effects.length > MAX_EFFECTS) return false;
  for (let seat = 0; seat < 2; seat++)
    if (
      s.decks[seat].length > DECK_CAP ||
      s.reserves[seat].length > RES_CAP ||
      s.hands[seat].length > LIST_CAP ||
      s.gifts[seat].length > LIST_CAP
    )
      return false;
  if (s.spent.length > 2 * LIST_CAP) return false;
  m.fill(0);
  for (let i = 0; i < 4; i++) m[RNG + i] = s.rng[i];
  m[PHASE] = PHASES.indexOf(s.phase);
  m[PLAYER_A] = s.playerA;
  m[WINDOW] = s.window;
  m[BUYER] = s.buyer;
  m[LOWEST] = s.lowestWins ? 1 : 0;
  m[OUTCOME] = s.outcome ? s.outcome.winner : -2;
  m[ROUND] = s.round;
  m[DONE] = s.result ? 1 : 0;
  let onTable = 0;
  for (let seat = 0; seat < 2; seat++) {
    m[PLAY + seat] = s.play[seat];
    m[WARV + seat] = s.war[seat];
    m[BOUGHT + seat] = s.bought[seat];
    m[REMOVED + seat] = s.removed[seat].length;
    onTable += s.table[seat].length + s.revealed[seat].length;
    m[DECK_OF + seat] = seat;
    m[RES_OF + seat] = seat;
    m[DECK_LEN + seat] = putList(m, DECKS + seat * DECK_CAP, s.decks[seat]);
    m[RES_LEN + seat] = putList(m, RESERVES + seat * RES_CAP, s.reserves[seat]);
    m[HAND_LEN + seat] = putList(m, HAND + seat * LIST_CAP, s.hands[seat]);
    m[GIFT_LEN + seat] = putList(m, GIFTS + seat * LIST_CAP, s.gifts[seat]);
  }
  m[ON_TABLE] = onTable;
  m[SPENT_LEN] = putList(m, SPENT, s.spent);
  m[EFFECT_COUNT] = s.effects.length;
  for (let i = 0; i < s.effects.length; i++) putEffect(m, EFFECTS + 2 + i * EFFECT_SIZE, s.effects[i]);
  m[CURRENT] = s.effect ? 1 : 0;
  if (s.effect) putEffect(m, CURRENT + 1, s.effect);
  const w = s.await;
  m[AWAIT] = w ? AWAITS[w.kind] : W_NONE;
  if (w) {
    m[AWAIT + 1] = w.seat;
    if (w.kind === 'bonus') m[AWAIT + 2] = w.amount;
    if (w.kind === 'rps') {
      m[AWAIT + 3] = w.buyer;
      m[AWAIT + 4] = w.ties;
      m[AWAIT + 5] = w.hands[0] === null ? -1 : HANDS.indexOf(w.hands[0]);
      m[AWAIT + 6] = w.hands[1] === null ? -1 : HANDS.indexOf(w.hands[1]);
    }
    if (w.kind === 'rearrange' || w.kind === 'give') m[AWAIT + 7] = w.count;
    if (w.kind === 'give') m[AWAIT + 8] = w.to;
  }
  for (let t = 0; t < 48; t++) {
    m[KNOWS + t] = s.knows[t];
    m[COIN_UP + t] = s.coinUp[t];
  }
  for (let seat = 0; seat < 2; seat++) {
    const hand = s.hands[seat],
      gifts = s.gifts[seat];
    for (let i = 0; i < hand.length; i++) {
      handCoin(m, seat, hand[i], 1);
      heldCoin(m, seat, hand[i], 1);
    }
    for (let i = 0; i < gifts.length; i++) heldCoin(m, seat, gifts[i], 1);
  }
  return true;
}

/**
 * Writes a list of the state at `at`; returns its length. Plain loops: the closures of `forEach` and the copies of a
 * spread made loading, once a decision, one of the largest functions V8 compiled while a process warmed up (issue 34).
 */
function putList(m: Model, at: number, list: readonly number[]): number {
  for (let i = 0; i < list.length; i++) m[at + i] = list[i];
  return list.length;
}

/** Counts a coin into (1) or out of (-1) what `seat`'s hand can show. */
export function handCoin(m: Model, seat: number, c: number, n: number): void {
  const t = TALLY + seat * TALLY_SIZE,
    up = m[COIN_UP + c];
  if (up !== 1) m[t + T_SUIT + (((c % 24) / 6) | 0)] += n;
  if (up !== 0) m[t + T_RANK + (c % 6)] += n;
  m[t + T_OWN + (c % 24)] += n;
}

/** Counts a coin into (1) or out of (-1) the coins `seat` holds (hand and gifts). */
export function heldCoin(m: Model, seat: number, c: number, n: number): void {
  const t = TALLY + seat * TALLY_SIZE;
  m[t + T_COINS] += n;
  if (m[COIN_UP + c] === 0) m[t + T_SUITS_UP] += n;
}

/** The deck held by `seat`: its slot's base offset (tiles from DECK_HEAD), length at DECK_LEN + slot. */
export const deckSlot = (m: Model, seat: number): number => m[DECK_OF + seat];
export const resSlot = (m: Model, seat: number): number => m[RES_OF + seat];

/** The tile `i` places below the top of `seat`'s deck. */
export function deckAt(m: Model, seat: number, i: number): number {
  const slot = m[DECK_OF + seat];
  return m[DECKS + slot * DECK_CAP + m[DECK_HEAD + slot] + i];
}

/** Sets the tile `i` places below the top of `seat`'s deck. */
export function setDeckAt(m: Model, seat: number, i: number, tile: number): void {
  const slot = m[DECK_OF + seat];
  m[DECKS_TOUCHED] = 1;
  m[DECKS + slot * DECK_CAP + m[DECK_HEAD + slot] + i] = tile;
}

export const deckLen = (m: Model, seat: number): number => m[DECK_LEN + m[DECK_OF + seat]];
export const resLen = (m: Model, seat: number): number => m[RES_LEN + m[RES_OF + seat]];

/** The tile `i` places below the top of `seat`'s reserve. */
export function resAt(m: Model, seat: number, i: number): number {
  const slot = m[RES_OF + seat];
  return m[RESERVES + slot * RES_CAP + m[RES_HEAD + slot] + i];
}

export function setResAt(m: Model, seat: number, i: number, tile: number): void {
  const slot = m[RES_OF + seat];
  m[RESERVES + slot * RES_CAP + m[RES_HEAD + slot] + i] = tile;
}

/** Takes the top tile off `seat`'s deck (-1 when empty). */
export function shiftDeck(m: Model, seat: number): number {
  const slot = m[DECK_OF + seat];
  if (m[DECK_LEN + slot] === 0) return -1;
  const tile = m[DECKS + slot * DECK_CAP + m[DECK_HEAD + slot]];
  m[DECK_HEAD + slot]++;
  m[DECK_LEN + slot]--;
  m[DECKS_TOUCHED] = 1;
  return tile;
}

/** Takes the top tile off `seat`'s reserve (-1 when empty). */
export function shiftReserve(m: Model, seat: number): number {
  const slot = m[RES_OF + seat];
  if (m[RES_LEN + slot] === 0) return -1;
  const tile = m[RESERVES + slot * RES_CAP + m[RES_HEAD + slot]];
  m[RES_HEAD + slot]++;
  m[RES_LEN + slot]--;
  return tile;
}

/** Puts a tile under `seat`'s reserve, moving the reserve to the front of its slot first when it would run past the end. */
export function pushReserve(m: Model, seat: number, tile: number): void {
  const slot = m[RES_OF + seat];
  const base = RESERVES + slot * RES_CAP;
  if (m[RES_HEAD + slot] + m[RES_LEN + slot] >= RES_CAP) {
    m.copyWithin(base, base + m[RES_HEAD + slot], base + m[RES_HEAD + slot] + m[RES_LEN + slot]);
    m[RES_HEAD + slot] = 0;
  }
  m[base + m[RES_HEAD + slot] + m[RES_LEN + slot]++] = tile;
}
