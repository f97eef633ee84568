// The War family's play at the element (and Tod und Leben's), as a reactive controller and a FamilyPlay
// (family-play.ts): one press per trick (the pot of a decided trick goes and the next pieces come up in the same press;
// a tie gets its moment, then the war plays by itself; a decided trick's pot goes by itself after a moment), the seats
// tied in the war now waiting (the "War!" mark), its verdict gate, what the live region hears of a War step, and the War
// table's part of the element (banner, table, status, controls), now or at a past position.
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GameEvent, GameView } from '../../../engine/src/on-demand.ts';
import type { FamilyPlay, Pace, PastPosition, PlayInputs } from '../game/family-play.ts';
import { personSeat } from '../war-family/announce.ts';
import type { Announcer } from '../game/announcer.ts';
import type { AutoplayController } from '../game/autoplay-controller.ts';
import type { EndFigures } from '../figures/end-figures.ts';
import type { GameSession } from '../game/game-session.ts';
import { POT_SHOWN_MS, WAR_MARK_MS, type MotionController } from '../game/motion-controller.ts';
import { unusualRankOrder } from '../i18n/naming.ts';
import { adoptPartStyles, OnDemand } from '../load/on-demand.ts';
import { VerdictGate } from '../game/verdict-gate.ts';
import { nearestSpeedName } from '../game/speed.ts';
import type { WarStrings } from '../i18n/strings.ts';
import { renderTable } from '../game/tables.ts';
import { announceContext, autoplayWords, isWarView, StatusMessage, warAnnouncement, warWords } from '../war-family/war-words.ts';
import { controlsPart, statusPart } from '../game/table-frame.ts';
import { bannerPart } from '../war-family/war-banner.ts';

/** The War family's turns and words at one element. */
export class WarPlay implements ReactiveController, FamilyPlay {
  /** Autoplay's clock takes War's steps. */
  readonly ticks = true;
  /** Seats whose face-up pieces tie in the war waiting now (the "War!" mark). */
  private tied: number[] = [];
  /** Reveal first, verdict after: what a step says waits for its pieces to turn over. */
  readonly verdict: VerdictGate;
  private readonly status = new StatusMessage();
  /** The end banner's figures and chart (end-figures.ts), loaded when a game ends. */
  private readonly figures: OnDemand<EndFigures>;
  /** The status line's last sentence (kept while a verdict is held). */
  private message = '';
  /** Bumped at each press and each moment staged: a moment waiting for an older verdict is dropped. */
  private staged = 0;

  constructor(
    host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    private readonly motion: MotionController,
    private readonly autoplay: AutoplayController,
    private readonly announcer: Announcer,
  ) {
    host.addController(this);
    // Its styles come with it (the element's shadow root adopts them).
    this.figures = new OnDemand(host, () =>
      import('../figures/end-figures.ts').then((m) => {
        adoptPartStyles(host.renderRoot, m.figuresStyles);
        return new m.EndFigures();
      }),
    );
    this.verdict = new VerdictGate(
      host,
      announcer,
      () => host.renderRoot,
      () => motion.on,
    );
  }

  /** Whether the verdict waits for the reveal now. */
  get held(): boolean {
    return this.verdict.held;
  }

  /**
   * One press on `session`: the pot of a decided trick goes to its winner and the next pieces come up in the same
   * press (a moment still waiting is played at once). Returns the events of the press, or null when nothing happened.
   */
  press(session: GameSession, flip: () => readonly GameEvent[] | null): GameEvent[] | null {
    this.staged++;
    this.motion.cancel();
    // Running motion ends now (no pile-up of ghosts), and a held verdict comes out before new pieces are laid.
    this.motion.settle();
    this.verdict.release();
    const collecting = session.phase === 'collect';
    const first = flip();
    if (!first) return null;
    const events = [...first];
    if (collecting && (session.phase as string) === 'battle' && !session.over) events.push(...(flip() ?? []));
    return events;
  }

  /** After a press: the trick's next moment, when it has one (a tie's war, or a decided trick's pot). */
  stage(session: GameSession, flip: () => readonly GameEvent[] | null): void {
    if (session.over || this.autoplay.playing) return;
    // The pieces just laid take their time to come in, and the verdict (the "War!" mark, the outline) waits for them:
    // the moment starts once it is out. A press meanwhile plays on by itself, and this moment is dropped.
    const staged = ++this.staged;
    void this.verdict.whenOut().then(() => {
      if (staged !== this.staged || session.over || this.autoplay.playing) return;
      if (session.phase === 'war')
        this.motion.schedule(() => {
          if (flip()) this.stage(session, flip);
        }, WAR_MARK_MS);
      else if (session.phase === 'collect') this.motion.schedule(() => void flip(), POT_SHOWN_MS);
    });
  }

