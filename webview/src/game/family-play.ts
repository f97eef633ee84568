// What the element asks of a family's play, the War family's (war-play.ts) or a decision game's (decision-play.ts):
// its table drawn, a press, a step taken note of and said, its held verdict, a past position drawn and said. One play
// is chosen per game (playFor), the one place that asks which family a game is.
import type { TemplateResult } from 'lit';
import type { Action, GameEvent, GameView } from '../../../engine/src/on-demand.ts';
import { isDecisionFamily } from './decisions-loader.ts';
import type { DecisionStrings } from '../i18n/decision-strings.ts';
import type { GameSession, StepOutcome } from './game-session.ts';
import type { WarStrings } from '../i18n/strings.ts';

/** What the table's buttons and keys do at the element (the War table's controls; a past position's too). */
export interface PlayActions {
  /** One press of Flip, Space or Enter. */
  press(): void;
  /** Auto-play on or off. */
  togglePlay(): void;
  /** A speed chosen. */
  setSpeed(speed: string): void;
  /** New game from the end banner. */
  newGame(): void;
}

/** What a table is drawn with besides the session (the element's inputs, read at each render). */
export interface PlayInputs {
  t: WarStrings;
  pageStrings: unknown;
  decisionStrings: DecisionStrings | null;
  rate: number;
  confirmForced: boolean;
  headingLevel: number | null;
  /** The last step's events (the step road's), which the table draws. */
  events: readonly GameEvent[];
  act: PlayActions;
  /** A decision made at the table, taken as a step of `session`; null when the widget takes none now (a wrong setting). */
  decide(session: GameSession, action: Action): StepOutcome | null;
}

/** A past position of the game, shown read-only by the replay. */
export interface PastPosition {
  k: number;
  session: GameSession;
  events: GameEvent[];
}

/** How a step's words are paced: during autoplay (`playing`, at `rate` flips a second), or at once (`now`). */
export interface Pace {
  playing: boolean;
  rate: number;
  now: boolean;
}

/** A family's play at the element: what the step road, the element and the replay ask of the game's own table. */
export interface FamilyPlay {
  /** Whether autoplay's clock takes the steps (War), or the table runs its own turns and only hears that it is on. */
  readonly ticks: boolean;
  /** Whether the verdict is held now (its pieces turning over): the live region waits, and so do sound and autoplay. */
  readonly held: boolean;
  /** A new game: nothing marked, nothing held. */
  reset(): void;
  /**
   * One press on `session`, `flip` flipping it once (its events, or null when nothing happened). Returns the press's
   * events, or null when nothing happened.
   */
  press(session: GameSession, flip: () => readonly GameEvent[] | null): GameEvent[] | null;
  /** After a press: the trick's next moment, played by itself with `flip` (a War tie's war, a decided trick's pot). */
  stage(session: GameSession, flip: () => readonly GameEvent[] | null): void;
  /** Nothing more plays by itself (a moment of a trick waiting is dropped): the reader looks back, or Finish plays. */
  halt(): void;
  /** Before a step of `session` is taken (War: the pot's pieces copied, to slide to the winner). */
  before(session: GameSession): void;
  /** A step of `session` was taken: the play's marks, its verdict gate, its table take note. */
  stepped(session: GameSession, events: readonly GameEvent[]): void;
  /** Says a step's events in the live region, in the play's words, paced by `pace`. */
  say(session: GameSession, events: readonly GameEvent[], t: WarStrings, pace: Pace): void;
  /** Everything below the title line. */
  render(session: GameSession, view: GameView, inputs: PlayInputs): TemplateResult;
  /** A past position through the same table, read-only (`inputs.act` answers its controls there). */
  renderPast(past: PastPosition, inputs: PlayInputs): TemplateResult;
  /** The words of a past position's step (a decision game's, once its table is drawn). */
  pastWords(past: PastPosition, t: WarStrings): string | Promise<string>;
  /** Resolves once the table of `session` has drawn too (true when it is done). */
  drawn(session: GameSession | null): Promise<boolean>;
  /** Whether "Finish the game" asks first (the computer would play a person's seats). */
  asksBeforeFinish(session: GameSession): boolean;
}

/**
 * The play of `session`'s family: the War family's or a decision game's (the one place that asks). The decision games'
 * play comes with their chunk (`decisions`: null before it has loaded, which the lifecycle awaits before their game).
 */
export function playFor(session: GameSession, plays: { war: FamilyPlay; decisions(): FamilyPlay | null }): FamilyPlay {
  if (!isDecisionFamily(session.options.family)) return plays.war;
  const play = plays.decisions();
  if (!play) throw new Error(`The table of ${session.options.family} has not loaded.`);
  return play;
}
