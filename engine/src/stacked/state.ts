// Stacked Deck War state: decks, reserves, coins, the round on the table, the effects being resolved, and who knows what.
import type { StackedOptions } from '../options.ts';
import type { StateHeader } from '../state.ts';
import { newRngState } from '../rng.ts';
import { PACK } from './tiles.ts';

/** Where a game stands. */
export type StackedPhase =
  /** Players arrange deck and reserve (one decision each, seat 0 first). */
  | 'arrange'
  /** Waiting for the flip that reveals both playtiles. */
  | 'reveal'
  /** A player's buying window is open (`buyer`). */
  | 'buy'
  /** An effect waits for a decision (`await`). */
  | 'effect'
  /** The values tied: waiting for the flip that reveals both wartiles. */
  | 'war'
  /** The round is decided: waiting for the flip that removes its tiles. */
  | 'collect'
  /** The game is over. */
  | 'over';

/** A bought action waiting to be played, or being played. */
export interface Effect {
  /** Who bought it: the "you" of the action table. */
  seat: number;
  /** The cell being played (suit index * 6 + rank index); Arms-Null replaces it with the cell the die points to. */
  cell: number;
  /** The cell bought (differs from `cell` after Arms-Null). */
  bought: number;
  /** The coins shown for it; they go to the spent pile once the effect has been played. */
  coins: number[];
}

/** Rock, paper or scissors. */
export type Hand = 'rock' | 'paper' | 'scissors';

/** A decision an effect waits for. `seat` is who decides. */
export type Await =
  /** Which tile gets a bonus during a war: the playtile or the wartile (Crowns cells); `amount` is the bonus. */
  | { kind: 'bonus'; seat: number; amount: number }
  /** Rock-paper-scissors for Crowns-3: who bought it, each seat's hand (null until shown), the ties so far; `seat` shows next. */
  | { kind: 'rps'; seat: number; buyer: number; ties: number; hands: (Hand | null)[] }
  /** Crowns-2: look at and reorder the top `count` tiles of one's own deck. */
  | { kind: 'rearrange'; seat: number; count: number }
  /** Arms-4: which reserve tiles to switch with the bottom of the deck. */
  | { kind: 'switch-reserve'; seat: number }
  /** Arms-3: whether the opponent also puts its top deck tile under its reserve. */
  | { kind: 'follow'; seat: number }
  /** Arms-2: the opponent picks `count` spent coins to give to `to`. */
  | { kind: 'give'; seat: number; to: number; count: number }
  /** Crowns-Null: guess the value of the opponent's top reserve tile. */
  | { kind: 'guess'; seat: number }
  /** Arms-Null: the opponent names a suit (the die then picks the row). */
  | { kind: 'name-suit'; seat: number };

/** How the round was decided: the winner (-1 for a drawn round) and why. */
export interface Outcome {
  /** The round's winner, or -1 for a drawn round. */
  winner: number;
  /** 'higher' / 'lower' (values compared, `lowest wins`), a cell name ("suns-ace"), or 'deck-empty'. */
  why: string;
}

/** A Stacked Deck War game in progress. Plain JSON; the public API never mutates it. */
export interface StackedState extends StateHeader {
  family: 'stacked-deck';
  /** Resolved options; the state is self-contained. */
  options: StackedOptions;
  phase: StackedPhase;
  /** Each seat's deck, top first (tile ids 0..47: seat 0 starts with pack 0, seat 1 with pack 1). */
  decks: number[][];
  /** Each seat's reserve, top first. */
  reserves: number[][];
  /** Per tile id: bit `1 << seat` is set when that seat knows where the tile lies in a deck or reserve. */
  knows: number[];
  /** Whether each seat has arranged (or been dealt) its deck and reserve. */
  arranged: boolean[];
  /** Per coin id: 0 suit side up, 1 value side up; -1 when sides are chosen at spending (variation 1). */
  coinUp: number[];
  /** Each seat's coins in hand. */
  hands: number[][];
  /** Coins each seat was given since the last buying window (Arms-2); they join the hand when the next one opens. */
  gifts: number[][];
  /** The shared spent pile, oldest first. */
  spent: number[];
  /** Tiles out of play (only prepared setups leave some out). */
  aside: number[];
  /** Coins out of play (only prepared setups leave some out). */
  coinsAside: number[];
  /** Tiles each seat has removed. */
  removed: number[][];
  /** The round number, from 1. */
  round: number;
  /** Player A of this round, or -1 before the first roll. */
  playerA: number;
  /** The die rolls that chose the first Player A: one pair per throw (ties are thrown again). */
  firstRolls: number[][];
  /** Each seat's tiles played this round: the playtile, then wartiles; the last one is the current tile. */
  table: number[][];
  /** Reserve tiles revealed this round, by the seat whose reserve they came from. */
  revealed: number[][];
  /** Each seat's playtile value with its modifiers. */
  play: number[];
  /** Each seat's current wartile value with its modifiers (0 before a war). */
  war: number[];
  /** Crowns-4 was played this round: the lowest value wins. */
  lowestWins: boolean;
  /** The round's result once decided, else null. */
  outcome: Outcome | null;
  /** Actions each seat has bought this round (at most two). */
  bought: number[];
  /** The buying window: 0 for the playtiles, n for the n-th war of the round. */
  window: number;
  /** Whose buying window is open (phase 'buy'), or -1. */
  buyer: number;
  /** Bought actions waiting to be played, in the order they will be played (Player A's first). */
  effects: Effect[];
  /** The effect being played while it waits for a decision, else null. */
  effect: Effect | null;
  /** The decision the current effect waits for, else null. */
  await: Await | null;
  /** Die rolls of this round, in order (for the UI). */
  rolls: number[];
  /** Loaded dice from a prepared setup: used, in order, before the random stream. */
  dice: number[];
}

