// The search's futures on a position (model.ts): an imagined world for a seat (determinize.ts's sample), a candidate
// decision, the rest of the round with the quick playout policy (rollout.ts), and the value of where it ends.
import type { Action } from '../../actions.ts';
import type { StackedOptions } from '../../options.ts';
import { below, nextU32, shuffleInts, type RngState } from '../../rng.ts';
import type { StackedAction } from '../actions.ts';
import { PACK, RANK_VALUE, rankIndex, rankOf, suitIndex, valueOf } from '../tiles.ts';
import {
  T_COINS,
  T_SUITS_UP,
  TALLY,
  TALLY_SIZE,
  AWAIT,
  BOUGHT,
  BUYER,
  DECK_CAP,
  DECKS_TOUCHED,
  DECK_HEAD,
  DECK_OF,
  DECKS,
  DONE,
  KNOWS,
  LOWEST,
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
  RNG,
  W_BONUS,
  W_FOLLOW,
  W_GIVE,
  W_GUESS,
  W_NAME,
  W_REARRANGE,
  W_RPS,
  W_SWITCH,
  WARV,
  WINDOW,
  deckAt,
  deckLen,
  resAt,
  resLen,
  setDeckAt,
  setResAt,
  type Model,
} from './model.ts';
import {
  buyOrPass,
  cellOpen,
  paysNow,
  tallyHand,
  chooseBonus,
  chooseFollow,
  chooseGiveFirst,
  chooseGuess,
  chooseRearrange,
  chooseRps,
  chooseSuit,
  chooseSwitch,
  collect,
  firstPayment,
  revealWartiles,
} from './round.ts';

/** Cells the playout policy tries when its seat is behind, cheapest first (rollout.ts RESCUES). */
const RESCUES: readonly number[] = [0 * 6 + 2, 0 * 6 + 3, 0 * 6 + 4, 1 * 6 + 3, 1 * 6 + 4, 0 * 6 + 1, 1 * 6 + 1];
/** Tile values by rank index (tiles.ts RANK_VALUE), as a typed table. */
const VALUE = Int32Array.from(RANK_VALUE);
const coins = new Int32Array(2);

/** The value `seat`'s current tile would have after a rescue cell (rollout.ts after). */
function after(m: Model, seat: number, cell: number): number {
  const at = m[WINDOW] > 0 ? WARV : PLAY;
  switch (cell) {
    case 2:
      return m[at + seat] + 2;
    case 3:
      return m[at + seat] + 4;
    case 4:
      return m[at + seat] * 2;
    case 9:
      return m[WARV + seat] + 1;
    case 10:
      return m[WARV + seat] + m[PLAY + seat];
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** The playout policy's purchase (rollout.ts playoutBuy): when not ahead, the cheapest rescue that puts it ahead. */
function playoutBuy(m: Model, o: StackedOptions, seat: number): void {
  if (m[OUTCOME] === -2 && m[BOUGHT + seat] < 2 && m[LOWEST] === 0) {
    const at = m[WINDOW] > 0 ? WARV : PLAY;
    const mine = m[at + seat],
      theirs = m[at + 1 - seat];
    if (mine <= theirs) {
      tallyHand(m, o, seat);
      for (const cell of RESCUES) {
        if (!cellOpen(m, seat, cell) || !paysNow(m, o, cell)) continue;
        if (after(m, seat, cell) > (cell === 9 ? theirs - 1 : theirs)) {
          const n = firstPayment(m, o, seat, cell, coins);
          return buyOrPass(m, o, cell, coins, n);
        }
      }
    }
  }
  buyOrPass(m, o, -1, coins, 0);
}

/**
 * The Crowns-Null guess for `seat` (rollout.ts likelyGuess): the opponent's top reserve tile when it knows it, else the
 * commonest tile kind (suit * 6 + rank, or the rank alone when only values are guessed) among the tiles it has not seen.
 */
export function likelyGuessOf(m: Model, seat: number, whole: boolean): number {
  if (resLen(m, 1 - seat) > 0) {
    const top = resAt(m, 1 - seat, 0);
    if ((m[KNOWS + top] >> seat) & 1) return guessKind(top, whole);
  }
  const count = guessCount.fill(0, 0, whole ? PACK : 6);
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < deckLen(m, s); i++) {
      const t = deckAt(m, s, i);
      if (!((m[KNOWS + t] >> seat) & 1)) count[guessKind(t, whole)]++;
    }
  }
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < resLen(m, s); i++) {
      const t = resAt(m, s, i);
      if (!((m[KNOWS + t] >> seat) & 1)) count[guessKind(t, whole)]++;
    }
  }
  let best = 0;
  for (let k = 1, n = whole ? PACK : 6; k < n; k++) if (count[k] > count[best]) best = k;
  return best;
}
const guessCount = new Int32Array(PACK);

