// <pw-decision-table>: a decision game at the table, as a Lit element inside <piecepack-war>'s shadow root (one per
// game). Whose view is drawn (the human seat; in a hotseat game the seat whose turn it is, behind a pass-the-device
// screen), computer seats deciding on their own (the strong Stacked Deck War player in a Web Worker), turn-ups and
// forced moves by themselves when one person plays the computer (or while autoplay is on), the table's keyboard, name
// and focus, and the frame; reveal first, verdict after (verdict-gate.ts): a step that turns pieces up shows its
// winner, outline, sentence and end only once they are face up, and a person's press ends running motion first. The
// family's own table (steal-table.ts, stacked-table.ts) is its strategy. Properties down, internal events up
// (table-events.ts); the live region, autoplay and motion are the element's.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  FLIP,
  computerAction,
  levelOf,
  MAX_DECISION_PAUSE_MS,
  type Action,
  type GameEvent,
  type GameView,
  type Pending,
  type StackedView,
  type StealView,
} from '../../../engine/src/on-demand.ts';
import { artStyles } from '../../../picture/styles/art.styles.ts';
import { cardStyles } from '../../../picture/styles/card.styles.ts';
import { controlsStyles } from '../styles/controls.styles.ts';
import { tableStyles } from '../styles/table.styles.ts';
import { figuresStyles } from '../styles/figures.styles.ts';
import type { EndFigures } from '../figures/end-figures.ts';
import { OnDemand } from '../load/on-demand.ts';
import { fire } from '../game/page-events.ts';
import type { GameSession } from '../game/game-session.ts';
import { animatesAt, nearestSpeedName } from '../game/speed.ts';
import { DEFAULT_STRINGS, format, mergeStringTable, type WarStrings } from '../i18n/strings.ts';
import { tableEvent, type TableActionDetail } from '../game/table-events.ts';
import { VerdictGate } from '../game/verdict-gate.ts';
import { endBanner, errorPart, statusLine } from '../game/table-frame.ts';
import { ComputerClient } from './computer-client.ts';
import { controls, passScreen } from './decision-frame.ts';
import { DEFAULT_DECISION_STRINGS, type DecisionStrings } from '../i18n/decision-strings.ts';
import { decisionStyles } from './decisions.styles.ts';
import type { FamilyTable, PlayContext } from './play-context.ts';
import { prefsOf, type TablePrefs } from './prefs.ts';
import { StackedTable } from './stacked-table.ts';
import { StealTable } from './steal-table.ts';
import { wordsFor, type Words } from './words.ts';

/** What the live region is to hear of the steps not yet said: their events and the notes said before them. */
interface Unsaid {
  events: GameEvent[];
  notes: string[];
}

/**
 * One decision game (Steal War or Stacked Deck War) at the table: everything below the widget's title line.
 * Internal to `<piecepack-war>` (not part of its public API); its parts are exported to the element's.
 *
 * @fires pw-table-action - A decision or a flip to apply. detail: { action, outcome } (the element fills in outcome)
 * @fires pw-table-say - A sentence for the live region now. detail: { text }
 * @fires pw-table-hold - The live region held while pieces turn over (on), or let out (off). detail: { on }
 * @fires pw-table-play - Auto-play on or off. detail: { on }
 * @fires pw-table-speed - A speed chosen. detail: { speed }
 * @fires pw-table-new-game - New game pressed.
 * @fires pw-table-restart - Restart pressed.
 * @fires pw-computer - A computer seat decided (public; fired on the element).
 */
export class DecisionTableElement extends LitElement {
  static override styles = [artStyles, cardStyles, tableStyles, controlsStyles, decisionStyles, figuresStyles];

  static override properties = {
    session: { attribute: false },
    t: { attribute: false },
    pageStrings: { attribute: false },
    decisionStrings: { attribute: false },
    playing: { type: Boolean },
    rate: { type: Number },
    confirmForced: { type: Boolean, attribute: 'confirm-forced' },
    headingLevel: { attribute: false },
    motion: { type: Boolean },
    moves: { type: Number },
    replaying: { type: Boolean },
    learner: { attribute: false },
  };

