// Stacked Deck War decisions: arranging, buying from the action table, and the choices actions ask for. Each names its seat.
import type { TileRank, TileSuit } from '../pieces.ts';

/** Arrange deck and reserve before play: all 24 tiles of one's own pack. */
export type ArrangeAction = {
  type: 'stacked/arrange';
  /** Who arranges. */
  seat: number;
  /** 18 tile ids of the seat's own pack, top first. */
  deck: number[];
  /** The other 6 tile ids, top first. */
  reserve: number[];
};

/** Buy one action in one's buying window. */
export type BuyAction = {
  type: 'stacked/buy';
  /** Who buys (the seat whose window is open). */
  seat: number;
  /** The cell's column. */
  suit: TileSuit;
  /** The cell's row. */
  value: TileRank;
  /** The coins shown: [suit coin, value coin], or [the coin of that cell] with one coin per action (variation 2). */
  coins: number[];
};

/** Let one's buying window pass without buying. */
export type PassAction = {
  type: 'stacked/pass';
  /** Who passes. */
  seat: number;
};

/** During a war, put a Crowns bonus on the playtile or on the current wartile. */
export type BonusAction = {
  type: 'stacked/bonus';
  /** Who gets the bonus. */
  seat: number;
  /** The tile that gets it. */
  tile: 'play' | 'war';
};

/** Show a hand in the rock-paper-scissors of Crowns-3. */
export type RpsAction = {
  type: 'stacked/rps';
  /** Who shows it. */
  seat: number;
  /** The hand. */
  hand: 'rock' | 'paper' | 'scissors';
};

/** Crowns-2: reorder the top tiles one has looked at. */
export type RearrangeAction = {
  type: 'stacked/rearrange';
  /** Who looked. */
  seat: number;
  /** The new order, top first, as indexes into the old order (each of 0..count-1 once). */
  order: number[];
};

/** Arms-4: reserve tiles that change places with as many tiles from the bottom of the deck. */
export type SwitchReserveAction = {
  type: 'stacked/switch-reserve';
  /** Who bought Arms-4. */
  seat: number;
  /** Reserve positions (0 = top), each at most once; may be empty. */
  positions: number[];
};

/** Arms-3: whether the opponent also puts its top deck tile under its reserve. */
export type FollowAction = {
  type: 'stacked/follow';
  /** The opponent of the buyer. */
  seat: number;
  /** True to move one tile too. */
  follow: boolean;
};

/** Arms-2: the spent coins the opponent gives to the buyer. */
export type GiveAction = {
  type: 'stacked/give';
  /** The opponent of the buyer. */
  seat: number;
  /** Two coins from the spent pile (as many as lie there, if fewer). */
  coins: number[];
};

/** Crowns-Null: the guess of the opponent's top reserve tile: suit and value (option guess `tile`), or the value alone. */
export type GuessAction = {
  type: 'stacked/guess';
  /** Who bought Crowns-Null. */
  seat: number;
  /** The value guessed. */
  value: TileRank;
  /** The suit guessed: required when whole tiles are guessed (the default), refused when only values are. */
  suit?: TileSuit;
};

/** Arms-Null: the suit the opponent names; the die then picks the row. */
export type NameSuitAction = {
  type: 'stacked/name-suit';
  /** The opponent of the buyer. */
  seat: number;
  /** The column of the cell to follow. */
  suit: TileSuit;
};

/** A decision in Stacked Deck War. */
export type StackedAction =
  | ArrangeAction
  | BuyAction
  | PassAction
  | BonusAction
  | RpsAction
  | RearrangeAction
  | SwitchReserveAction
  | FollowAction
  | GiveAction
  | GuessAction
  | NameSuitAction;