  /** The trick's next moment, if one waits, is dropped. */
  halt(): void {
    this.motion.cancel();
  }

  /** Before a step that collects the pot: its pieces are copied, to slide to the winner after the render. */
  before(session: GameSession): void {
    if (session.phase === 'collect') this.motion.beforeCollect();
  }

  /** A step's events: a tie marks its seats, a decided trick (or a new deal) clears the mark; the verdict gate follows. */
  stepped(_session: GameSession, events: readonly GameEvent[]): void {
    for (const e of events) {
      if (e.type === 'tie') this.tied = e.seats.slice();
      else if (e.type === 'trick' || e.type === 'pickup' || e.type === 'split' || e.type === 'deal') this.tied = [];
    }
    this.verdict.follow(events);
  }

  /**
   * Says one step's events in the live region: one message per trick, and during autoplay (`playing`, unless `now`)
   * only wars, seats dropping out, every tenth trick (the standings) and the end, about one a second at most (see
   * Announcer).
   */
  say(session: GameSession, events: readonly GameEvent[], t: WarStrings, pace: Pace): void {
    const view = session.view();
    const playing = pace.playing && !pace.now;
    if (!isWarView(view) || !this.announcer.wants(events, playing, view.tricks)) return;
    const words = playing ? autoplayWords(events, session, view, t) : warWords(events, session, t);
    this.announcer.say(words.text, words.phrase);
  }

  /** The War table is the element's own: drawn with it. */
  drawn(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /** War has no decisions: Finish the game never plays a person's choice. */
  asksBeforeFinish(): boolean {
    return false;
  }

  /** A past step's words: the same public words as in play. */
  pastWords(past: PastPosition, t: WarStrings): string {
    return warAnnouncement(past.events, past.session, t);
  }

  /** A past position through the same table, with the "War!" mark of that position (not the live game's). */
  renderPast(past: PastPosition, inputs: PlayInputs): TemplateResult {
    const session = past.session;
    const live = this.tied;
    this.tied =
      session.phase === 'war'
        ? (past.events
            .filter((e) => e.type === 'tie')
            .at(-1)
            ?.seats.slice() ?? [])
        : [];
    try {
      return this.render(session, session.view(), { ...inputs, events: past.events });
    } finally {
      this.tied = live;
    }
  }

  /** Below the title line: the end banner, the table (Space or Enter presses), the status line and the controls. */
  render(session: GameSession, view: GameView, inputs: PlayInputs): TemplateResult {
    const { events, rate, t, act } = inputs;
    const o = session.options;
    const ctx = announceContext(session, view, t);
    const phase = session.over ? 'over' : 'phase' in view ? view.phase : '';
    const table = {
      t,
      packs: 'packs' in o ? o.packs : 1,
      // The "War!" mark is a verdict too: it waits, like the rest, for the tied pieces to be face up.
      tied: this.verdict.held ? [] : this.tied,
      held: this.verdict.held,
      press: session.over || !session.canFlip ? undefined : () => act.press(),
      person: personSeat(o.seats),
      rankOrder: 'ranking' in o ? unusualRankOrder(session.pieces, o.ranking, t) : null,
    };
    const controls = {
      phase,
      over: session.over,
      canFlip: session.canFlip,
      playing: this.autoplay.playing,
      speed: nearestSpeedName(rate),
      flip: () => act.press(),
      togglePlay: () => act.togglePlay(),
      setSpeed: (speed: string) => act.setSpeed(speed),
      newGame: () => act.newGame(),
    };
    const key = (e: KeyboardEvent) => {
      if (e.target !== e.currentTarget || (e.key !== ' ' && e.key !== 'Enter')) return;
      e.preventDefault();
      act.press();
    };
    if (!this.verdict.held) this.message = this.status.read(view, session, events, ctx, t);
    // Asked for as soon as the game is over, so they are here when the reveal lets the verdict out.
    const figures = view.result ? this.figures.get() : null;
    return html`
      ${view.result && !this.verdict.held ? bannerPart(view, ctx, t, () => act.newGame()) : nothing}
      ${view.result && !this.verdict.held ? (figures?.render(session.record(), t) ?? nothing) : nothing}
      <div class="table${isWarView(view) && view.depth > 0 ? ' at-war' : ''}" part="table" tabindex="0" role="group" aria-label=${t.tableDoes[phase] ?? t.tableLabel} @keydown=${key}>
        ${renderTable(view, table)}
        <div class="overlay" aria-hidden="true"></div>
      </div>
      ${statusPart(view, t, this.message)}
      ${controlsPart(controls, t)}
    `;
  }

  /** A new game: no mark. */
  reset(): void {
    this.staged++;
    this.tied = [];
    this.message = '';
    this.verdict.release();
  }

  hostConnected(): void {}
}
