// The choices effects ask for: checking a decision against what the effect waits for, then carrying the effect on.
import type { ActionError } from '../actions.ts';
import type { Sink } from '../events.ts';
import { TILE_RANKS, TILE_SUITS } from '../pieces.ts';
import type { StackedAction } from './actions.ts';
import { playCell, deckToReserve } from './cells.ts';
import { roll } from './dice.ts';
import type { Hand, StackedState } from './state.ts';
import { addValue, bonus, revealReserve } from './table.ts';
import { ARMS, NULL, rankIndex, rankOf, rankOfRoll, suitIndex, suitOf } from './tiles.ts';

const HANDS: readonly Hand[] = ['rock', 'paper', 'scissors'];

const illegal = (message: string): ActionError => ({ code: 'illegal', message });

/** Whether `list` holds distinct whole numbers, each in [0, n). */
function distinctIndexes(list: unknown, n: number): list is number[] {
  return Array.isArray(list) && list.every((i) => Number.isInteger(i) && i >= 0 && i < n) && new Set(list).size === list.length;
}

/** The winner of one rock-paper-scissors game between seats 0 and 1, or -1 for a tie. */
export function rpsWinner(h0: Hand, h1: Hand): number {
  if (h0 === h1) return -1;
  return HANDS[(HANDS.indexOf(h0) + 1) % 3] === h1 ? 1 : 0;
}

/**
 * Why a decision does not fit the choice the current effect waits for, or null after carrying it out (the caller then
 * plays the rest of the effects). The state is changed only when the decision is accepted.
 */