/** What a guess names of tile `t`: the tile kind (suit * 6 + rank) when whole tiles are guessed, else its rank. */
const guessKind = (t: number, whole: boolean): number => (whole ? t % PACK : rankOf(t));

/**
 * The order that puts the highest of the top `count` tiles of `seat`'s deck on top, equal values keeping their order (a
 * stable insertion sort). Built by `push` alone: the lists `Array.prototype.map` and `sort` hand back were of another
 * shape to V8 than the game's, and threw the policy back to slow code (issue 34).
 */
function highestFirst(m: Model, seat: number, count: number): number[] {
  const order: number[] = [];
  for (let i = 0; i < count; i++) {
    order.push(i);
    for (let j = i; j > 0 && valueOf(deckAt(m, seat, order[j])) > valueOf(deckAt(m, seat, order[j - 1])); j--) {
      const x = order[j];
      order[j] = order[j - 1];
      order[j - 1] = x;
    }
  }
  return order;
}

/** One step of the quick policy for whoever must decide (rollout.ts playoutAction). */
function playoutStep(m: Model, o: StackedOptions, rng: RngState): void {
  const phase = m[PHASE];
  if (phase === P_BUY) return playoutBuy(m, o, m[BUYER]);
  if (phase === P_WAR) return revealWartiles(m, o);
  const seat = m[AWAIT + 1];
  switch (m[AWAIT]) {
    case W_BONUS:
      return chooseBonus(m, o, true);
    case W_RPS:
      return chooseRps(m, o, below(rng, 3));
    case W_REARRANGE:
      return chooseRearrange(m, o, highestFirst(m, seat, m[AWAIT + 7]));
    case W_SWITCH:
      return chooseSwitch(m, o, []);
    case W_FOLLOW:
      return chooseFollow(m, o, false);
    case W_GIVE:
      return chooseGiveFirst(m, o);
    case W_GUESS:
      return chooseGuess(m, o, likelyGuessOf(m, seat, o.guess === 'tile'));
    case W_NAME:
      return chooseSuit(m, o, below(rng, 4));
  }
}

/** Plays the round to its decision with the quick policy, then removes its tiles (rollout.ts finishRound). */
export function finishRoundOn(m: Model, o: StackedOptions, rng: RngState): void {
  for (let guard = 0; guard < 200 && m[PHASE] !== P_COLLECT && m[PHASE] !== P_OVER; guard++) {
    if (m[PHASE] === P_REVEAL) return;
    playoutStep(m, o, rng);
  }
  if (m[PHASE] === P_COLLECT) collect(m);
}

/** How many actions a seat's coins (hand and gifts) can still pay for (computer.ts actionsLeft), from its kept tally. */
function actionsLeftOn(m: Model, o: StackedOptions, seat: number): number {
  const t = TALLY + seat * TALLY_SIZE,
    n = m[t + T_COINS];
  if (o.coinsPerAction === 1) return n;
  if (o.coinSides === 'chosen') return n >> 1;
  const suits = m[t + T_SUITS_UP];
  return Math.min(suits, n - suits);
}

/** Tiles each seat removes when the sample's decks are played plainly, for Player A 0 and 1 (-1: not worked out yet). */
const plainCache = new Int32Array(4);

/**
 * The value of a played-out position for `seat` (computer.ts evaluate): tiles removed, the rest of the game played plainly
 * (rollout.ts plainRest), against the opponent's; the actions its coins can still buy while rounds remain; a lead bonus.
 */
