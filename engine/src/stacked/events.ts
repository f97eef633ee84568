// What happened in a Stacked Deck War step, for the UI to animate and announce. Events name face-up tiles only.

/** A Stacked Deck War event. Tiles and coins are ids (see tiles.ts); cells are suit index * 6 + rank index. */
export type StackedEvent =
  /** A seat arranged its deck and reserve (what it chose stays secret). */
  | { type: 'stacked/arranged'; seat: number }
  /** Each seat's coins were dropped: how many landed suit side up and value side up. */
  | { type: 'stacked/coins-dropped'; suitUp: number[]; valueUp: number[] }
  /** The die roll for the first Player A: one pair per throw, the last one decided. */
  | { type: 'stacked/first-player'; rolls: number[][]; playerA: number }
  /** A tile was turned face up: a playtile, a wartile, or a reserve tile (`seat` is whose deck or reserve it came from). */
  | { type: 'stacked/reveal'; seat: number; tile: number; as: 'play' | 'war' | 'reserve' }
  /** A seat bought an action (`cell`) with the coins shown. */
  | { type: 'stacked/buy'; seat: number; cell: number; coins: number[] }
  /** A seat let its buying window pass. */
  | { type: 'stacked/pass'; seat: number }
  /** An effect is played: the buyer and the cell (after Arms-Null, the cell the die pointed to). `idle` when it can do nothing now. */
  | { type: 'stacked/effect'; seat: number; cell: number; idle: boolean }
  /** A die was rolled for `seat`'s effect. */
  | { type: 'stacked/roll'; seat: number; roll: number }
  /** A tile's value changed: whose, which tile, and the new value. */
  | { type: 'stacked/value'; seat: number; tile: 'play' | 'war'; value: number }
  /** From now on this round the lowest value wins (Crowns-4). */
  | { type: 'stacked/lowest-wins' }
  /** One rock-paper-scissors game: both hands, and the winner (-1 for a tie). */
  | { type: 'stacked/rps'; hands: string[]; winner: number }
  /** Guess of the opponent's top reserve tile (rank index, suit index or -1 when only values are guessed), and whether it was right. */
  | { type: 'stacked/guess'; seat: number; value: number; suit: number; right: boolean }
  /** The opponent named a suit for Arms-Null. */
  | { type: 'stacked/name-suit'; seat: number; suit: number }
  /** Decks or reserves changed hands. */
  | { type: 'stacked/switch'; what: 'decks' | 'reserves' }
  /** Tiles moved face down: from the top of `seat`'s deck under its reserve, or between reserve and deck bottom. */
  | { type: 'stacked/move'; seat: number; count: number; from: 'deck-top' | 'reserve'; to: 'reserve-bottom' | 'deck-bottom' }
  /** A seat looked at and reordered the top `count` tiles of its deck (Crowns-2). */
  | { type: 'stacked/rearranged'; seat: number; count: number }
  /** Spent coins were given to `to`. */
  | { type: 'stacked/give'; from: number; to: number; coins: number[] }
  /** Coins went to the spent pile. */
  | { type: 'stacked/spent'; coins: number[] }
  /** The round is decided: the winner (-1 for a draw) and why. */
  | { type: 'stacked/decided'; winner: number; why: string }
  /** The values tie: a war follows. */
  | { type: 'stacked/tie'; window: number }
  /** The round's tiles were removed by `remover`; `playerA` is Player A of the next round. */
  | { type: 'stacked/removed'; round: number; remover: number; tiles: number[]; playerA: number };
