// What a decision game's table is drawn with: the view of the seat looking, what the game waits for, and how to act.
import type { TemplateResult } from 'lit';
import type { Action, GameEvent, GameState, Pending } from '../../../engine/src/on-demand.ts';
import type { TablePrefs } from './prefs.ts';
import type { Words } from './words.ts';

/** Everything a family's table needs to draw itself and to act. */
export interface PlayContext<V> {
  /** The view of the seat looking (null viewer: a spectator's view). */
  view: V;
  /** The seat looking, or null when only computers play. */
  viewer: number | null;
  /** What the game waits for (null once it is over). */
  pending: Pending | null;
  /** Whether the pending decision is the viewer's to make. */
  mine: boolean;
  /** The seat whose computer player is thinking, or null. */
  thinking: number | null;
  /** The engine state (for the engine's own helpers; never drawn: it holds hidden pieces). */
  state: GameState;
  /** The words. */
  w: Words;
  /** The table's accessible name: what Space or Enter does on it now. */
  tableLabel: string;
  /** The page's heading level for the widget's title (prompt titles are headings below it), or null: no headings. */
  headingLevel: number | null;
  /** Space or Enter on the table: flips, or takes the person to their choice. */
  tableKey: (e: KeyboardEvent) => void;
  /** One person plays against computers (moves may be made for them). */
  solo: boolean;
  /** Whether turn-ups and forced moves happen by themselves (one person against the computer, not paused). */
  auto: boolean;
  /** The person's choices kept across games at this element. */
  prefs: TablePrefs;
  /** Applies a decision (a refusal is shown and said). */
  act(action: Action): void;
  /** Flips (turns up, or removes the round's tiles). */
  flip(): void;
  /** Redraws after a change of the table's own state (a tile picked up...). */
  redraw(): void;
  /** Says something in the live region. */
  say(text: string): void;
  /** Whether animations may run. */
  motion: boolean;
  /** Reveal first, verdict after: the pieces just turned up are still turning over (no winner, outline or verdict yet). */
  held: boolean;
}

/** A move made for the person because it is the only one (or they asked the widget to choose), and why, in words. */
export interface ForcedMove {
  action: Action;
  /** Said before what the move did ('' for nothing). */
  note: string;
}

/** One family's table inside the decision frame. */
export interface FamilyTable<V> {
  /** The table and the prompt. */
  render(ctx: PlayContext<V>): TemplateResult;
  /** Bits of the status line. */
  status(ctx: PlayContext<V>): string[];
  /** The end of the game: headline and detail. */
  end(view: V, w: Words): { headline: string; detail: string };
  /** One action's events in words, for the live region, with the question now put to the viewer ('' for none). */
  announce(events: readonly GameEvent[], view: V, w: Words, ask: string): string;
  /**
   * Narration's short phrase for the same events (phrases.ts), '' for none; without it, narration speaks the
   * announcement whole.
   */
  phrase?(events: readonly GameEvent[], view: V, w: Words): string;
  /** The question for the deciding viewer, said when its prompt appears. */
  ask(pending: Pending, view: V, w: Words): string;
  /** The flip the game waits for, named for what it does now. */
  flipLabel(view: V, w: Words): string;
  /** How much longer than a plain step the automatic flip now waits (a decided round stays in view a little). */
  pace(view: V): number;
  /** The move made for the person, when the decision is forced or they let the widget choose; else null. */
  forced(pending: Pending, view: V, state: GameState, prefs: TablePrefs, w: Words): ForcedMove | null;
  /** Takes note of one action's events (logs, animations). */
  seen(events: readonly GameEvent[], view: V, w: Words): void;
  /** After a render: focus and animations (`held`: the verdict waits for the pieces turning over). */
  afterRender(root: ShadowRoot, motion: boolean, held: boolean): void;
}