export function evaluateOn(m: Model, o: StackedOptions, seat: number, actionWorth: number, leadBonus: number): number {
  const removed0 = m[REMOVED],
    removed1 = m[REMOVED + 1];
  let r0 = removed0,
    r1 = removed1;
  const over = m[DONE] === 1 || m[PHASE] === P_OVER;
  // The decks as the sample dealt them (no reveal or change this round): their plain count is the sample's, worked out once.
  const cached = !over && m[DECKS_TOUCHED] === 0 ? m[PLAYER_A] : -1;
  if (cached >= 0 && plainCache[cached * 2] >= 0) {
    r0 += plainCache[cached * 2];
    r1 += plainCache[cached * 2 + 1];
  } else if (!over) {
    const n0 = deckLen(m, 0),
      n1 = deckLen(m, 1);
    // Each deck read straight from its slot (the first tile at `d0`, `d1`).
    const s0 = m[DECK_OF],
      s1 = m[DECK_OF + 1];
    const d0 = DECKS + s0 * DECK_CAP + m[DECK_HEAD + s0],
      d1 = DECKS + s1 * DECK_CAP + m[DECK_HEAD + s1];
    let i0 = 0,
      i1 = 0,
      a = m[PLAYER_A];
    // Branch-free where the outcome is random (who shows the higher tile): the processor cannot predict it.
    while (i0 < n0 && i1 < n1) {
      let pot = 2;
      let v0 = VALUE[m[d0 + i0++] % 6],
        v1 = VALUE[m[d1 + i1++] % 6];
      let out = false;
      while (v0 === v1) {
        if (i0 >= n0 || i1 >= n1) {
          // A tie with a deck used up: the seat with tiles left wins; both empty is a drawn round (Player A removes).
          const winner = i0 >= n0 && i1 >= n1 ? -1 : i0 >= n0 ? 1 : 0;
          const remover = winner >= 0 ? winner : a;
          if (remover === 0) r0 += pot;
          else r1 += pot;
          if (winner >= 0) a = winner;
          out = true;
          break;
        }
        v0 = VALUE[m[d0 + i0++] % 6];
        v1 = VALUE[m[d1 + i1++] % 6];
        pot += 2;
      }
      if (out) continue;
      const w = (v0 - v1) >>> 31;
      r1 += pot & -w;
      r0 += pot & (w - 1);
      a = w;
    }
    if (cached >= 0) {
      plainCache[cached * 2] = r0 - removed0;
      plainCache[cached * 2 + 1] = r1 - removed1;
    }
  }
  const rounds = over ? 0 : Math.min(deckLen(m, 0), deckLen(m, 1));
  const coinsNow = Math.min(actionsLeftOn(m, o, seat), rounds) - Math.min(actionsLeftOn(m, o, 1 - seat), rounds);
  const diff = seat === 0 ? r0 - r1 : r1 - r0;
  return diff + actionWorth * coinsNow + (diff > 0 ? leadBonus : diff < 0 ? -leadBonus : 0);
}

const unseen = new Int32Array(96),
  places = new Int32Array(96),
  present = new Uint8Array(48);

/**
 * Rewrites a copied position as one world `seat` may imagine (determinize.ts): the tiles it has not seen placed are dealt at
 * random over the places it cannot see, the future dice come from `rng`, and the other seat's shown hand of
 * rock-paper-scissors is imagined at random.
 */
