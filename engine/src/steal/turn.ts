// Steal War's course of play: each turn's look and rounds of declarations, the reveal, wars, the pickup and running out.
import type { Shown, Sink } from '../events.ts';
import type { Rules } from '../rules.ts';
import type { GameResult } from '../state.ts';
import { activeSeats, judge } from '../trick.ts';
import { replenish, reserveOf, takeTop, untrackShown } from './cards.ts';
import { anyPileOpen, carryOutSteals, guardPiles, pilesClaimed } from './steals.ts';
import { PLAY, UNDECLARED, type StealState } from './state.ts';

/** Ends the game with a result. */
export function finish(s: StealState, result: GameResult, ev: Sink): void {
  s.phase = 'over';
  s.result = result;
  s.asked.fill(false);
  ev?.push({ type: 'game-end', result });
}

function others(s: StealState, seats: readonly number[]): number[] {
  return s.out.map((_, i) => i).filter((i) => !seats.includes(i));
}

function cap(s: StealState, ev: Sink): void {
  finish(s, { reason: 'cap', winners: [], losers: [], draw: true }, ev);
}

/** Starts a battle: the trick counter moves on and every seat still in looks at its next card. */
export function startBattle(s: StealState, rules: Rules, ev: Sink): void {
  s.tricks++;
  s.depth = 0;
  s.trickWinner = -1;
  openTurn(s, rules, ev);
}

/**
 * A turn of play (a battle or a war's face-up step): each seat takes its next card and looks at it, then the first
 * round of declarations opens. Protection lasts for one turn.
 */
function openTurn(s: StealState, rules: Rules, ev: Sink): void {
  s.phase = 'declare';
  s.round = 0;
  s.guarded.fill(false);
  s.committed.fill(false);
  const seats = activeSeats(s);
  for (const seat of seats) s.hands[seat] = takeTop(s, seat, ev);
  openRound(s, rules, seats, ev);
}

/**
 * Opens a round of declarations for seats holding an uncommitted card. A seat is asked whenever some opponent's pile is
 * open to it (public, so being asked gives nothing away about its card); the others commit their card at once. When
 * nobody is asked after a round of steals the cards are revealed; in a turn's first round anyone flips to reveal them.
 */
function openRound(s: StealState, rules: Rules, candidates: readonly number[], ev: Sink): void {
  s.round++;
  s.asked.fill(false);
  s.declared.fill(UNDECLARED);
  let anyAsked = false;
  for (const seat of candidates) {
    if (anyPileOpen(s, seat)) s.asked[seat] = anyAsked = true;
    else s.committed[seat] = true;
  }
  if (!anyAsked && s.round > 1) reveal(s, rules, ev);
}

/** Records a declaration; once every asked seat has declared, the round is carried out. */
export function declare(s: StealState, rules: Rules, seat: number, choice: number, ev: Sink): void {
  s.declared[seat] = choice;
  for (let i = 0; i < s.asked.length; i++) if (s.asked[i] && s.declared[i] === UNDECLARED) return;
  resolveRound(s, rules, ev);
}

/** Carries out a complete round: plays commit, protection is announced, steals happen at once, thieves look again. */
function resolveRound(s: StealState, rules: Rules, ev: Sink): void {
  for (let seat = 0; seat < s.asked.length; seat++) if (s.asked[seat] && s.declared[seat] === PLAY) s.committed[seat] = true;
  guardPiles(s, rules, ev);
  // The steals of a round happen at once, so a round that would take the game past its steal cap ends it first.
  if (s.steals + pilesClaimed(s) > s.options.maxTricks) return cap(s, ev);
  const { thieves, refused } = carryOutSteals(s, ev);
  // Why (003, Steal War): after a steal "you then look at the next card from your face down packet".
  for (const seat of thieves) {
    replenish(s, seat, ev);
    s.hands[seat] = takeTop(s, seat, ev);
  }
  if (thieves.length > 0 && s.steals >= s.options.maxTricks) return cap(s, ev);
  // Why (003, Steal War): the thief looks at its next card "and play[s] it (or, in a game of more than 2 players,
  // possibly steal another pile...)": with two players still in, a thief's next card is committed at once.
  const stealAgain = activeSeats(s).length > 2;
  if (!stealAgain) for (const seat of thieves) s.committed[seat] = true;
  const again = (stealAgain ? thieves : []).concat(refused).sort((a, b) => a - b);
  if (again.length === 0) {
    s.asked.fill(false);
    s.declared.fill(UNDECLARED);
    return reveal(s, rules, ev);
  }
  openRound(s, rules, again, ev);
}