export function choose(s: StackedState, a: StackedAction, ev: Sink): ActionError | null {
  const w = s.await!;
  const you = w.seat,
    opp = 1 - you;
  switch (w.kind) {
    case 'bonus': {
      if (a.type !== 'stacked/bonus')
        return illegal(`choose which tile gets +${w.amount}: {"type":"stacked/bonus","seat":${you},"tile":"play"|"war"}`);
      if (a.tile !== 'play' && a.tile !== 'war') return illegal('tile must be "play" or "war"');
      s.await = null;
      addValue(s, you, a.tile, w.amount, ev);
      return null;
    }
    case 'rps': {
      if (a.type !== 'stacked/rps') return illegal('rock-paper-scissors: {"type":"stacked/rps","seat":n,"hand":"rock"|"paper"|"scissors"}');
      if (!HANDS.includes(a.hand)) return illegal('hand must be rock, paper or scissors');
      w.hands[you] = a.hand;
      if (w.hands[opp] === null) {
        w.seat = opp;
        return null;
      }
      const hands = w.hands as Hand[];
      const winner = rpsWinner(hands[0], hands[1]);
      ev?.push({ type: 'stacked/rps', hands: hands.slice(), winner });
      if (winner < 0) {
        // Why (002, Crowns-3): play again until someone wins; the ties are counted for the bonus.
        w.ties++;
        w.hands = [null, null];
        w.seat = w.buyer;
        return null;
      }
      s.await = null;
      bonus(s, winner, 1 + w.ties, ev);
      return null;
    }
    case 'rearrange': {
      if (a.type !== 'stacked/rearrange')
        return illegal(`reorder the top ${w.count} tiles of your deck: {"type":"stacked/rearrange","seat":${you},"order":[...]}`);
      if (!distinctIndexes(a.order, w.count) || a.order.length !== w.count)
        return illegal(`order must list each of 0..${w.count - 1} once (new top first)`);
      const deck = s.decks[you];
      const top = deck.slice(0, w.count);
      for (let i = 0; i < w.count; i++) deck[i] = top[a.order[i]];
      s.await = null;
      ev?.push({ type: 'stacked/rearranged', seat: you, count: w.count });
      return null;
    }
    case 'switch-reserve': {
      if (a.type !== 'stacked/switch-reserve')
        return illegal(`choose reserve tiles to switch: {"type":"stacked/switch-reserve","seat":${you},"positions":[...]}`);
      const reserve = s.reserves[you],
        deck = s.decks[you];
      if (!distinctIndexes(a.positions, reserve.length))
        return illegal(`positions must be distinct reserve positions from 0 to ${reserve.length - 1}`);
      if (a.positions.length > deck.length) return illegal(`your deck holds only ${deck.length} tiles to switch with`);
      const positions = a.positions.slice().sort((x, y) => x - y);
      const base = deck.length - positions.length;
      // Documented choice: the k-th chosen reserve tile (from the top) changes places with the k-th of the bottom tiles.
      positions.forEach((p, k) => {
        const t = reserve[p];
        reserve[p] = deck[base + k];
        deck[base + k] = t;
      });
      s.await = null;
      if (positions.length > 0) ev?.push({ type: 'stacked/move', seat: you, count: positions.length, from: 'reserve', to: 'deck-bottom' });
      return null;
    }
    case 'follow': {
      if (a.type !== 'stacked/follow')
        return illegal(`put your top deck tile under your reserve too? {"type":"stacked/follow","seat":${you},"follow":true|false}`);
      if (typeof a.follow !== 'boolean') return illegal('follow must be true or false');
      s.await = null;
      if (a.follow) deckToReserve(s, you, 1, ev);
      return null;
    }
    case 'give': {
      if (a.type !== 'stacked/give')
        return illegal(`choose ${w.count} spent coin(s) to give: {"type":"stacked/give","seat":${you},"coins":[...]}`);
      const coins = a.coins;
      if (
        !Array.isArray(coins) ||
        coins.length !== w.count ||
        new Set(coins).size !== coins.length ||
        !coins.every((c) => s.spent.includes(c))
      )
        return illegal(`give exactly ${w.count} different coin(s) from the spent pile`);
      s.spent = s.spent.filter((c) => !coins.includes(c));
      s.gifts[w.to].push(...coins);
      s.await = null;
      ev?.push({ type: 'stacked/give', from: you, to: w.to, coins: coins.slice() });
      return null;
    }
    case 'guess': {
      // Why (002, Crowns-Null): "guess opponent's next reserve tile": a whole tile, suit and value (option guess tile).
      const whole = s.options.guess === 'tile';
      const form = whole ? `"suit":"suns"|"moons"|"crowns"|"arms","value":"null"|"ace"|"2".."5"` : `"value":"null"|"ace"|"2".."5"`;
      if (a.type !== 'stacked/guess')
        return illegal(`guess the opponent's top reserve tile: {"type":"stacked/guess","seat":${you},${form}}`);
      const rank = rankIndex(a.value);
      if (rank < 0) return illegal(`value must be one of ${TILE_RANKS.join(', ')}`);
      const suit = whole ? suitIndex(a.suit) : -1;
      if (whole && suit < 0) return illegal(`suit must be one of ${TILE_SUITS.join(', ')}: Crowns-Null guesses a whole tile`);
      if (!whole && a.suit !== undefined) return illegal('this game guesses only the value (option guess value): leave out the suit');
      s.await = null;
      const t = revealReserve(s, opp, ev);
      const right = t >= 0 && rankOf(t) === rank && (!whole || suitOf(t) === suit);
      ev?.push({ type: 'stacked/guess', seat: you, value: rank, suit, right });
      if (right) bonus(s, you, 2, ev);
      return null;
    }
    case 'name-suit': {
      if (a.type !== 'stacked/name-suit')
        return illegal(`name a suit: {"type":"stacked/name-suit","seat":${you},"suit":"suns"|"moons"|"crowns"|"arms"}`);
      const suit = suitIndex(a.suit);
      if (suit < 0) return illegal(`suit must be one of ${TILE_SUITS.join(', ')}`);
      s.await = null;
      ev?.push({ type: 'stacked/name-suit', seat: you, suit });
      const e = s.effect!;
      const r = roll(s);
      ev?.push({ type: 'stacked/roll', seat: e.seat, roll: r });
      const cell = suit * 6 + rankOfRoll(r);
      // Why (002, Arms-Null): landing on Arms-Null again means following it again: a new suit, a new roll.
      if (cell === ARMS * 6 + NULL) s.await = { kind: 'name-suit', seat: you };
      else {
        e.cell = cell;
        playCell(s, e, ev);
      }
      return null;
    }
  }
}
