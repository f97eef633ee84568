// Tod und Leben (003) on a Board: won tricks go to a won pile, ties grow the trick face up, equal last cards are split, rounds.
import type { Sink } from '../events.ts';
import { BATTLE, COLLECT, ROUND_OVER, WAR, type Board } from './board.ts';
import { shuffleInts } from '../rng.ts';
import { dealBoard } from './deal.ts';
import { capAt, finish } from './outcome.ts';
import { battle, clearTable, countWar, judge, warStep } from './trick.ts';

/** Every seat plays every card, so stacks stay equal and run out together. */
function stacksEmpty(b: Board): boolean {
  for (let s = 0; s < b.n; s++) if (b.len[s] > 0) return false;
  return true;
}

/** Puts a piece on a seat's won pile. */
function toWon(b: Board, seat: number, piece: number): void {
  b.won[seat * b.total + b.wonLen[seat]++] = piece;
}

/** Scores the round on cards won; ends the match after the last round. */
export function endRound(b: Board, ev: Sink): void {
  const n = b.n;
  let most = -1,
    leaders = 0,
    winner = -1;
  for (let s = 0; s < n; s++) if (b.wonLen[s] > most) most = b.wonLen[s];
  for (let s = 0; s < n; s++)
    if (b.wonLen[s] === most) {
      leaders++;
      winner = s;
    }
  if (leaders !== 1) winner = -1;
  if (winner >= 0) b.score[winner]++;
  ev?.push({ type: 'round-end', round: b.round, won: Array.from(b.wonLen), winner, score: Array.from(b.score) });
  if (b.round >= b.rounds) {
    let best = -1,
      top = 0,
      first = -1;
    for (let s = 0; s < n; s++) if (b.score[s] > best) best = b.score[s];
    const rest: number[] = [];
    for (let s = 0; s < n; s++) {
      if (b.score[s] === best) {
        top++;
        first = s;
      } else rest.push(s);
    }
    finish(b, { reason: 'match', winners: top === 1 ? [first] : [], losers: rest, draw: top !== 1 }, ev);
  } else {
    b.phase = ROUND_OVER;
  }
}

/** The flip of a tie: a split when the last cards tied, else each seat turns its next card face up. */
export function todWar(b: Board, ev: Sink): void {
  if (stacksEmpty(b)) {
    // Why (003): "If the players' last cards are equal, they get one card each": each takes back what it played.
    countWar(b);
    const counts = new Array<number>(b.n).fill(0);
    for (let i = 0; i < b.tLen; i++) {
      toWon(b, b.tSeat[i], b.tPiece[i]);
      counts[b.tSeat[i]]++;
    }
    b.tLen = 0;
    b.depth = 0;
    ev?.push({ type: 'split', counts });
    endRound(b, ev);
    capAt(b, ev);
    return;
  }
  // Why (003): on a tie "each player simply turns the next card": no face-down pieces, the trick grows.
  warStep(b, 1, ev);
  judge(b, ev);
}

/** The winner's trick goes to its won pile, in the order played; the round ends when the stacks are empty. */
export function todCollect(b: Board, ev: Sink): void {
  countWar(b);
  const winner = b.trickWinner;
  const count = b.tLen;
  for (let i = 0; i < count; i++) toWon(b, winner, b.tPiece[i]);
  ev?.push({ type: 'pickup', seat: winner, count, to: 'won' });
  clearTable(b);
  if (stacksEmpty(b)) endRound(b, ev);
  capAt(b, ev);
}

/**
 * Deals only the pieces `inPlay` (ids; a Tod und Leben round after a prepared deal): shuffled from the board's stream,
 * equally, seat after seat; every other piece, and any that cannot be shared equally, goes aside.
 */
function dealPieces(b: Board, inPlay: readonly number[]): void {
  const ids = b.deck,
    q = b.q,
    n = b.n,
    count = inPlay.length,
    per = Math.floor(count / n);
  for (let i = 0; i < count; i++) ids[i] = inPlay[i];
  shuffleInts(b.rng, ids, count);
  for (let seat = 0; seat < n; seat++) {
    const ring = seat * b.cap;
    for (let k = 0, i = seat; k < per; k++, i += n) q[ring + k] = b.dealt[ids[i]];
    b.head[seat] = 0;
    b.len[seat] = per;
  }
  const kept = new Set(inPlay);
  const aside: number[] = [];
  for (let id = 0; id < b.total; id++) if (!kept.has(id)) aside.push(id);
  for (let i = per * n; i < count; i++) aside.push(ids[i]);
  b.aside = aside;
  b.rehash();
}

/**
 * Gathers every piece back and deals the next round from the game's random stream: the whole deck, or after a prepared
 * deal only the pieces it put in play (the ones it did not name stay aside, round after round).
 */
export function nextRound(b: Board, ev: Sink): void {
  b.wonLen.fill(0);
  if (b.inPlay) dealPieces(b, b.inPlay);
  else dealBoard(b);
  b.round++;
  b.phase = BATTLE;
  ev?.push({ type: 'deal', round: b.round, counts: Array.from(b.len), aside: b.aside.length });
}

/**
 * Plays the next part of a Tod und Leben trick: the battle, a war step, the pickup to a won pile, or the next round's
 * deal (War's boards take play.ts's `flip`; this one lives here so that a War page never carries it).
 */
export function todFlip(b: Board, ev: Sink): void {
  switch (b.phase) {
    case BATTLE:
      battle(b, ev);
      judge(b, ev);
      return;
    case WAR:
      todWar(b, ev);
      return;
    case COLLECT:
      todCollect(b, ev);
      return;
    case ROUND_OVER:
      nextRound(b, ev);
      return;
  }
}
