// The War family's table in typed arrays: every stack a ring buffer of piece ids, the trick on the table, the random stream.
// One Board serves many games with the same options (the simulator deals into it again and again); the reducer loads a
// game state into one, flips it, and stores it back (state-io.ts).
import type { Objective, OutOfCards, Pickup, TodOptions, WarOptions } from '../options.ts';
import type { RngState } from '../rng.ts';
import { rulesOf, type Rules } from '../rules.ts';
import { FIRST_WATCH } from './cycle.ts';
import type { GameResult } from '../state.ts';

/** Phases as small integers (state-io.ts maps them to the state's words). */
export const BATTLE = 0,
  WAR = 1,
  COLLECT = 2,
  ROUND_OVER = 3,
  OVER = 4;

/** Pickup orders, out-of-cards rules and objectives as small integers, in the order of the options' lists. */
export const SHUFFLED = 0,
  WINNER_FIRST = 1,
  IN_ORDER = 2,
  NATURELLE = 3;
export const LOSE = 0,
  LAST_CARD_UP = 1,
  FEWEST = 2;
export const WIN_ALL = 0,
  AVOID_ALL = 1,
  FIRST_OUT_LOSES = 2;

const PICKUP_CODE: Record<Pickup, number> = {
  shuffled: SHUFFLED,
  'winner-first': WINNER_FIRST,
  'in-order': IN_ORDER,
  naturelle: NATURELLE,
};
const OUT_CODE: Record<OutOfCards, number> = { lose: LOSE, 'last-card-up': LAST_CARD_UP, fewest: FEWEST };
const OBJECTIVE_CODE: Record<Objective, number> = { 'win-all': WIN_ALL, 'avoid-all': AVOID_ALL, 'first-out-loses': FIRST_OUT_LOSES };

/** Called when a trick is decided: the winner, the war steps played, the pieces in the pot (the differential tests listen). */
export type TrickProbe = (winner: number, steps: number, pot: number) => void;

/** The multiplier of the stacks' rolling position hash (odd, so every power of it is odd too). */
export const HASH_BASE = 0x01000193;

/** A War-family or Tod und Leben table. Fields are public to the core's modules; nothing outside engine/src/core writes them. */
export class Board {
  readonly options: WarOptions | TodOptions;
  readonly rules: Rules;
  /** Tod und Leben (won piles, rounds) rather than War. */
  readonly tod: boolean;
  /** Seats. */
  readonly n: number;
  /** Pieces in the deck. */
  readonly total: number;
  /** Ring size per seat (a power of two holding the whole deck) and its mask. */
  readonly cap: number;
  readonly mask: number;
  /**
   * What the stacks hold: piece ids (the reducer's boards, which store games back into states) or, on a simulation's
   * board, each piece's strength (outcomes depend on nothing else, so the loops skip a lookup per piece).
   */
  readonly byStrength: boolean;
  /** What a dealt piece id becomes on the stacks: the id itself, or its strength. */
  readonly dealt: Int32Array;
  /** Strength and Război war size of what the stacks hold; the Russian exception's ranks. */
  readonly str: Int32Array;
  readonly warSize: Int32Array;
  readonly lowBeatsTop: boolean;
  readonly lowest: number;
  readonly top: number;
  readonly pickup: number;
  readonly outOfCards: number;
  readonly objective: number;
  /** Face-down pieces per war step, or -1 for by-rank (Război). */
  readonly faceDown: number;
  readonly maxTricks: number;
  readonly rounds: number;

  /**
   * One block of memory for the stacks and the per-seat counters, so a tight loop touches a single typed array (the
   * views below share it): the rings from 0, then heads, lengths, drop-outs, hashes, a pot and a seat list at the offsets.
   */
  readonly mem: Int32Array;
  readonly atHead: number;
  readonly atLen: number;
  readonly atOut: number;
  readonly atHash: number;
  readonly atPot: number;
  readonly atSeats: number;
  readonly atWon: number;
  readonly atWonLen: number;
  /** Every seat's stack: seat s's ring is q[s * cap .. s * cap + cap), read from head[s], len[s] pieces long. */
  readonly q: Int32Array;
  readonly head: Int32Array;
  readonly len: Int32Array;
  /** 1 for a seat that has dropped out. */
  readonly out: Int32Array;
  /** Won piles (Tod und Leben): seat s's pile is won[s * total ..], wonLen[s] long, oldest first. */
  readonly won: Int32Array;
  readonly wonLen: Int32Array;
  /** Pieces set aside at the deal. */
  aside: number[] = [];
  /** Tod und Leben from a prepared deal: the pieces (ids) every new round deals again; null deals the whole deck. */
  inPlay: number[] | null = null;
  /** Scratch for the deal: every piece id, shuffled. */
  readonly deck: Int32Array;

