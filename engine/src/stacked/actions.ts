// Stacked Deck War decisions: arranging, buying from the action table, and the choices actions ask for. Each names its seat.
import type { TileRank, TileSuit } from '../pieces.ts';

/** Arrange deck and reserve before play: all 24 tiles of one's own pack, by id, top first (18 in the deck, 6 in the reserve). */
export type ArrangeAction = { type: 'stacked/arrange'; seat: number; deck: number[]; reserve: number[] };

/**
 * Buy one action in one's buying window: the cell (suit column, value row) and the coins shown for it. With two coins
 * per action, `coins` is [suit coin, value coin]; with one coin per action (variation 2), it is [the coin of that cell].
 */
export type BuyAction = { type: 'stacked/buy'; seat: number; suit: TileSuit; value: TileRank; coins: number[] };

/** Let one's buying window pass without buying. */
export type PassAction = { type: 'stacked/pass'; seat: number };

/** During a war, put a Crowns bonus on the playtile or on the current wartile. */
export type BonusAction = { type: 'stacked/bonus'; seat: number; tile: 'play' | 'war' };

/** Show a hand in the rock-paper-scissors of Crowns-3. */
export type RpsAction = { type: 'stacked/rps'; seat: number; hand: 'rock' | 'paper' | 'scissors' };

/** Crowns-2: the new order of the top tiles one has looked at, as indexes into the old order (top first). */
export type RearrangeAction = { type: 'stacked/rearrange'; seat: number; order: number[] };

/** Arms-4: reserve positions (0 = top) whose tiles change places with as many tiles from the bottom of the deck. */
export type SwitchReserveAction = { type: 'stacked/switch-reserve'; seat: number; positions: number[] };

/** Arms-3: whether the opponent also puts its top deck tile under its reserve. */
export type FollowAction = { type: 'stacked/follow'; seat: number; follow: boolean };

/** Arms-2: the spent coins the opponent gives to the buyer. */
export type GiveAction = { type: 'stacked/give'; seat: number; coins: number[] };

/** Crowns-Null: the guessed value of the opponent's top reserve tile. */
export type GuessAction = { type: 'stacked/guess'; seat: number; value: TileRank };

/** Arms-Null: the suit the opponent names; the die then picks the row. */
export type NameSuitAction = { type: 'stacked/name-suit'; seat: number; suit: TileSuit };

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
