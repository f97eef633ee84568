// Runs a decision game at the table: whose view is drawn (the human seat; in a hotseat game the seat whose turn it is,
// behind a pass-the-device screen), computer seats deciding on their own (the strong Stacked Deck War player in a Web
// Worker), turn-ups and forced moves by themselves when one person plays the computer (or while autoplay is on), the
// paced live region, the table's keyboard and accessible name, the prompt's keyboard focus, and the frame.
import { html, nothing, type TemplateResult } from 'lit';
import {
  FLIP,
  computerAction,
  levelOf,
  type Action,
  type GameEvent,
  type GameView,
  type Pending,
  type StackedView,
  type StealView,
} from '../../../engine/src/on-demand.ts';
import type { DecisionHost, DecisionTable } from '../decision-host.ts';
import { fire } from '../events.ts';
import { nearestSpeedName } from '../speed.ts';
import { format, mergeStringTable, type WarStrings } from '../strings.ts';
import { endBanner, statusLine } from '../widget-parts.ts';
import { ComputerClient } from './computer-client.ts';
import { controls, passScreen } from './decision-frame.ts';
import { DEFAULT_DECISION_STRINGS, type DecisionStrings } from './decision-strings.ts';
import type { FamilyTable, PlayContext } from './play-context.ts';
import { prefsOf, type TablePrefs } from './prefs.ts';
import { StackedTable } from './stacked-table.ts';
import { StealTable } from './steal-table.ts';
import { Voice, type Unsaid } from './voice.ts';
import { wordsFor, type Words } from './words.ts';

/** The longest pause before a computer decides or a turn-up happens by itself, so that a person can follow (ms). */
const MAX_PAUSE_MS = 900;

/** One decision game on one element. */
export class DecisionController implements DecisionTable {
  private readonly table: FamilyTable<GameView>;
  private readonly hotseat: boolean;
  /** One person against computers: turn-ups and forced moves happen by themselves (unless confirm-forced or paused). */
  private readonly solo: boolean;
  /** The person paused the steps that happen by themselves. */
  private held = false;
  /** The seat whose view is drawn (null: a spectator, when only computers play or between hotseat turns). */
  private viewer: number | null;
  /** Hotseat: the seat the device is being passed to (the table is hidden until it says it is there). */
  private passTo: number | null = null;
  private passedOnce = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped on every change: a computer decision that comes back after a change is dropped. */
  private token = 0;
  private thinking: number | null = null;
  private readonly computer: ComputerClient;
  private readonly voice: Voice;
  private readonly prefs: TablePrefs;
  /** What the status line says: the last action in words, or a refusal. */
  private message = '';
  /** Said before the next action's words: why a move was made for the person. */
  private note = '';
  /** The person's own action is being applied (its words are said at once). */
  private acting = false;
  private wantFocus = false;
  private disposed = false;
  private confirmSeen: boolean;
  private wordsFor: { t: WarStrings; input: unknown; base: DecisionStrings; words: Words } | null = null;

  constructor(private readonly host: DecisionHost) {
    const seats = host.session.options.seats;
    const humans = seats.map((k, i) => (k === 'human' ? i : -1)).filter((i) => i >= 0);
    this.hotseat = humans.length >= 2;
    this.solo = humans.length === 1;
    this.viewer = this.hotseat ? null : (humans[0] ?? null);
    this.computer = new ComputerClient();
    this.voice = new Voice(
      (unsaid) => this.compose(unsaid),
      (text) => host.say(text),
    );
    this.prefs = prefsOf(host.element);
    this.confirmSeen = host.confirmForced;
    this.table = host.session.options.family === 'stacked-deck' ? new StackedTable(host.session, this.words) : new StealTable(host.session);
  }

  /** The widget's strings and the decision strings in its language, with the page's replacements; seats named from the viewer's side. */
  private get words(): Words {
    const t = this.host.t;
    const input = this.host.pageStrings;
    const base = this.host.decisionStrings ?? DEFAULT_DECISION_STRINGS;
    if (this.wordsFor?.t !== t || this.wordsFor.input !== input || this.wordsFor.base !== base) {
      // With one person at the device its seat is "Seat 1 (you)" in every sentence; in hotseat the sentences stay in the
      // log while the device goes round, so they name seats plainly.
      const d: DecisionStrings = mergeStringTable(base, input);
      this.wordsFor = { t, input, base, words: wordsFor(t, d, this.solo ? this.viewer : null) };
    }
    return this.wordsFor.words;
  }

  /** Whether a pending decision is the drawn seat's to make (a person's, at this device, now). */
  private mine(p: Pending | null): boolean {
    return (
      p !== null && p.seat >= 0 && p.seat === this.viewer && this.passTo === null && this.host.session.options.seats[p.seat] === 'human'
    );
  }

