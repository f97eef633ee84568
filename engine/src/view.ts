// The public view of any game: a union over families, each holding only what its viewer may see; and who that viewer is.
import type { StackedView } from './stacked/view.ts';
import type { StealView } from './steal/view.ts';
import type { WarView } from './war-view.ts';

export type { WarView, SeatView, PlayedView } from './war-view.ts';
export type { StackedView } from './stacked/view.ts';
export type { StealView } from './steal/view.ts';

/** What a UI renders; `family` tells which shape. */
export type GameView = WarView | StackedView | StealView;

/** The seat a view is made for: a seat index of the game, or null (a spectator) for anything else. */
export function viewerSeat(seat: unknown, players: number): number | null {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players ? seat : null;
}
