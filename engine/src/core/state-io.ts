// Between a War-family game state (plain JSON, what the reducer, records and views hold) and a Board (what the rules run on).
import type { TodOptions, WarOptions } from '../options.ts';
import type { Phase, WarState } from '../state.ts';
import { BATTLE, Board, COLLECT, HASH_BASE, OVER, ROUND_OVER, WAR } from './board.ts';
import { positionHash } from './cycle.ts';
import { winningStrength } from './trick.ts';

const PHASE_WORDS: readonly Phase[] = ['battle', 'war', 'collect', 'round-over', 'over'];
const PHASE_CODES: Record<Phase, number> = { battle: BATTLE, war: WAR, collect: COLLECT, 'round-over': ROUND_OVER, over: OVER };

const boards = new WeakMap<WarOptions | TodOptions, Board>();

/** The board the reducer uses for games with these options (one per options object, reused for every step). */
export function boardFor(options: WarOptions | TodOptions): Board {
  let b = boards.get(options);
  if (!b) {
    b = new Board(options);
    boards.set(options, b);
  }
  return b;
}

/** Puts a game state on the board (its options' board), ready to flip. */
export function loadState(b: Board, s: WarState): void {
  b.clear([s.rng[0], s.rng[1], s.rng[2], s.rng[3]]);
  s.stacks.forEach((stack, seat) => {
    for (const id of stack) b.push(seat, id);
  });
  s.won.forEach((pile, seat) => {
    for (const id of pile) b.won[seat * b.total + b.wonLen[seat]++] = id;
  });
  b.aside = s.aside.slice();
  b.inPlay = s.inPlay ?? null;
  for (const t of s.table) {
    b.lay(t.seat, t.piece, t.up, t.depth);
    if (t.up) b.faceUp[t.seat] = t.piece;
  }
  s.out.forEach((out, seat) => (b.out[seat] = out ? 1 : 0));
  b.phase = PHASE_CODES[s.phase];
  b.depth = s.depth;
  b.trickWinner = s.trickWinner;
  b.tricks = s.tricks;
  b.round = s.round;
  s.score.forEach((n, seat) => (b.score[seat] = n));
  b.result = s.result;
  if (b.phase === WAR) {
    // The seats tied at the last judgement: those showing the winning strength.
    const target = winningStrength(b);
    for (let seat = 0; seat < b.n; seat++) if (!b.out[seat] && b.str[b.faceUp[seat]] === target) b.tied[b.tiedLen++] = seat;
  }
  if (b.track && s.cycle) {
    let o = 0;
    s.cycle.saved.forEach((stack, seat) => {
      b.savedLen[seat] = stack.length;
      for (const id of stack) b.saved[o++] = id;
    });
    b.savedHash = savedHash(b);
    b.power = s.cycle.power;
    b.lam = s.cycle.lam;
  }
}

/** The hash of the saved position, as `positionHash` gives for the stacks it holds. */
function savedHash(b: Board): number {
  const hashes = b.hash.slice();
  const lens = b.len.slice();
  let o = 0;
  for (let s = 0; s < b.n; s++) {
    let h = 0;
    for (let i = 0; i < b.savedLen[s]; i++) h = (Math.imul(h, HASH_BASE) + b.hv[b.str[b.saved[o++]]]) | 0;
    b.hash[s] = h;
    b.len[s] = b.savedLen[s];
  }
  const h = positionHash(b);
  b.hash.set(hashes);
  b.len.set(lens);
  return h;
}

/** Copies `count` numbers from `get` into `list` in place (a state owns its lists, so they may be rewritten). */
function refill(list: number[], count: number, get: (i: number) => number): void {
  list.length = count;
  for (let i = 0; i < count; i++) list[i] = get(i);
}

/** Writes the board back into the state it was loaded from (the same keys, so the state's JSON keeps its shape). */
export function storeState(b: Board, s: WarState): void {
  s.rng = [b.rng[0], b.rng[1], b.rng[2], b.rng[3]];
  s.phase = PHASE_WORDS[b.phase];
  for (let seat = 0; seat < b.n; seat++) {
    s.stacks[seat] ??= [];
    refill(s.stacks[seat], b.len[seat], (i) => b.at(seat, i));
    s.won[seat] ??= [];
    const base = seat * b.total;
    refill(s.won[seat], b.wonLen[seat], (i) => b.won[base + i]);
    s.out[seat] = b.out[seat] === 1;
    s.score[seat] = b.score[seat];
  }
  refill(s.aside, b.aside.length, (i) => b.aside[i]);
  const table = s.table;
  table.length = b.tLen;
  for (let i = 0; i < b.tLen; i++) {
    const t = table[i];
    const seat = b.tSeat[i],
      piece = b.tPiece[i],
      up = b.tUp[i] === 1,
      depth = b.tDepth[i];
    if (!t || t.seat !== seat || t.piece !== piece || t.up !== up || t.depth !== depth) table[i] = { seat, piece, up, depth };
  }
  s.trickWinner = b.trickWinner;
  s.depth = b.depth;
  s.tricks = b.tricks;
  s.round = b.round;
  s.result = b.result;
  if (s.cycle) {
    const saved = s.cycle.saved;
    let o = 0;
    for (let seat = 0; seat < b.n; seat++) {
      saved[seat] ??= [];
      const from = o;
      refill(saved[seat], b.savedLen[seat], (i) => b.saved[from + i]);
      o += b.savedLen[seat];
    }
    s.cycle.power = b.power;
    s.cycle.lam = b.lam;
  }
}

/** A new game state holding what the board holds (just dealt), in the state's canonical key order. */
export function newState(b: Board, seed: number): WarState {
  const s: WarState = {
    format: 'piecepack-war/state',
    version: 1,
    family: b.options.family,
    seed,
    rng: [0, 0, 0, 0],
    moves: 0,
    result: null,
    options: b.options,
    phase: 'battle',
    stacks: [],
    won: [],
    aside: [],
    table: [],
    out: [],
    trickWinner: -1,
    depth: 0,
    tricks: 0,
    round: 1,
    score: [],
    cycle: b.track ? { saved: [], power: b.power, lam: 0 } : null,
  };
  if (b.inPlay) s.inPlay = b.inPlay.slice();
  storeState(b, s);
  return s;
}