  /** Whether turn-ups (and, for one person, forced moves) happen by themselves now. */
  private get auto(): boolean {
    return !this.held && (this.host.playing || (this.solo && !this.host.confirmForced));
  }

  /** How long a computer waits before deciding, and a turn-up before it happens, at the chosen speed. */
  private pause(): number {
    const rate = this.host.rate;
    return Number.isFinite(rate) ? Math.min(MAX_PAUSE_MS, 1000 / rate) : 0;
  }

  changed(events?: readonly GameEvent[]): void {
    if (this.disposed) return;
    const session = this.host.session;
    if (events) this.table.seen(events, session.viewFor(this.viewer), this.words);
    this.token++;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.thinking = null;
    const p = session.pending;
    const live = this.host.element.isConnected;
    const token = this.token;
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
        const move = this.table.forced(p, session.viewFor(this.viewer), session.state, this.prefs, this.words);
        if (move) this.timer = setTimeout(() => this.forced(token, move.action, move.note), this.pause());
      }
    } else if (p.seat >= 0) {
      if (live) {
        this.thinking = p.seat;
        this.timer = setTimeout(() => void this.think(token, p.seat), this.pause());
      }
    } else if (this.auto && live) {
      this.timer = setTimeout(() => this.autoFlip(token), this.pause() * this.table.pace(session.viewFor(this.viewer)));
    }
    this.host.requestUpdate();
  }

  /** A computer seat decides: Stacked Deck War's searching levels in the worker, the quick players here. */
  private async think(token: number, seat: number): Promise<void> {
    const session = this.host.session;
    const o = session.options;
    let action: Action;
    try {
      if (o.family === 'stacked-deck' && levelOf(o.seats[seat]) !== null) {
        action = await this.computer.decide(session.state, seat);
        const note = this.computer.takeNote();
        fire(this.host.element, 'pw-computer', {
          seat,
          ms: this.computer.times.at(-1) ?? 0,
          where: this.computer.where || 'main',
          ...(note ? { note } : {}),
        });
      } else {
        // The random players and Steal War's strong player decide in microseconds: here, in a task of their own.
        const started = performance.now();
        action = computerAction(session.state, seat);
        fire(this.host.element, 'pw-computer', { seat, ms: performance.now() - started, where: 'main' });
      }
    } catch (e) {
      this.message = format(this.words.d.refused, { message: e instanceof Error ? e.message : String(e) }, this.words.t.locale);
      this.host.requestUpdate();
      return;
    }
    if (token !== this.token || this.disposed) return;
    this.thinking = null;
    const r = this.host.apply(action);
    if (!r.ok) {
      this.message = format(this.words.d.refused, { message: r.message }, this.words.t.locale);
      this.host.requestUpdate();
    }
  }

  private autoFlip(token: number): void {
    if (token !== this.token || this.disposed || !this.auto) return;
    if (this.host.session.pending?.seat === -1) this.host.apply(FLIP);
  }

  /** The person's forced move (or the choice they left to the widget), made for them. */
  private forced(token: number, action: Action, note: string): void {
    if (token !== this.token || this.disposed || !this.auto) return;
    this.note = note;
    const r = this.host.apply(action);
    this.note = '';
    if (!r.ok) {
      this.message = format(this.words.d.refused, { message: r.message }, this.words.t.locale);
      this.host.requestUpdate();
    }
  }

  /** A person's decision (or flip) from the table; a refusal is shown and said. */
  private act(action: Action): void {
    this.wantFocus = this.host.element.matches(':focus-within');
    this.acting = true;
    let r;
    try {
      r = this.host.apply(action);
    } finally {
      this.acting = false;
    }
    if (!r.ok) {
      this.message = format(this.words.d.refused, { message: r.message }, this.words.t.locale);
      this.host.say(this.message);
      this.host.requestUpdate();
    }
  }

  /** Hotseat: the player the device was passed to is there; its table and its question appear. */
  private ready(): void {
    if (this.passTo === null) return;
    this.viewer = this.passTo;
    this.passTo = null;
    this.passedOnce = true;
    this.wantFocus = true;
    const p = this.host.session.pending;
    const w = this.words;
    if (p && this.mine(p)) this.host.say(this.table.ask(p, this.host.session.viewFor(this.viewer), w));
    this.host.requestUpdate();
  }

  /** Auto-play on or off: for one person against the computer it pauses and resumes the steps that happen by themselves. */
  private togglePlay(): void {
    if (this.auto) {
      this.held = true;
      if (this.host.playing) this.host.setPlaying(false);
    } else {
      this.held = false;
      if (!this.solo || this.host.confirmForced) this.host.setPlaying(true);
    }
    this.changed();
  }

  /** Whether the game now waits for a question to the person at this device (not a move the widget makes for them). */
  private asking(): boolean {
    const session = this.host.session;
    const p = session.pending;
    if (!p || !this.mine(p)) return false;
    return !(this.solo && this.auto && this.table.forced(p, session.viewFor(this.viewer), session.state, this.prefs, this.words));
  }

  announce(events: readonly GameEvent[]): string {
    const now = this.acting || events.some((e) => e.type === 'game-end') || this.asking();
    return this.voice.offer(events, this.note, now);
  }

  /** One message for the steps not yet said, with the question now put to the person; also the status line's text. */
  private compose(unsaid: Unsaid): string {
    const session = this.host.session;
    const w = this.words;
    const view = session.viewFor(this.viewer);
    const p = session.pending;
    // The question goes to the seat that must answer it, at this device: never across a pass-the-device screen.
    const ask = p && this.asking() ? this.table.ask(p, view, w) : '';
    const text = `${unsaid.notes.join(' ')} ${this.table.announce(unsaid.events, view, w, ask)}`.trim();
    this.message = text;
    return text;
  }

  help(): string[] {
    return this.table.help(this.words);
  }

  /** What Space or Enter does on the table now, as its accessible name. */
  private tableLabel(p: Pending | null, view: GameView): string {
    const { d } = this.words;
    if (!p) return d.tableOver;
    if (p.seat === -1) return format(d.tableFlip, { action: this.table.flipLabel(view, this.words) }, this.words.t.locale);
    if (this.mine(p)) return d.tableChoose;
    return format(d.tableWait, { seat: this.words.who(p.seat) }, this.words.t.locale);
  }

  /** Space or Enter on the table itself: flips, or moves the focus to the person's choice. */
  private tableKey(e: KeyboardEvent): void {
    if (e.target !== e.currentTarget || (e.key !== ' ' && e.key !== 'Enter')) return;
    e.preventDefault();
    const p = this.host.session.pending;
    if (p?.seat === -1) this.act(FLIP);
    else if (this.mine(p)) this.host.root.querySelector<HTMLElement>('[data-focus]')?.focus();
  }

  render(): TemplateResult {
    const host = this.host;
    const session = host.session;
    const w = this.words;
    const { t, d } = w;
    if (host.confirmForced !== this.confirmSeen) {
      // The attribute changed: the steps that happen by themselves are scheduled again (after this render).
      this.confirmSeen = host.confirmForced;
      queueMicrotask(() => this.changed());
    }
    const bar = controls(
      {
        over: session.over,
        playing: this.auto,
        speed: nearestSpeedName(host.rate),
        togglePlay: () => this.togglePlay(),
        setSpeed: (speed) => host.setSpeed(speed),
        restart: () => host.restart(),
        newGame: () => host.newGame(),
      },
      t,
    );
    if (this.passTo !== null)
      return html`${passScreen(this.passTo, !this.passedOnce, t, d, host.headingLevel ?? null, () => this.ready())}${bar}`;
    const view = session.viewFor(this.viewer) as StackedView | StealView;
    const p = session.pending;
    const ctx: PlayContext<GameView> = {
      view,
      viewer: this.viewer,
      pending: p,
      mine: this.mine(p),
      thinking: this.thinking,
      state: session.state,
      w,
      tableLabel: this.tableLabel(p, view),
      headingLevel: host.headingLevel ?? null,
      tableKey: (e) => this.tableKey(e),
      solo: this.solo,
      auto: this.solo && this.auto,
      prefs: this.prefs,
      act: (a) => this.act(a),
      flip: () => this.act(FLIP),
      redraw: () => host.requestUpdate(),
      say: (text) => host.say(text),
      motion: host.motionOn(),
    };
    return html`
      ${view.result ? endBanner(this.table.end(view, w), t, () => host.newGame()) : nothing}
      ${this.table.render(ctx)}
      ${statusLine(this.message, this.table.status(ctx))}
      ${bar}
    `;
  }

  updated(): void {
    const root = this.host.root;
    this.table.afterRender(root, this.host.motionOn());
    if (!this.wantFocus) return;
    // Keyboard focus follows the decision: to the new prompt's first choice, once there is one for this seat.
    // Only while the person is still here: focus inside the element, or dropped to the page's body by a redraw in a
    // page that has focus. Focus elsewhere (another control, another frame or window, e.g. a VS Code editor) stays put.
    const doc = this.host.element.ownerDocument;
    const dropped = doc.hasFocus() && (doc.activeElement === null || doc.activeElement === doc.body);
    if (!this.host.element.matches(':focus-within') && !dropped) {
      this.wantFocus = false;
      return;
    }
    const active = root.activeElement;
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

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.computer.dispose();
    this.voice.dispose();
  }
}
