// The decision games at the element (Steal War, Stacked Deck War), as a reactive controller and a FamilyPlay
// (family-play.ts), the counterpart of war-play.ts: their table drawn as <pw-decision-table> (one per game; its inputs
// as properties, its requests as the internal pw-table-* events, answered here: a decision as a step of the game, the
// rest with the element's own methods), their steps passed on to it, their words paced by the element's live region
// (held while the table's pieces turn over), a past position drawn by the same table, read-only.
import { html, type ReactiveController, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { GameEvent } from '../../../engine/src/on-demand.ts';
import type { FamilyPlay, Pace, PastPosition, PlayInputs } from '../game/family-play.ts';
import type { Announcer } from '../game/announcer.ts';
import type { AutoplayController } from '../game/autoplay-controller.ts';
import type { DecisionTableElement } from '../decisions/decision-table.ts';
import type { GameSession } from '../game/game-session.ts';
import type { MotionController } from '../game/motion-controller.ts';
import type { SpeedName } from '../game/speed.ts';
import { TABLE_PARTS, type TableActionDetail, type TableEventMap } from '../game/table-events.ts';
import type { DecisionWidget } from '../game/decisions-loader.ts';

/** A decision game's table at one element. */
export class DecisionPlay implements ReactiveController, FamilyPlay {
  /** The table runs its own turns: autoplay's clock only says that it is on. */
  readonly ticks = false;
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

  /** Everything below the title line. A decision made at the table is taken by `i.decide` (its outcome in the detail). */
  render(session: GameSession, _view: unknown, i: PlayInputs): TemplateResult {
    const host = this.host;
    const apply = (e: CustomEvent<TableActionDetail>) => {
      if (e.target !== this.table(session)) return;
      const outcome = i.decide(session, e.detail.action);
      if (outcome) e.detail.outcome = outcome;
    };
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

  /** A past position through the same table, in its `replaying` mode, drawn for the same seat as in play. */
  renderPast(past: PastPosition, i: PlayInputs): TemplateResult {
    const session = past.session;
    return html`${keyed(
      session,
      html`<pw-decision-table exportparts=${TABLE_PARTS} replaying
        .session=${session} .t=${i.t} .pageStrings=${i.pageStrings} .decisionStrings=${i.decisionStrings}
        .rate=${i.rate} .headingLevel=${i.headingLevel} .moves=${past.k}></pw-decision-table>`,
    )}`;
  }

  /** A past step's words come from its table (drawn for the seat that played), once it is drawn. */
  async pastWords(past: PastPosition): Promise<string> {
    await this.host.updateComplete;
    return this.table(past.session)?.tell(past.events).compose() ?? '';
  }

  /** A new game: nothing held. */
  reset(): void {
    this.held = false;
  }

  /** A press is a flip (a decision game's turns are its table's). */
  press(_session: GameSession, flip: () => readonly GameEvent[] | null): GameEvent[] | null {
    const events = flip();
    return events ? [...events] : null;
  }

  /** Nothing plays by itself after a press: the table schedules its own turns. */
  stage(): void {}

  /** The table's own turns stop with autoplay (it hears of it as it is drawn). */
  halt(): void {}

  /** Nothing to do before a step. */
  before(): void {}

  /** Resolves once the table of `session` has drawn too. */
  async drawn(session: GameSession | null): Promise<boolean> {
    const table = this.table(session);
    return table ? table.updateComplete : true;
  }

  /** Finish the game asks first when a person plays a seat (the computer would decide for them). */
  asksBeforeFinish(session: GameSession): boolean {
    return session.options.seats.some((k) => k === 'human');
  }

  /** One step of `session` was applied: its table takes note and schedules the next turns. */
  stepped(session: GameSession, events: readonly GameEvent[]): void {
    this.table(session)?.stepped(session, events);
  }

  /**
   * Says a step's events, worded by the table and paced by the live region: by hand, in slow autoplay (`rate` up to
   * normal's) and at the end; `now`: at once.
   */
  say(session: GameSession, events: readonly GameEvent[], _t: unknown, pace: Pace): void {
    if (pace.playing && !pace.now && pace.rate > 2.5 && !events.some((e) => e.type === 'game-end')) return;
    const table = this.table(session);
    const words = table?.tell(events);
    if (!table || !words) return;
    this.announcer.pace(words.now || pace.now, () => {
      const text = words.compose();
      return { text, phrase: table.spoken };
    });
  }

  hostConnected(): void {}
}