  /** The game on the table (set once: a new game is a new table). */
  session: GameSession | null = null;
  /** The widget's strings (the page's replacements merged in). */
  t: WarStrings = DEFAULT_STRINGS;
  /** The page's `strings` input as given, for the decision games' own strings. */
  pageStrings: unknown = {};
  /** The decision strings in the element's language, before the page's replacements (null: English). */
  decisionStrings: DecisionStrings | null = null;
  /** Whether the element's autoplay is on. */
  playing = false;
  /** Autoplay's flips per second (Infinity: as fast as possible). */
  rate = 2.5;
  /** The person confirms moves that have one choice (turn-ups, a card that steals nothing). */
  confirmForced = false;
  /** The widget title's heading level (1 to 6), or null: no headings. */
  headingLevel: number | null = null;
  /** Whether animations may run (the element's motion: not under reduced motion, not at high speed). */
  motion = false;
  /** Actions taken so far: a new number redraws the table (the session changes in place). */
  moves = 0;
  /** A past position shown by the replay bar: drawn for the same seat as in play, read-only (no turns, no choices, no controls). */
  replaying = false;
  /**
   * A walk-through's question at a past position (replay.ts): the seat asked, drawn for it with its real choices; nothing
   * happens by itself, and its move goes up as pw-table-action for the replay to judge. Null: no question.
   */
  learner: number | null = null;

  private family: FamilyTable<GameView> | null = null;
  private hotseat = false;
  /** One person against computers: turn-ups and forced moves happen by themselves (unless confirm-forced or paused). */
  private solo = false;
  /** The person paused the steps that happen by themselves. */
  private held = false;
  /** The seat whose view is drawn (null: a spectator, when only computers play or between hotseat turns). */
  private viewer: number | null = null;
  /** Hotseat: the seat the device is being passed to (the table is hidden until it says it is there). */
  private passTo: number | null = null;
  private passedOnce = false;
  /** The turn that happens by itself next, aborted on every change: a computer decision that comes back after one is dropped. */
  private turn = new AbortController();
  private thinking: number | null = null;
  private readonly computer = new ComputerClient();
  /** The end banner's figures and chart (end-figures.ts), loaded when the game ends. */
  private readonly figures = new OnDemand<EndFigures>(this, () => import('../figures/end-figures.ts').then((m) => new m.EndFigures()));
  private unsaid: Unsaid = { events: [], notes: [] };
  /** What the status line says: the last action in words, or a refusal. */
  private message = '';
  /** What narration speaks of the last message composed (its phrase; the message itself for a family without phrases). */
  spoken = '';
  /** What the status line shows: the message, kept as it was while a verdict is held. */
  private shownMessage = '';
  /** Reveal first, verdict after: what a step says waits for its pieces to turn over (the live region through the element). */
  private readonly verdict = new VerdictGate(
    this,
    {
      hold: () => this.dispatchEvent(tableEvent('pw-table-hold', { on: true })),
      release: () => this.dispatchEvent(tableEvent('pw-table-hold', { on: false })),
    },
    () => this.renderRoot,
    () => this.moving,
  );
  /** Said before the next action's words: why a move was made for the person. */
  private note = '';
  /** The person's own action is being applied (its words are said at once). */
  private acting = false;
  private wantFocus = false;
  private wordsFor: { t: WarStrings; input: unknown; base: DecisionStrings; words: Words } | null = null;

  /** The `<piecepack-war>` this table is drawn in (its focus, its events, its person's choices). */
  private get widget(): HTMLElement {
    const root = this.getRootNode();
    return root instanceof ShadowRoot ? (root.host as HTMLElement) : this;
  }

  private get prefs(): TablePrefs {
    return prefsOf(this.widget);
  }

  /** The widget's strings and the decision strings in its language, with the page's replacements; seats named from the viewer's side. */
  private get words(): Words {
    const t = this.t;
    const input = this.pageStrings;
    const base = this.decisionStrings ?? DEFAULT_DECISION_STRINGS;
    if (this.wordsFor?.t !== t || this.wordsFor.input !== input || this.wordsFor.base !== base) {
      // With one person at the device its seat is "Seat 1 (you)" in every sentence; in hotseat the sentences stay in the
      // log while the device goes round, so they name seats plainly.
      const d: DecisionStrings = mergeStringTable(base, input);
      this.wordsFor = { t, input, base, words: wordsFor(t, d, this.solo ? this.viewer : null) };
    }
    return this.wordsFor.words;
  }