  /** The trick on the table, in the order played: piece, seat, war depth, face up. */
  readonly tPiece: Int32Array;
  readonly tSeat: Int32Array;
  readonly tDepth: Int32Array;
  readonly tUp: Uint8Array;
  tLen = 0;
  /** Each seat's face-up piece fighting this trick, or -1. */
  readonly faceUp: Int32Array;
  /** The seats tied at the last judgement (they size a Război war). */
  readonly tied: Int32Array;
  tiedLen = 0;
  /** The pot in the order it goes under the winner's stack, and room to sort it. */
  readonly pot: Int32Array;
  readonly sortKeys: Int32Array;
  /** One turn's face-up pieces (table indexes), for the naturelle pickup. */
  readonly turnUp: Int32Array;

  /** The game's random stream (the same four words as the state's). */
  readonly rng: RngState = [0, 0, 0, 0];
  phase = BATTLE;
  depth = 0;
  trickWinner = -1;
  tricks = 0;
  /** Face-up turns: the battle and each war step count one. */
  turns = 0;
  /**
   * The reducer's steps that `turns` and one pickup per trick leave out: +1 for each war step in which a seat ran out
   * instead (nothing turned face up), -1 when the game ended before its last trick's pickup.
   */
  quietSteps = 0;
  /** Ties in the trick being played (the war's depth so far). */
  ties = 0;
  round = 1;
  readonly score: Int32Array;
  result: GameResult | null = null;

  /** Cycle watch (deterministic pickups): Brent's method on a rolling hash of the stacks, confirmed by comparing them. */
  readonly track: boolean;
  /** Hash value of each strength, and powers of HASH_BASE. */
  readonly hv: Int32Array;
  readonly pw: Int32Array;
  /** Each seat's rolling hash: sum of hv[strength] * HASH_BASE^(pieces below it). */
  readonly hash: Int32Array;
  /** The saved position (ids, seat after seat), its lengths and hash; Brent's power and distance; the cycle length found. */
  readonly saved: Int32Array;
  readonly savedLen: Int32Array;
  savedHash = 0;
  power = FIRST_WATCH;
  lam = 0;
  cycle = 0;

  /**
   * Two seats: the result when seat s runs out after a pickup (the objective decides who wins), made once per board so a
   * simulation's games end without building it again.
   */
  readonly emptied: GameResult[];

  /** Wars counted by depth (byDepth[d - 1]) when a simulation listens, and a trick probe for the differential tests. */
  wars: number[] | null = null;
  probe: TrickProbe | null = null;

  constructor(options: WarOptions | TodOptions, byStrength = false) {
    this.options = options;
    this.rules = rulesOf(options);
    const { pieces, rank } = this.rules;
    this.byStrength = byStrength;
    this.tod = options.family === 'tod-und-leben';
    this.n = options.players;
    this.total = pieces.length;
    this.deck = new Int32Array(pieces.length);
    let cap = 1;
    while (cap < this.total) cap <<= 1;
    this.cap = cap;
    this.mask = cap - 1;
    let strongest = 0;
    for (let i = 0; i < pieces.length; i++) strongest = Math.max(strongest, rank.strength[i]);
    if (byStrength) {
      this.dealt = rank.strength;
      this.str = Int32Array.from({ length: strongest + 1 }, (_, v) => v);
      this.warSize = new Int32Array(strongest + 1);
      for (let i = 0; i < pieces.length; i++) this.warSize[rank.strength[i]] = rank.warSize[i];
    } else {
      this.dealt = Int32Array.from({ length: pieces.length }, (_, id) => id);
      this.str = rank.strength;
      this.warSize = rank.warSize;
    }
    this.lowBeatsTop = rank.lowBeatsTop;
    this.lowest = rank.lowest;
    this.top = rank.top;
    const war = options.family === 'war' ? options : null;
    this.pickup = war ? PICKUP_CODE[war.pickup] : IN_ORDER;
    this.outOfCards = war ? OUT_CODE[war.outOfCards] : LOSE;
    this.objective = war ? OBJECTIVE_CODE[war.objective] : WIN_ALL;
    this.faceDown = war ? (war.warFaceDown === 'by-rank' ? -1 : war.warFaceDown) : 0;
    this.maxTricks = options.maxTricks;
    this.rounds = options.family === 'tod-und-leben' ? options.rounds : 1;
    const n = this.n,
      total = this.total;
    this.atHead = n * cap;
    this.atLen = this.atHead + n;
    this.atOut = this.atLen + n;
    this.atHash = this.atOut + n;
    this.atPot = this.atHash + n;
    this.atSeats = this.atPot + total;
    this.atWonLen = this.atSeats + total;
    this.atWon = this.atWonLen + n;
    this.mem = new Int32Array(this.atWon + (options.family === 'tod-und-leben' ? n * total : 0));
    this.q = this.mem.subarray(0, n * cap);
    this.head = this.mem.subarray(this.atHead, this.atHead + n);
    this.len = this.mem.subarray(this.atLen, this.atLen + n);
    this.out = this.mem.subarray(this.atOut, this.atOut + n);
    this.hash = this.mem.subarray(this.atHash, this.atHash + n);
    this.pot = this.mem.subarray(this.atPot, this.atPot + total);
    this.wonLen = this.mem.subarray(this.atWonLen, this.atWonLen + n);
    this.won = this.mem.subarray(this.atWon);
    this.tPiece = new Int32Array(total);
    this.tSeat = new Int32Array(total);
    this.tDepth = new Int32Array(total);
    this.tUp = new Uint8Array(total);
    this.faceUp = new Int32Array(n).fill(-1);
    this.tied = new Int32Array(n);
    this.sortKeys = new Int32Array((total + 1) * n + 1);
    this.turnUp = new Int32Array(n);
    this.score = new Int32Array(n);
    this.track = war !== null && war.pickup !== 'shuffled';
    this.hv = new Int32Array(strongest + 1);
    for (let v = 0; v <= strongest; v++) this.hv[v] = Math.imul(v + 1, 0x9e3779b1) ^ 0x5bd1e995;
    this.pw = new Int32Array(total + 1);
    this.pw[0] = 1;
    for (let i = 1; i <= total; i++) this.pw[i] = Math.imul(this.pw[i - 1], HASH_BASE);
    this.emptied = [0, 1].map((seat) => {
      const other = 1 - seat;
      if (this.objective === FIRST_OUT_LOSES) return { reason: 'ran-out', winners: [other], losers: [seat], draw: false };
      if (this.objective === AVOID_ALL) return { reason: 'all-pieces', winners: [seat], losers: [other], draw: false };
      return { reason: 'all-pieces', winners: [other], losers: [seat], draw: false };
    });
    this.saved = new Int32Array(this.track ? total : 0);
    this.savedLen = new Int32Array(n);
  }