/** Every seat still in turns its committed card face up; the cards are judged: one winner, or a tie and a war. */
export function reveal(s: StealState, rules: Rules, ev: Sink): void {
  const faceUp: Shown[] = [];
  for (const seat of activeSeats(s)) {
    const piece = s.hands[seat];
    s.table.push({ seat, piece, up: true, depth: s.depth });
    s.hands[seat] = -1;
    untrackShown(s, seat, piece);
    if (ev) faceUp.push({ seat, piece });
  }
  s.committed.fill(false);
  s.guarded.fill(false);
  s.round = 0;
  if (ev) {
    if (s.depth === 0) ev.push({ type: 'battle', trick: s.tricks, faceUp });
    else {
      const faceDown = s.out.map(() => 0);
      for (const t of s.table) if (!t.up && t.depth === s.depth) faceDown[t.seat]++;
      ev.push({ type: 'war', depth: s.depth, faceDown, faceUp });
    }
  }
  judge(s, rules, ev);
  if (s.phase === 'war') startWar(s, rules, ev);
  else gather(s, rules, ev);
}

/**
 * A war step: every seat still in puts `warFaceDown` cards face down, unseen, then looks at the next one. A seat that
 * cannot do that with its packet and capture pile runs out and loses at once.
 */
function startWar(s: StealState, rules: Rules, ev: Sink): void {
  s.depth++;
  const need = s.options.warFaceDown + 1;
  const short = activeSeats(s).filter((seat) => reserveOf(s, seat) < need);
  if (short.length > 0 && runOut(s, short, ev)) return;
  for (const seat of activeSeats(s))
    for (let k = 0; k < s.options.warFaceDown; k++) s.table.push({ seat, piece: takeTop(s, seat, ev), up: false, depth: s.depth });
  openTurn(s, rules, ev);
}

/**
 * Short seats run out in order of how little they hold; seats holding the same number run out together. Each gives up
 * what it has to the pot and is out. Returns true when that ended the game (one seat left, or nobody).
 * Why (003, Steal War): "a player who runs out of cards during a war loses immediately".
 */
function runOut(s: StealState, short: number[], ev: Sink): boolean {
  short.sort((a, b) => reserveOf(s, a) - reserveOf(s, b) || a - b);
  while (short.length > 0 && activeSeats(s).length > 1) {
    const count = reserveOf(s, short[0]);
    const group = short.filter((seat) => reserveOf(s, seat) === count);
    short = short.slice(group.length);
    for (const seat of group) {
      for (const piece of s.packets[seat].concat(s.piles[seat])) s.table.push({ seat, piece, up: false, depth: s.depth });
      s.packets[seat] = [];
      s.piles[seat] = [];
      s.out[seat] = true;
      ev?.push({ type: 'out', seat, why: 'short' });
    }
    if (activeSeats(s).length === 0) {
      finish(s, { reason: 'stalemate', winners: [], losers: others(s, group), draw: true }, ev);
      return true;
    }
  }
  const left = activeSeats(s);
  if (left.length > 1) return false;
  finish(s, { reason: 'ran-out', winners: left, losers: others(s, left), draw: false }, ev);
  return true;
}

/**
 * The trick is won: the pot is turned face up to go onto the winner's capture pile, and the winner chooses its top card.
 * With one card or none left in its packet the pile is turned over before anyone could steal it (at once, or when the
 * next battle takes that last card), so the top card does not matter and is not asked for.
 */
function gather(s: StealState, rules: Rules, ev: Sink): void {
  for (const t of s.table) {
    if (!t.up) untrackShown(s, t.seat, t.piece);
    t.up = true;
  }
  if (s.packets[s.trickWinner].length > 1) s.phase = 'top';
  else pickUp(s, rules, -1, ev);
}

/** The winner puts the pot on its pile (in the order played, `top` last; -1: no choice) and the next battle starts. */
export function pickUp(s: StealState, rules: Rules, top: number, ev: Sink): void {
  const winner = s.trickWinner;
  const pile = s.piles[winner];
  for (const t of s.table) if (t.piece !== top) pile.push(t.piece);
  if (top >= 0) {
    pile.push(top);
    ev?.push({ type: 'steal/top', seat: winner, piece: top });
  }
  ev?.push({ type: 'pickup', seat: winner, count: s.table.length, to: 'won' });
  s.table = [];
  replenish(s, winner, ev);
  s.trickWinner = -1;
  s.depth = 0;
  for (let seat = 0; seat < s.out.length; seat++) {
    if (s.out[seat] || reserveOf(s, seat) > 0) continue;
    s.out[seat] = true;
    ev?.push({ type: 'out', seat, why: 'empty' });
  }
  const left = activeSeats(s);
  if (left.length === 1) return finish(s, { reason: 'all-pieces', winners: left, losers: others(s, left), draw: false }, ev);
  if (s.tricks >= s.options.maxTricks) return cap(s, ev);
  startBattle(s, rules, ev);
}
