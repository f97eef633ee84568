// The public view of any game: a union over families, each holding only what its viewer may see.
import type { StackedView } from './stacked/view.ts';
import type { StealView } from './steal/view.ts';
import type { WarView } from './war-view.ts';

export type { WarView, SeatView, PlayedView } from './war-view.ts';
export type { StackedView } from './stacked/view.ts';
export type { StealView } from './steal/view.ts';

/** What a UI renders; `family` tells which shape. */
export type GameView = WarView | StackedView | StealView;