  /** Empties the table and every stack and pile, and rewinds the counters: a fresh game, its stream `rng` if given. */
  clear(rng?: RngState): void {
    if (rng) {
      this.rng[0] = rng[0];
      this.rng[1] = rng[1];
      this.rng[2] = rng[2];
      this.rng[3] = rng[3];
    }
    // Per-seat counters live in one block: a plain loop is cheaper than a fill call per array for a handful of seats.
    const mem = this.mem;
    for (let s = 0; s < this.n; s++) {
      mem[this.atHead + s] = 0;
      mem[this.atLen + s] = 0;
      mem[this.atOut + s] = 0;
      mem[this.atHash + s] = 0;
      mem[this.atWonLen + s] = 0;
      this.faceUp[s] = -1;
      this.score[s] = 0;
    }
    if (this.aside.length !== 0) this.aside.length = 0;
    this.inPlay = null;
    this.tLen = 0;
    this.tiedLen = 0;
    this.phase = BATTLE;
    this.depth = 0;
    this.trickWinner = -1;
    this.tricks = 0;
    this.turns = 0;
    this.quietSteps = 0;
    this.ties = 0;
    this.round = 1;
    this.result = null;
    this.power = FIRST_WATCH;
    this.lam = 0;
    this.cycle = 0;
  }

  /** The top piece of `seat`'s stack, taken off it. */
  pop(seat: number): number {
    const h = this.head[seat];
    const p = this.q[seat * this.cap + h];
    this.head[seat] = (h + 1) & this.mask;
    const left = --this.len[seat];
    if (this.track) this.hash[seat] = (this.hash[seat] - Math.imul(this.hv[this.str[p]], this.pw[left])) | 0;
    return p;
  }

  /** Puts `piece` under `seat`'s stack. */
  push(seat: number, piece: number): void {
    this.q[seat * this.cap + ((this.head[seat] + this.len[seat]++) & this.mask)] = piece;
    if (this.track) this.hash[seat] = (Math.imul(this.hash[seat], HASH_BASE) + this.hv[this.str[piece]]) | 0;
  }

  /** The piece `i` places below the top of `seat`'s stack. */
  at(seat: number, i: number): number {
    return this.q[seat * this.cap + ((this.head[seat] + i) & this.mask)];
  }

  /** Lays a piece on the table. */
  lay(seat: number, piece: number, up: boolean, depth: number): void {
    const i = this.tLen++;
    this.tPiece[i] = piece;
    this.tSeat[i] = seat;
    this.tDepth[i] = depth;
    this.tUp[i] = up ? 1 : 0;
  }

  /** Seats still in the game. */
  activeCount(): number {
    let c = 0;
    for (let s = 0; s < this.n; s++) if (!this.out[s]) c++;
    return c;
  }

  /** Recomputes every seat's rolling hash from its stack (after loading or dealing). */
  rehash(): void {
    if (!this.track) return;
    for (let s = 0; s < this.n; s++) {
      let h = 0;
      for (let i = 0; i < this.len[s]; i++) h = (Math.imul(h, HASH_BASE) + this.hv[this.str[this.at(s, i)]]) | 0;
      this.hash[s] = h;
    }
  }
}
