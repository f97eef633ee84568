// The contract between the element and the tables of the decision games (Stacked Deck War, Steal War), which load
// lazily in their own chunk: what the element offers a table, and what a table offers the element. Types only.
import type { CSSResult, TemplateResult } from 'lit';
import type { Action, Family, GameEvent } from '../../engine/src/on-demand.ts';
import type { DecisionStrings } from './decisions/decision-strings.ts';
import type { GameSession, StepOutcome } from './game-session.ts';
import type { WarStrings } from './strings.ts';

/** What the element offers a decision table. */
export interface DecisionHost {
  /** The element itself (the page's focus and events). */
  readonly element: HTMLElement;
  /** Its shadow root, where the table is drawn. */
  readonly root: ShadowRoot;
  /** The game on the table. */
  readonly session: GameSession;
  /** The widget's strings (the page's replacements merged in). */
  readonly t: WarStrings;
  /** The page's `strings` input as given, for the table's own strings. */
  readonly pageStrings: unknown;
  /**
   * The table's own strings in the element's language, before the page's replacements; null or absent: English (the
   * chunk's defaults). Optional: hosts written before languages leave it out.
   */
  readonly decisionStrings?: DecisionStrings | null;
  /** Whether autoplay is on (flips happen by themselves). */
  readonly playing: boolean;
  /** Autoplay's flips per second (Infinity: as fast as possible). */
  readonly rate: number;
  /** The `confirm-forced` attribute: the person confirms moves that have one choice (turn-ups, a card that steals nothing). */
  readonly confirmForced: boolean;
  /**
   * The title's heading level from the `heading-level` attribute (1 to 6), or null/undefined when the page set none:
   * then the widget adds no heading element to the page's outline (a prompt's title is not a heading); with one, a
   * table's own headings go one level below it. Optional: hosts written before this field leave it out.
   */
  readonly headingLevel?: number | null;
  /** Whether animations may run (not under reduced motion, not at high speed). */
  motionOn(): boolean;
  /** Applies an action: the element fires its DOM events and says what happened (the table's words). */
  apply(action: Action): StepOutcome;
  /** Puts a sentence in the live region. */
  say(text: string): void;
  /** Asks the element to draw again. */
  requestUpdate(): void;
  /** Autoplay on or off. */
  setPlaying(on: boolean): void;
  /** Sets the autoplay speed (a name or a number of flips per second). */
  setSpeed(speed: string): void;
  /** Starts a new deal with the same options. */
  newGame(): void;
  /** Starts the same deal again. */
  restart(): void;
}

/** What a decision table offers the element. */
export interface DecisionTable {
  /** Everything below the title line: the table, the prompt, the status and the controls. */
  render(): TemplateResult;
  /** After each render (animations, focus). */
  updated(): void;
  /** The sentences for one action's events, as the viewer may hear them (never a hidden piece). */
  announce(events: readonly GameEvent[]): string;
  /** How to play this game, one paragraph each (the widget's help disclosure). */
  help(): string[];
  /**
   * The game changed: an action was applied (its events given), a game started, autoplay turned on or off, the element
   * joined or left the page. The table takes note of the events and schedules computer turns and flips.
   */
  changed(events?: readonly GameEvent[]): void;
  /** Stops timers and the computer's worker (a new game, or the element left the page). */
  dispose(): void;
}

/** The decision games' chunk. */
export interface DecisionModule {
  /** The families it draws. */
  readonly families: readonly Family[];
  /** Its styles, adopted by the element's shadow root when it loads. */
  readonly styles: CSSResult;
  /** A table for the game on the host. */
  create(host: DecisionHost): DecisionTable;
}