  /** Whether pieces move now: the element's motion, unless the table plays by itself faster than pieces can turn. */
  private get moving(): boolean {
    return this.motion && (!this.auto || animatesAt(this.rate));
  }

  /** Whether turn-ups (and, for one person, forced moves) happen by themselves now. */
  private get auto(): boolean {
    return !this.held && (this.playing || (this.solo && !this.confirmForced));
  }

  /** One step of the game was applied (its events): the family's table takes note, and the next turns are scheduled. */
  stepped(session: GameSession, events: readonly GameEvent[]): void {
    if (session !== this.session || !this.family) return;
    this.letOut();
    this.verdict.follow(events);
    this.family.seen(events, session.viewFor(this.viewer), this.words);
    this.schedule(false);
  }

  /**
   * A step's words for the live region, which the element paces: whether to say them now (the person's own action, a
   * question to them, the end), and `compose`, which words every step not yet said in one message when it is time.
   */
  tell(events: readonly GameEvent[]): { now: boolean; compose: () => string } {
    this.unsaid.events.push(...events);
    if (this.note) this.unsaid.notes.push(this.note);
    const now = this.acting || events.some((e) => e.type === 'game-end') || (!!this.session && this.asking());
    return { now, compose: () => this.compose() };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.family) this.schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A new game (a new table) or the element left the page: timers and the worker stop; back in the page, they go on.
    this.cancelTurn();
    this.thinking = null;
    this.computer.dispose();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session') && this.session) this.seat(this.session);
    // Auto-play or confirm-forced changed: the steps that happen by themselves are scheduled again.
    else if (
      (changed.has('playing') && changed.get('playing') !== undefined) ||
      (changed.has('confirmForced') && changed.get('confirmForced') !== undefined)
    )
      this.schedule(false);
  }

  protected override render(): TemplateResult | typeof nothing {
    try {
      return this.renderTable();
    } catch (e) {
      // The element never throws into the page: the error takes the table's place.
      const message = `the table could not be drawn: ${e instanceof Error ? e.message : String(e)}`;
      return errorPart({ option: 'game', message, allowed: '' }, this.t);
    }
  }

  private renderTable(): TemplateResult | typeof nothing {
    const session = this.session;
    const family = this.family;
    if (!session || !family) return nothing;
    const w = this.words;
    const { t, d } = w;
    const bar = controls(
      {
        over: session.over,
        playing: this.auto,
        speed: nearestSpeedName(this.rate),
        togglePlay: () => this.togglePlay(),
        setSpeed: (speed) => this.dispatchEvent(tableEvent('pw-table-speed', { speed })),
        restart: () => this.dispatchEvent(tableEvent('pw-table-restart', {})),
        newGame: () => this.dispatchEvent(tableEvent('pw-table-new-game', {})),
      },
      t,
    );
    if (this.passTo !== null) return html`${passScreen(this.passTo, !this.passedOnce, t, d, this.headingLevel, () => this.ready())}${bar}`;
    const view = session.viewFor(this.viewer) as StackedView | StealView;
    const p = session.pending;
    const held = this.verdict.held;
    if (!held) this.shownMessage = this.message;
    const ctx: PlayContext<GameView> = {
      view,
      viewer: this.viewer,
      // A past position is looked at: no prompt, no flip (the replay bar steps on).
      pending: this.replaying ? null : p,
      mine: this.mine(p),
      thinking: this.thinking,
      state: session.state,
      w,
      tableLabel: this.tableLabel(p, view),
      headingLevel: this.headingLevel,
      tableKey: (e) => this.onTableKey(e),
      solo: this.solo,
      auto: this.solo && this.auto,
      prefs: this.prefs,
      act: (a) => this.act(a),
      flip: () => this.act(FLIP),
      redraw: () => this.requestUpdate(),
      say: (text) => this.say(text),
      motion: this.moving,
      held,
    };
    // Asked for as soon as the game is over, so they are here when the reveal lets the end out.
    const figures = view.result ? this.figures.get() : null;
    return html`
      ${view.result && !held ? endBanner(family.end(view, w), t, () => this.dispatchEvent(tableEvent('pw-table-new-game', {}))) : nothing}
      ${view.result && !held ? (figures?.render(session.record(), t) ?? nothing) : nothing}
      ${family.render(ctx)}
      ${statusLine(this.shownMessage, family.status(ctx))}
      ${this.replaying || this.learner !== null ? nothing : bar}
    `;
  }

  protected override updated(): void {
    try {
      this.family?.afterRender(this.renderRoot as ShadowRoot, this.moving, this.verdict.held);
      this.focusPrompt();
    } catch {
      // Focus and animations are extras: a failure there must not reach the page.
    }
  }

  /** A new game at the table: who looks, who plays, the family's table. */
  private seat(session: GameSession): void {
    const seats = session.options.seats;
    const humans = seats.map((k, i) => (k === 'human' ? i : -1)).filter((i) => i >= 0);
    // A learner answers one question at one device: no pass screen, no move made for them.
    this.hotseat = this.learner === null && humans.length >= 2;
    this.solo = this.learner === null && humans.length === 1;
    this.viewer = this.learner ?? (this.hotseat ? null : (humans[0] ?? null));
    this.wordsFor = null;
    this.family = session.options.family === 'stacked-deck' ? new StackedTable(session, this.words) : new StealTable(session);
    this.schedule(false);
  }

  /** Whether a pending decision is the drawn seat's to make (a person's, at this device, now). */
  private mine(p: Pending | null): boolean {
    return (
      !this.replaying &&
      p !== null &&
      p.seat >= 0 &&
      p.seat === this.viewer &&
      this.passTo === null &&
      (this.learner !== null || this.session!.options.seats[p.seat] === 'human')
    );
  }

  /** How long a computer waits before deciding, and a turn-up before it happens, at the chosen speed. */
  private pause(): number {
    return Number.isFinite(this.rate) ? Math.min(MAX_DECISION_PAUSE_MS, 1000 / this.rate) : 0;
  }

  /** The game changed: who looks now, and the next turn that happens by itself (a computer's, a turn-up, a forced move). */
  private schedule(redraw = true): void {
    const session = this.session;
    const family = this.family;
    if (!session || !family || this.replaying || this.learner !== null) return;
    this.cancelTurn();
    this.thinking = null;
    const p = session.pending;
    const live = this.isConnected;
    if (!p) {
      // The game is over: a hotseat table shows what everyone may see.
      if (this.hotseat) {
        this.viewer = null;
        this.passTo = null;
      }
    } else if (p.seat >= 0 && session.options.seats[p.seat] === 'human') {
      if (this.hotseat && p.seat !== this.viewer) {
        this.passTo = p.seat;
        this.viewer = null;
      } else if (this.solo && this.auto && live) {
        // The person's move when there is only one (or the widget was asked to choose): made for them, after the pause.
        const move = family.forced(p, session.viewFor(this.viewer), session.state, this.prefs, this.words);
        if (move) this.later((turn) => this.forced(turn, move.action, move.note), this.pause());
      }
    } else if (p.seat >= 0) {
      if (live) {
        this.thinking = p.seat;
        this.later((turn) => void this.think(turn, p.seat), this.pause());
      }
    } else if (this.auto && live) {
      this.later((turn) => this.autoFlip(turn), this.pause() * family.pace(session.viewFor(this.viewer)));
    }
    if (redraw) this.requestUpdate();
  }

  /** Aborts the turn waiting (its timer, or a computer's decision on its way) and opens the next. */
  private cancelTurn(): void {
    this.turn.abort();
    this.turn = new AbortController();
  }

  /** Runs `take` after `ms` as this turn, once a held verdict is out (the reveal is over), unless the game changes first. */
  private later(take: (turn: AbortSignal) => void, ms: number): void {
    const turn = this.turn.signal;
    const timer = setTimeout(() => void this.verdict.whenOut().then(() => take(turn)), ms);
    turn.addEventListener('abort', () => clearTimeout(timer), { once: true });
  }

  /** Asks the element to apply an action (it fires the page's events and says what happened); the outcome comes back. */
  private apply(action: Action): TableActionDetail['outcome'] {
    const detail: TableActionDetail = { action, outcome: { ok: false, message: 'no game on the table' } };
    this.dispatchEvent(tableEvent('pw-table-action', detail));
    return detail.outcome;
  }

  private say(text: string): void {
    this.dispatchEvent(tableEvent('pw-table-say', { text }));
  }

  /** A refusal on the status line (and said, for the person's own action). */
  private refused(message: string, aloud: boolean): void {
    this.message = format(this.words.d.refused, { message }, this.words.t.locale);
    if (aloud) this.say(this.message);
    this.requestUpdate();
  }

  /** A computer seat decides: Stacked Deck War's searching levels in the worker, the quick players here. */
  private async think(turn: AbortSignal, seat: number): Promise<void> {
    const session = this.session!;
    const o = session.options;
    let action: Action;
    try {
      if (o.family === 'stacked-deck' && levelOf(o.seats[seat]) !== null) {
        action = await this.computer.decide(session.state, seat);
        const note = this.computer.takeNote();
        fire(this.widget, 'pw-computer', {
          seat,
          ms: this.computer.times.at(-1) ?? 0,
          where: this.computer.where || 'main',
          ...(note ? { note } : {}),
        });
      } else {
        // The random players and Steal War's strong player decide in microseconds: here, in a task of their own.
        const started = performance.now();
        action = computerAction(session.state, seat);
        fire(this.widget, 'pw-computer', { seat, ms: performance.now() - started, where: 'main' });
      }
    } catch (e) {
      this.refused(e instanceof Error ? e.message : String(e), false);
      return;
    }
    if (turn.aborted || !this.isConnected) return;
    this.thinking = null;
    const r = this.apply(action);
    if (!r.ok) this.refused(r.message, false);
  }

  private autoFlip(turn: AbortSignal): void {
    if (turn.aborted || !this.auto) return;
    if (this.session?.pending?.seat === -1) this.apply(FLIP);
  }

  /** The person's forced move (or the choice they left to the widget), made for them. */
  private forced(turn: AbortSignal, action: Action, note: string): void {
    if (turn.aborted || !this.auto) return;
    this.note = note;
    const r = this.apply(action);
    this.note = '';
    if (!r.ok) this.refused(r.message, false);
  }

  /** Running motion ends now (no pile-up of pieces), and a held verdict comes out before new pieces are laid. */
  private settle(): void {
    for (const a of this.renderRoot instanceof ShadowRoot ? this.renderRoot.getAnimations() : [])
      try {
        a.finish();
      } catch {
        // An endless animation cannot finish: it goes on.
      }
    this.letOut();
  }

  /** A held verdict comes out now: the live region says it, and the status line shows it while the next step's waits. */
  private letOut(): void {
    if (!this.verdict.held) return;
    this.shownMessage = this.message;
    this.verdict.release();
  }

  /** A person's decision (or flip) from the table, after the running motion; a refusal is shown and said. */
  private act(action: Action): void {
    if (this.replaying) return;
    this.settle();
    this.wantFocus = this.widget.matches(':focus-within');
    this.acting = true;
    let r;
    try {
      r = this.apply(action);
    } finally {
      this.acting = false;
    }
    if (!r.ok) this.refused(r.message, true);
  }

  /** Hotseat: the player the device was passed to is there; its table and its question appear. */
  private ready(): void {
    if (this.passTo === null) return;
    this.viewer = this.passTo;
    this.passTo = null;
    this.passedOnce = true;
    this.wantFocus = true;
    const session = this.session!;
    const p = session.pending;
    if (p && this.mine(p)) this.say(this.family!.ask(p, session.viewFor(this.viewer), this.words));
    this.requestUpdate();
  }

  /** Auto-play on or off: for one person against the computer it pauses and resumes the steps that happen by themselves. */
  private togglePlay(): void {
    if (this.auto) {
      this.held = true;
      if (this.playing) this.dispatchEvent(tableEvent('pw-table-play', { on: false }));
    } else {
      this.held = false;
      if (!this.solo || this.confirmForced) this.dispatchEvent(tableEvent('pw-table-play', { on: true }));
    }
    this.schedule();
  }

  /** Whether the game now waits for a question to the person at this device (not a move the widget makes for them). */
  private asking(): boolean {
    const session = this.session!;
    const p = session.pending;
    if (!p || !this.mine(p)) return false;
    return !(this.solo && this.auto && this.family!.forced(p, session.viewFor(this.viewer), session.state, this.prefs, this.words));
  }

  /** One message for the steps not yet said, with the question now put to the person; also the status line's text (and `spoken`). */
  private compose(): string {
    const session = this.session;
    const family = this.family;
    const unsaid = this.unsaid;
    this.unsaid = { events: [], notes: [] };
    if (!session || !family || !this.isConnected) return '';
    const w = this.words;
    const view = session.viewFor(this.viewer);
    const p = session.pending;
    // The question goes to the seat that must answer it, at this device: never across a pass-the-device screen.
    const ask = p && this.asking() ? family.ask(p, view, w) : '';
    const text = `${unsaid.notes.join(' ')} ${family.announce(unsaid.events, view, w, ask)}`.trim();
    this.message = text;
    // Narration: the steps' short phrase and the question whole (the person must hear what is asked).
    this.spoken = family.phrase ? `${family.phrase(unsaid.events, view, w)} ${ask}`.trim() : text;
    this.requestUpdate();
    return text;
  }

  /** What Space or Enter does on the table now, as its accessible name. */
  private tableLabel(p: Pending | null, view: GameView): string {
    const { d } = this.words;
    if (!p) return d.tableOver;
    if (p.seat === -1) return format(d.tableFlip, { action: this.family!.flipLabel(view, this.words) }, this.words.t.locale);
    if (this.mine(p)) return d.tableChoose;
    return format(d.tableWait, { seat: this.words.who(p.seat) }, this.words.t.locale);
  }

  /** Space or Enter on the table itself: flips, or moves the focus to the person's choice (ending a reveal first). */
  private onTableKey(e: KeyboardEvent): void {
    if (e.target !== e.currentTarget || (e.key !== ' ' && e.key !== 'Enter')) return;
    e.preventDefault();
    const p = this.session?.pending ?? null;
    if (p?.seat === -1) this.act(FLIP);
    else if (this.mine(p) && this.verdict.held) {
      // The choice waits for the reveal: the press ends it, and the focus goes to the choice once it is drawn.
      this.wantFocus = true;
      this.settle();
    } else if (this.mine(p)) this.renderRoot.querySelector<HTMLElement>('[data-focus]')?.focus();
  }

  /** Keyboard focus follows the decision: to the new prompt's first choice, once there is one for this seat. */
  private focusPrompt(): void {
    if (!this.wantFocus) return;
    const root = this.renderRoot as ShadowRoot;
    // Only while the person is still here: focus inside the widget, or dropped to the page's body by a redraw in a
    // page that has focus. Focus elsewhere (another control, another frame or window, e.g. a VS Code editor) stays put.
    const widget = this.widget;
    const doc = this.ownerDocument;
    const dropped = doc.hasFocus() && (doc.activeElement === null || doc.activeElement === doc.body);
    if (!widget.matches(':focus-within') && !dropped) {
      this.wantFocus = false;
      return;
    }
    const outer = widget.shadowRoot?.activeElement ?? null;
    const active = outer === this ? root.activeElement : outer;
    const free = !active || !active.isConnected || active.classList.contains('table') || (active as HTMLButtonElement).disabled === true;
    if (!free) {
      this.wantFocus = false;
      return;
    }
    const target = root.querySelector<HTMLElement>('[data-focus]:not([disabled])');
    if (target) {
      // The whole prompt comes into view (a buying window on a phone), then its first choice takes the focus.
      target.closest('.prompt')?.scrollIntoView({ block: 'nearest' });
      target.focus({ preventScroll: true });
      this.wantFocus = false;
    } else if (!active || !active.isConnected) root.querySelector<HTMLElement>('.table')?.focus({ preventScroll: true });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pw-decision-table': DecisionTableElement;
  }
}