/**
 * A state as a game starts, before the deal: every Stacked Deck War state is made here, the game's and every copy
 * (`cloneStacked`), so all of them share one shape (fields in one order, lists of one element kind) and the computer's
 * search, which reads thousands of them, is never thrown back to slow code by a state made elsewhere (issue 34). The
 * fields' order is the JSON's, which `stateHash` reads.
 */
export function newStackedState(options: StackedOptions, seed: number): StackedState {
  const s: StackedState = {
    format: 'piecepack-war/state',
    version: 1,
    family: 'stacked-deck',
    seed: NOT_SMALL,
    rng: newRngState(),
    moves: 0,
    result: null,
    options,
    phase: 'arrange',
    decks: [[], []],
    reserves: [[], []],
    knows: filled(2 * PACK, 0),
    arranged: [false, false],
    coinUp: filled(2 * PACK, -1),
    hands: [[], []],
    gifts: [[], []],
    spent: [],
    aside: [],
    coinsAside: [],
    removed: [[], []],
    round: 1,
    playerA: -1,
    firstRolls: [],
    table: [[], []],
    revealed: [[], []],
    play: [0, 0],
    war: [0, 0],
    lowestWins: false,
    outcome: null,
    bought: [0, 0],
    window: 0,
    buyer: -1,
    effects: [],
    effect: null,
    await: null,
    rolls: [],
    dice: [],
  };
  s.seed = seed;
  return s;
}

/**
 * What a state's seed holds until its own is written: a number that is not a small integer. Seeds run to 2^32, and V8
 * keeps a field of small integers apart from one of other numbers: a first game whose seed was small gave every state's
 * shape a small-integer seed, the first large seed changed all 34 of those shapes at once, and every function optimized
 * for them was thrown back to slow code (`node --trace-generalization`, issue 34). Started as another number, the field
 * takes both kinds of seed in one shape.
 */
const NOT_SMALL = 0.5;

/** A deep copy of a state (the shape is known, so this is much faster than a generic clone). */
export function cloneStacked(s: StackedState): StackedState {
  return copyStacked(s, newStackedState(s.options, s.seed));
}

/** Makes `to` the same as `from`, reusing `to`'s lists (the computer player's search replays many futures on one state). */
export function copyStacked(from: StackedState, to: StackedState): StackedState {
  for (let seat = 0; seat < 2; seat++) {
    fill(to.decks[seat], from.decks[seat]);
    fill(to.reserves[seat], from.reserves[seat]);
    fill(to.hands[seat], from.hands[seat]);
    fill(to.gifts[seat], from.gifts[seat]);
    fill(to.removed[seat], from.removed[seat]);
    fill(to.table[seat], from.table[seat]);
    fill(to.revealed[seat], from.revealed[seat]);
  }
  // The stream (doubles) and the arrangements (booleans) apart from the lists of small whole numbers: one store shared
  // by lists of several element kinds makes V8 turn them all into the most general kind (issue 34).
  for (let w = 0; w < 4; w++) to.rng[w] = from.rng[w];
  to.arranged[0] = from.arranged[0];
  to.arranged[1] = from.arranged[1];
  fill(to.knows, from.knows);
  fill(to.coinUp, from.coinUp);
  fill(to.spent, from.spent);
  fill(to.aside, from.aside);
  fill(to.coinsAside, from.coinsAside);
  fill(to.play, from.play);
  fill(to.war, from.war);
  fill(to.bought, from.bought);
  fill(to.rolls, from.rolls);
  fill(to.dice, from.dice);
  // Rebuilt by `push`, as setup.ts builds them: a list made by `map` is another array shape to V8 (issue 34).
  to.firstRolls.length = 0;
  for (const pair of from.firstRolls) to.firstRolls.push(pair.slice());
  to.effects.length = 0;
  for (const e of from.effects) to.effects.push(cloneEffect(e));
  const w = from.await;
  to.await = w && (w.kind === 'rps' ? { ...w, hands: w.hands.slice() } : { ...w });
  to.effect = from.effect && cloneEffect(from.effect);
  to.outcome = from.outcome && { ...from.outcome };
  to.result = from.result && { ...from.result, winners: from.result.winners.slice(), losers: from.result.losers.slice() };
  to.format = from.format;
  to.version = from.version;
  to.family = from.family;
  to.seed = from.seed;
  to.moves = from.moves;
  to.options = from.options;
  to.phase = from.phase;
  to.round = from.round;
  to.playerA = from.playerA;
  to.lowestWins = from.lowestWins;
  to.window = from.window;
  to.buyer = from.buyer;
  return to;
}

/**
 * Overwrites a list of small whole numbers (tile and coin ids, counts) with another's, in place. It grows by `push`:
 * growing a list by its length leaves holes to V8 (a holey array, another shape than the game's lists).
 */
function fill(to: number[], from: readonly number[]): void {
  if (to.length > from.length) to.length = from.length;
  const have = to.length;
  for (let i = 0; i < have; i++) to[i] = from[i];
  for (let i = have; i < from.length; i++) to.push(from[i]);
}

/** `n` items of `value`, a packed list (`new Array(n).fill(value)` would be a holey one). */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

function cloneEffect(e: Effect): Effect {
  return { seat: e.seat, cell: e.cell, bought: e.bought, coins: e.coins.slice() };
}
