// The round: playtiles, buying windows (B then A), effects played A's first, judging, wars, removing tiles, the game's end.
import type { ActionError } from '../actions.ts';
import type { Sink } from '../events.ts';
import type { GameResult } from '../state.ts';
import type { BuyAction } from './actions.ts';
import { playCell } from './cells.ts';
import { canBuy, cellOpen, MAX_ACTIONS_PER_ROUND, paymentError } from './coins.ts';
import type { StackedState } from './state.ts';
import { decide, revealDeck } from './table.ts';
import { cellName, rankIndex, suitIndex } from './tiles.ts';

/** Offers the open window to the current buyer, or moves on when that seat cannot buy anything (no decision to make). */
function offer(s: StackedState, ev: Sink): void {
  if (canBuy(s, s.buyer)) s.phase = 'buy';
  else nextBuyer(s, ev);
}

/** After Player B's turn to buy comes Player A's; after Player A's the effects are played. */
function nextBuyer(s: StackedState, ev: Sink): void {
  if (s.buyer !== s.playerA) {
    s.buyer = s.playerA;
    offer(s, ev);
  } else {
    s.buyer = -1;
    resume(s, ev);
  }
}

/**
 * Coins given by Arms-2 join their receiver's hand. Why (002, Arms-2): given coins may be played "on a later turn"; a
 * turn to spend is a buying window, so they count from the next window on, a war's window in the same round included.
 */
function receiveGifts(s: StackedState): void {
  for (let seat = 0; seat < 2; seat++) {
    s.hands[seat].push(...s.gifts[seat]);
    s.gifts[seat] = [];
  }
}

/** Opens a buying window: Player B may buy first (002, "Gameplay"); coins given since the last window can be spent. */
function openWindow(s: StackedState, ev: Sink): void {
  receiveGifts(s);
  s.buyer = 1 - s.playerA;
  offer(s, ev);
}

/** The flip of phase 'reveal': Player A reveals a playtile, then Player B; then the first buying window opens. */
export function revealPlaytiles(s: StackedState, ev: Sink): void {
  const a = s.playerA;
  revealDeck(s, a, 'play', ev);
  revealDeck(s, 1 - a, 'play', ev);
  openWindow(s, ev);
}

/** Checks and makes a purchase (or a pass) in the open window. */
export function buyOrPass(s: StackedState, a: BuyAction | { type: 'stacked/pass'; seat: number }, ev: Sink): ActionError | null {
  const seat = s.buyer;
  if (a.type === 'stacked/buy') {
    const suit = suitIndex(a.suit),
      rank = rankIndex(a.value);
    if (suit < 0 || rank < 0)
      return { code: 'illegal', message: 'name the cell by suit (suns, moons, crowns, arms) and value (null, ace, 2..5)' };
    const cell = suit * 6 + rank;
    if (s.bought[seat] >= MAX_ACTIONS_PER_ROUND)
      return { code: 'illegal', message: `you have bought ${MAX_ACTIONS_PER_ROUND} actions this round already` };
    if (!cellOpen(s, seat, cell))
      return {
        code: 'illegal',
        message: `${cellName(cell)} cannot be bought now${suit === 1 && s.window === 0 ? ' (the Moons column is for wars)' : ' (the reserve it reveals is empty)'}`,
      };
    const why = paymentError(s, seat, cell, a.coins);
    if (why) return { code: 'illegal', message: why };
    const coins = a.coins.slice();
    s.hands[seat] = s.hands[seat].filter((c) => !coins.includes(c));
    s.bought[seat]++;
    const effect = { seat, cell, bought: cell, coins };
    // Why (002): B buys first and A after, but A's effect is played first ("last in, first out").
    if (seat === s.playerA) s.effects.unshift(effect);
    else s.effects.push(effect);
    ev?.push({ type: 'stacked/buy', seat, cell, coins: coins.slice() });
  } else ev?.push({ type: 'stacked/pass', seat });
  nextBuyer(s, ev);
  return null;
}