export function determinizeOn(m: Model, seat: number, rng: RngState): void {
  const bit = 1 << seat;
  let n = 0;
  present.fill(0);
  // Places are written as (list << 8 | index): decks of seats 0 and 1, then their reserves.
  for (let list = 0; list < 4; list++) {
    const s = list & 1,
      reserve = list >= 2;
    const len = reserve ? resLen(m, s) : deckLen(m, s);
    for (let i = 0; i < len; i++) {
      const t = reserve ? resAt(m, s, i) : deckAt(m, s, i);
      if ((m[KNOWS + t] & bit) === 0) {
        places[n++] = (list << 8) | i;
        present[t] = 1;
      }
    }
  }
  // The unseen tiles in id order (sorting first makes the sample independent of where they really lie), then shuffled.
  for (let t = 0, k = 0; t < 48; t++) if (present[t]) unseen[k++] = t;
  shuffleInts(rng, unseen, n);
  for (let k = 0; k < n; k++) {
    const list = places[k] >> 8,
      i = places[k] & 255,
      s = list & 1;
    if (list >= 2) setResAt(m, s, i, unseen[k]);
    else setDeckAt(m, s, i, unseen[k]);
  }
  // A new sample: its decks are the reference for the plain count, and none is worked out yet.
  m[DECKS_TOUCHED] = 0;
  plainCache.fill(-1);
  m[RNG] = nextU32(rng) | 0;
  m[RNG + 1] = nextU32(rng) | 0;
  m[RNG + 2] = nextU32(rng) | 0;
  m[RNG + 3] = nextU32(rng) | 1;
  if (m[AWAIT] === W_RPS && m[AWAIT + 5 + (1 - seat)] >= 0) m[AWAIT + 5 + (1 - seat)] = below(rng, 3);
}

/** A decision the search weighs, read once from its action: how it is played and its numbers (a cell, coins, an order...). */
export interface Move {
  /** A purchase or a pass (played in a buying window), else a choice an effect waits for. */
  readonly buying: boolean;
  /** Plays the move on a position in its phase. */
  readonly play: (m: Model, o: StackedOptions, mv: Move) => void;
  readonly cell: number;
  readonly coins: readonly number[];
  readonly count: number;
  readonly flag: boolean;
  readonly list: readonly number[];
}

/**
 * How each kind of move is played. The search calls a move's own `play`, so a kind it meets for the first time is one
 * more target of that call, where a branch per kind had been compiled without the kinds not met yet and threw the whole
 * search back to slow code at each new kind (issue 34). A pass is a purchase of no cell, so a buying window has one.
 */
const buyMove = (m: Model, o: StackedOptions, mv: Move): void => buyOrPass(m, o, mv.cell, mv.coins, mv.count);
const bonusMove = (m: Model, o: StackedOptions, mv: Move): void => chooseBonus(m, o, mv.flag);
const rearrangeMove = (m: Model, o: StackedOptions, mv: Move): void => chooseRearrange(m, o, mv.list);
const switchMove = (m: Model, o: StackedOptions, mv: Move): void => chooseSwitch(m, o, mv.list);
const followMove = (m: Model, o: StackedOptions, mv: Move): void => chooseFollow(m, o, mv.flag);
const suitMove = (m: Model, o: StackedOptions, mv: Move): void => chooseSuit(m, o, mv.cell);

/** A list copied by `push`: the game's lists come in several array shapes, the search's all in one. */
function listOf(items: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) out.push(items[i]);
  return out;
}

/** Reads a candidate decision into a move, or null for one the position cannot play (the caller searches on the state). */
export function toMove(action: Action): Move | null {
  const a = action as StackedAction;
  const move = (play: Move['play'], cell: number, coinList: readonly number[], flag: boolean, list: readonly number[]): Move => ({
    buying: play === buyMove,
    play,
    cell,
    coins: [coinList[0] ?? -1, coinList[1] ?? -1],
    count: coinList.length,
    flag,
    list: listOf(list),
  });
  switch (a.type) {
    case 'stacked/pass':
      return move(buyMove, -1, [], false, []);
    case 'stacked/buy':
      return move(buyMove, suitIndex(a.suit) * 6 + rankIndex(a.value), a.coins, false, []);
    case 'stacked/bonus':
      return move(bonusMove, -1, [], a.tile === 'war', []);
    case 'stacked/rearrange':
      return move(rearrangeMove, -1, [], false, a.order);
    case 'stacked/switch-reserve':
      return move(switchMove, -1, [], false, a.positions);
    case 'stacked/follow':
      return move(followMove, -1, [], a.follow, []);
    case 'stacked/name-suit':
      return move(suitMove, suitIndex(a.suit), [], false, []);
    default:
      return null;
  }
}

/** Plays a move of the searching seat on the position; false when it does not fit the position's phase. */
export function playMove(m: Model, o: StackedOptions, mv: Move): boolean {
  if (m[PHASE] !== (mv.buying ? P_BUY : P_EFFECT)) return false;
  mv.play(m, o, mv);
  return true;
}
