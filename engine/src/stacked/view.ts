// What a seat may see of a Stacked Deck War game: face-up tiles, its own knowledge of face-down tiles, and the public coins.
import type { Seat } from '../options.ts';
import type { Piece, TileRank, TileSuit } from '../pieces.ts';
import { PRESETS } from '../presets.ts';
import type { GameResult } from '../state.ts';
import type { Await, Outcome, StackedPhase, StackedState } from './state.ts';
import { PIECES, cellName, cellNames } from './tiles.ts';
import { viewerSeat } from '../view.ts';

/** A face-up tile (or a face-down one its viewer knows). */
export interface TileView {
  /** The tile id (0..47; 24..47 are the second pack). */
  id: number;
  /** What the tile shows. */
  piece: Piece;
}

/** A coin. Coins are public: both sides of every coin, and the side that lies up (see docs/stacked-deck.md). */
export interface CoinView {
  /** The coin id (0..47, like the tiles: a coin's id modulo 24 names its cell). */
  id: number;
  /** Its suit side. */
  suit: TileSuit;
  /** Its value side. */
  value: TileRank;
  /** The side lying up, or null when sides are chosen at spending (variation 1). */
  up: 'suit' | 'value' | null;
}

/** A bought action waiting to be played (or being played). */
export interface EffectView {
  /** Who bought it. */
  seat: number;
  /** The cell it plays, e.g. "crowns-3" (after Arms-Null, the cell the die pointed to). */
  cell: string;
  /** The cell that was bought. */
  bought: string;
  /** The coins shown for it. */
  coins: CoinView[];
}

/** The decision an effect waits for, as the viewer may see it. */
export interface AwaitView {
  /** The kind of decision (as in `pending`). */
  kind: Await['kind'];
  /** Who decides. */
  seat: number;
  /** The bonus to place (bonus), the tiles to reorder (rearrange), or the coins to give (give); else 0. */
  amount: number;
  /** Who receives the coins (give), or who bought the contest (rps); else -1. */
  to: number;
  /** Ties so far (rps). */
  ties: number;
  /** Which seats have shown a hand (rps). */
  chosen: boolean[];
  /** The viewer's own hand (rps), never the other seat's. */
  hand: string | null;
}

/** One seat as the viewer sees it. */
export interface StackedSeatView {
  /** Seat number. */
  seat: number;
  /** Who plays it. */
  kind: Seat;
  /** The deck top first: a tile the viewer knows there, else null (a face-down tile). */
  deck: (TileView | null)[];
  /** The reserve top first, the same way. */
  reserve: (TileView | null)[];
  /** Coins in hand. */
  hand: CoinView[];
  /** Coins given since the last buying window (Arms-2), spendable from the next one. */
  gifts: CoinView[];
  /** Tiles this seat has removed. */
  removed: TileView[];
  /** This round's tiles on the table: the playtile, then wartiles (the last is the current tile). */
  table: TileView[];
  /** Reserve tiles revealed this round from this seat's reserve. */
  revealed: TileView[];
  /** The playtile's value with modifiers. */
  play: number;
  /** The current wartile's value with modifiers (0 before a war). */
  war: number;
  /** Actions bought this round. */
  bought: number;
  /** Whether this seat has arranged (always true once play starts). */
  arranged: boolean;
}

