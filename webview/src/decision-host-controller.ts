// The decision games at the element, as a reactive controller: opening the table for a session (their chunk loaded by
// the game's lifecycle) with the host contract of decision-host.ts, passing it renders, changes and the element's
// comings and goings, and closing it (its timers and worker) on a new game.
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { Action, GameEvent } from '../../engine/src/on-demand.ts';
import type { DecisionHost, DecisionModule, DecisionTable } from './decision-host.ts';
import { decisionsLoaded } from './decisions-loader.ts';
import type { GameSession, StepOutcome } from './game-session.ts';
import type { DecisionStrings } from './decisions/decision-strings.ts';
import type { WarStrings } from './strings.ts';

/** What the element lends a decision table (see DecisionHost, which this becomes). */
export interface DecisionPort {
  readonly element: HTMLElement;
  readonly root: ShadowRoot;
  readonly t: WarStrings;
  readonly pageStrings: unknown;
  /** The decision games' strings in the element's language (null: English, from the chunk). */
  readonly decisionStrings?: DecisionStrings | null;
  readonly playing: boolean;
  readonly rate: number;
  readonly headingLevel: number | null;
  /** The `confirm-forced` attribute (false when left out). */
  readonly confirmForced?: boolean;
  motionOn(): boolean;
  apply(action: Action): StepOutcome;
  say(text: string): void;
  setPlaying(on: boolean): void;
  setSpeed(speed: string): void;
  newGame(): void;
  restart(): void;
}

/** The decision table of one element (none while a War-family game is on). */
export class DecisionHostController implements ReactiveController {
  /** The table on the element, or null (the War table draws). */
  table: DecisionTable | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly port: DecisionPort,
  ) {
    host.addController(this);
  }

  /** The chunk if it is already there (the npm entries and tests: always; the CDN bundle: once loaded). */
  get loaded(): DecisionModule | null {
    return decisionsLoaded();
  }

  /** Opens the table for a session just started; the chunk's styles join the shadow root the first time. */
  open(module: DecisionModule, session: GameSession): void {
    const root = this.port.root;
    const sheet = module.styles.styleSheet;
    if (sheet && root.adoptedStyleSheets && !root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    this.table = module.create(this.hostFor(session));
  }

  /** Closes the table, if any (its timers and worker stop). */
  drop(): void {
    this.table?.dispose();
    this.table = null;
  }

  /** The game changed (an action's events, autoplay on or off...): the table takes note and schedules its turns. */
  changed(events?: readonly GameEvent[]): void {
    this.table?.changed(events);
  }

  /** The table's part of the element (everything below the title line). */
  render(): TemplateResult | null {
    return this.table ? this.table.render() : null;
  }

  /** After a render: the table's focus and animations (a failure there must not reach the page). */
  updated(): void {
    try {
      this.table?.updated();
    } catch {
      // Focus and animations are extras.
    }
  }

  hostConnected(): void {
    this.table?.changed();
  }

  hostDisconnected(): void {
    this.table?.changed();
  }

  /** What a decision table may use of the element, for one session. */
  private hostFor(session: GameSession): DecisionHost {
    const port = this.port;
    const host = this.host;
    return {
      element: port.element,
      root: port.root,
      session,
      get t() {
        return port.t;
      },
      get pageStrings() {
        return port.pageStrings;
      },
      get decisionStrings() {
        return port.decisionStrings ?? null;
      },
      get playing() {
        return port.playing;
      },
      get rate() {
        return port.rate;
      },
      get headingLevel() {
        return port.headingLevel;
      },
      get confirmForced() {
        return port.confirmForced ?? false;
      },
      motionOn: () => port.motionOn(),
      apply: (action: Action) => port.apply(action),
      say: (text: string) => port.say(text),
      requestUpdate: () => host.requestUpdate(),
      setPlaying: (on: boolean) => port.setPlaying(on),
      setSpeed: (speed: string) => port.setSpeed(speed),
      newGame: () => port.newGame(),
      restart: () => port.restart(),
    };
  }
}
