// The decision games at the element (Steal War, Stacked Deck War), as a reactive controller, the counterpart of
// war-play.ts: their table drawn as <pw-decision-table> (one per game; its inputs as properties, its requests as the
// internal pw-table-* events, answered here with the element's own methods), their steps passed on to it, their words
// paced by the element's live region (held while the table's pieces turn over), their help.
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { GameEvent } from '../../engine/src/on-demand.ts';
import type { Announcer } from './announcer.ts';
import type { AutoplayController } from './autoplay-controller.ts';
import type { DecisionStrings } from './decisions/decision-strings.ts';
import type { DecisionTableElement } from './decisions/decision-table.ts';
import type { GameSession } from './game-session.ts';
import type { MotionController } from './motion-controller.ts';
import type { SpeedName, SpeedValue } from './speed.ts';
import type { WarStrings } from './strings.ts';
import { TABLE_PARTS, type TableActionDetail, type TableEventMap } from './table-events.ts';

/** The element, as its decision table's requests reach it: its public methods and `speed`. */
export interface DecisionWidget extends ReactiveControllerHost, HTMLElement {
  speed: SpeedValue;
  play(): void;
  pause(): void;
  newGame(): boolean;
  restart(): boolean;
}

/** What the table is drawn with besides the session (the element's inputs, read at each render). */
export interface DecisionInputs {
  t: WarStrings;
  pageStrings: unknown;
  decisionStrings: DecisionStrings | null;
  rate: number;
  confirmForced: boolean;
  headingLevel: number | null;
}

/** A decision game's table at one element. */
export class DecisionPlay implements ReactiveController {
  /** Whether the table holds its verdict now (its pieces are turning over): the live region waits, and so does a sound. */
  held = false;

  constructor(
    private readonly host: DecisionWidget,
    private readonly autoplay: AutoplayController,
    private readonly motion: MotionController,
    private readonly announcer: Announcer,
  ) {
    host.addController(this);
  }

  /** The table of `session`, once drawn (before the first render of a new game, the old game's table is not it). */
  table(session: GameSession | null): DecisionTableElement | null {
    // Found in the element's root rather than through Lit's ref directive, which a War page would then carry.
    const table = this.host.shadowRoot?.querySelector<DecisionTableElement>('pw-decision-table') ?? null;
    return table && session && table.session === session ? table : null;
  }

  /** Everything below the title line. `apply` answers the table's actions (its detail's outcome). */
  render(session: GameSession, i: DecisionInputs, apply: (e: CustomEvent<TableActionDetail>) => void): TemplateResult {
    const host = this.host;
    const say = (e: TableEventMap['pw-table-say']) => this.announcer.say(e.detail.text);
    const hold = (e: TableEventMap['pw-table-hold']) => this.hold(e.detail.on);
    const play = (e: TableEventMap['pw-table-play']) => (e.detail.on ? host.play() : host.pause());
    // The control offers the named speeds; a wrong one is reported like a wrong attribute (settings.ts).
    const speed = (e: TableEventMap['pw-table-speed']) => (host.speed = e.detail.speed as SpeedName);
    return html`${keyed(
      session,
      html`<pw-decision-table exportparts=${TABLE_PARTS}
        .session=${session} .t=${i.t} .pageStrings=${i.pageStrings} .decisionStrings=${i.decisionStrings}
        .playing=${this.autoplay.playing} .rate=${i.rate} .confirmForced=${i.confirmForced} .headingLevel=${i.headingLevel}
        .motion=${this.motion.on} .moves=${session.actions.length}
        @pw-table-action=${apply} @pw-table-say=${say} @pw-table-hold=${hold} @pw-table-play=${play} @pw-table-speed=${speed}
        @pw-table-new-game=${() => host.newGame()} @pw-table-restart=${() => host.restart()}></pw-decision-table>`,
    )}`;
  }

  /** The table holds its verdict (`on`), or lets it out: the live region follows, and the element draws again. */
  private hold(on: boolean): void {
    this.held = on;
    if (on) this.announcer.hold();
    else this.announcer.release();
    this.host.requestUpdate();
  }

  /** One step of `session` was applied: its table takes note and schedules the next turns. */
  stepped(session: GameSession, events: readonly GameEvent[]): void {
    this.table(session)?.stepped(session, events);
  }

  /**
   * Says a step's events, worded by the table and paced by the live region: by hand, in slow autoplay (`rate` up to
   * normal's) and at the end; `now`: at once.
   */
  say(session: GameSession, events: readonly GameEvent[], playing: boolean, rate: number, now = false): void {
    if (playing && rate > 2.5 && !events.some((e) => e.type === 'game-end')) return;
    const table = this.table(session);
    const words = table?.tell(events);
    if (!table || !words) return;
    this.announcer.pace(words.now || now, () => {
      const text = words.compose();
      return { text, phrase: table.spoken };
    });
  }

  hostConnected(): void {}
}