/** Puts a played effect's coins on the spent pile: shown coins are spent once their effect has been played (002). */
function spend(s: StackedState, coins: number[], ev: Sink): void {
  s.spent.push(...coins);
  ev?.push({ type: 'stacked/spent', coins: coins.slice() });
}

/** Plays bought effects in order until one waits for a decision or all are played; then judges the round. */
export function resume(s: StackedState, ev: Sink): void {
  for (;;) {
    if (s.await) {
      s.phase = 'effect';
      return;
    }
    if (s.effect) {
      spend(s, s.effect.coins, ev);
      s.effect = null;
    }
    const next = s.effects.shift();
    if (!next) return judge(s, ev);
    s.effect = next;
    playCell(s, next, ev);
  }
}

/** Compares the current values when no effect decided the round: the higher wins (the lower after Crowns-4); a tie is a war. */
function judge(s: StackedState, ev: Sink): void {
  if (!s.outcome) {
    const values = s.window > 0 ? s.war : s.play;
    if (values[0] === values[1]) {
      s.phase = 'war';
      ev?.push({ type: 'stacked/tie', window: s.window + 1 });
      return;
    }
    const high = values[0] > values[1] ? 0 : 1;
    decide(s, s.lowestWins ? 1 - high : high, s.lowestWins ? 'lower' : 'higher', ev);
  }
  s.phase = 'collect';
}

/**
 * The flip of phase 'war': each player reveals a wartile and a new buying window opens. Documented choice: a player whose
 * deck is empty cannot go to war and loses the round; if both decks are empty the round is drawn.
 */
export function revealWartiles(s: StackedState, ev: Sink): void {
  const empty = [s.decks[0].length === 0, s.decks[1].length === 0];
  if (empty[0] || empty[1]) {
    decide(s, empty[0] && empty[1] ? -1 : empty[0] ? 1 : 0, 'deck-empty', ev);
    s.phase = 'collect';
    return;
  }
  s.window++;
  const a = s.playerA;
  revealDeck(s, a, 'war', ev);
  revealDeck(s, 1 - a, 'war', ev);
  openWindow(s, ev);
}

/** The result once the decks are used up: more tiles removed wins; equal counts draw. */
export function finalResult(s: StackedState): GameResult {
  const [r0, r1] = [s.removed[0].length, s.removed[1].length];
  if (r0 === r1) return { reason: 'most-removed', winners: [], losers: [], draw: true };
  const w = r0 > r1 ? 0 : 1;
  return { reason: 'most-removed', winners: [w], losers: [1 - w], draw: false };
}

/**
 * The flip of phase 'collect': the round's winner removes every tile revealed or played this round and becomes Player A.
 * Why (002): on a drawn round (Suns-5, Moons-5) Player A stays Player A and removes the tiles, as the text's last rule says.
 * Documented choice: the game ends when a deck is empty after a round (no new playtile can be revealed).
 */
export function collect(s: StackedState, ev: Sink): void {
  const winner = s.outcome!.winner;
  const remover = winner >= 0 ? winner : s.playerA;
  const tiles = [...s.table[0], ...s.table[1], ...s.revealed[0], ...s.revealed[1]];
  s.removed[remover].push(...tiles);
  if (winner >= 0) s.playerA = winner;
  ev?.push({ type: 'stacked/removed', round: s.round, remover, tiles, playerA: s.playerA });
  receiveGifts(s);
  for (let seat = 0; seat < 2; seat++) {
    s.table[seat] = [];
    s.revealed[seat] = [];
  }
  s.play = [0, 0];
  s.war = [0, 0];
  s.lowestWins = false;
  s.outcome = null;
  s.bought = [0, 0];
  s.window = 0;
  s.rolls = [];
  if (s.decks[0].length === 0 || s.decks[1].length === 0) {
    s.phase = 'over';
    s.result = finalResult(s);
    ev?.push({ type: 'game-end', result: s.result });
    return;
  }
  s.round++;
  s.phase = 'reveal';
}