/** The view of a Stacked Deck War game for one seat (or a spectator). */
export interface StackedView {
  /** The rules family. */
  family: 'stacked-deck';
  /** The variant name. */
  variant: string;
  /** The variant's title. */
  title: string;
  /** The seat this view is for (null: a spectator). */
  viewer: number | null;
  /** Where the game stands. */
  phase: StackedPhase;
  /** Round number, from 1. */
  round: number;
  /** Player A of this round (-1 before the first roll). */
  playerA: number;
  /** The buying window: 0 for the playtiles, n for the n-th war. */
  window: number;
  /** Whose buying window is open, or -1. */
  buyer: number;
  /** Crowns-4 was played this round: the lowest value wins. */
  lowestWins: boolean;
  /** How the round was decided, once it is. */
  outcome: Outcome | null;
  /** The dice thrown for the first Player A, one pair per throw. */
  firstRolls: number[][];
  /** Die rolls of this round. */
  rolls: number[];
  /** Both seats. */
  seats: StackedSeatView[];
  /** The spent pile, oldest first. */
  spent: CoinView[];
  /** Tiles out of play (prepared setups only). */
  aside: number;
  /** Bought actions still to be played, in playing order. */
  effects: EffectView[];
  /** The effect being played, if it waits for a decision. */
  effect: EffectView | null;
  /** The decision it waits for. */
  await: AwaitView | null;
  /** Variation 1: coins dropped, or sides chosen at spending. */
  coinSides: 'dropped' | 'chosen';
  /** Variation 2: coins an action costs (2, or 1). */
  coinsPerAction: number;
  /** Variation 3: arranged by the players, or shuffled. */
  arrange: 'chosen' | 'shuffled';
  /** Crowns-Null: a whole tile is guessed (suit and value), or only its value. */
  guess: 'tile' | 'value';
  /** The outcome once the game is over. */
  result: GameResult | null;
}

const tile = (id: number): TileView => ({ id, piece: PIECES[id] });

function coin(s: StackedState, id: number): CoinView {
  const up = s.coinUp[id];
  return { id, ...cellNames(id % 24), up: up === 0 ? 'suit' : up === 1 ? 'value' : null };
}

/** Builds what `viewer` may see (null: a spectator, who sees only public things). */
export function stackedView(s: StackedState, seat: number | null): StackedView {
  const viewer = viewerSeat(seat, 2);
  const bit = viewer === null ? 0 : 1 << viewer;
  const known = (id: number): TileView | null => ((s.knows[id] & bit) !== 0 ? tile(id) : null);
  const effect = (e: StackedState['effects'][number]): EffectView => ({
    seat: e.seat,
    cell: cellName(e.cell),
    bought: cellName(e.bought),
    coins: e.coins.map((c) => coin(s, c)),
  });
  const w = s.await;
  return {
    family: 'stacked-deck',
    variant: s.options.variant,
    title: PRESETS[s.options.variant].title,
    viewer,
    phase: s.phase,
    round: s.round,
    playerA: s.playerA,
    window: s.window,
    buyer: s.buyer,
    lowestWins: s.lowestWins,
    outcome: s.outcome && { ...s.outcome },
    firstRolls: s.firstRolls.map((p) => p.slice()),
    rolls: s.rolls.slice(),
    seats: [0, 1].map((seat) => ({
      seat,
      kind: s.options.seats[seat],
      deck: s.decks[seat].map(known),
      reserve: s.reserves[seat].map(known),
      hand: s.hands[seat].map((c) => coin(s, c)),
      gifts: s.gifts[seat].map((c) => coin(s, c)),
      removed: s.removed[seat].map(tile),
      table: s.table[seat].map(tile),
      revealed: s.revealed[seat].map(tile),
      play: s.play[seat],
      war: s.war[seat],
      bought: s.bought[seat],
      arranged: s.arranged[seat],
    })),
    spent: s.spent.map((c) => coin(s, c)),
    aside: s.aside.length,
    effects: s.effects.map(effect),
    effect: s.effect && effect(s.effect),
    await: w && {
      kind: w.kind,
      seat: w.seat,
      amount: w.kind === 'bonus' ? w.amount : w.kind === 'rearrange' || w.kind === 'give' ? w.count : 0,
      to: w.kind === 'give' ? w.to : w.kind === 'rps' ? w.buyer : -1,
      ties: w.kind === 'rps' ? w.ties : 0,
      chosen: w.kind === 'rps' ? w.hands.map((h) => h !== null) : [false, false],
      hand: w.kind === 'rps' && viewer !== null ? w.hands[viewer] : null,
    },
    coinSides: s.options.coinSides,
    coinsPerAction: s.options.coinsPerAction,
    arrange: s.options.arrange,
    guess: s.options.guess,
    result: s.result,
  };
}
