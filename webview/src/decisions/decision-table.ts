// Runs a decision game at the table: whose view is drawn (the human seat; in a hotseat game the seat whose turn it is,
// behind a pass-the-device screen), computer seats deciding on their own (the strong Stacked Deck War player in a Web
// Worker), flips by themselves while autoplay is on, the prompt's keyboard focus, and the frame around the table.
import { html, nothing, type TemplateResult } from 'lit';
import { FLIP } from '../../../engine/src/actions.ts';
import { computerAction } from '../../../engine/src/game.ts';
import type { Action, GameEvent, GameView, Pending, StackedView, StealView } from '../../../engine/src/index.ts';
import type { DecisionHost, DecisionTable } from '../decision-host.ts';
import { fire } from '../events.ts';
import { nearestSpeedName } from '../speed.ts';
import { format, mergeStringTable } from '../strings.ts';
import { endBanner, statusLine } from '../widget-parts.ts';
import { ComputerClient } from './computer-client.ts';
import { controls, passScreen } from './decision-frame.ts';
import { DEFAULT_DECISION_STRINGS, type DecisionStrings } from './decision-strings.ts';
import type { FamilyTable, PlayContext } from './play-context.ts';
import { StackedTable } from './stacked-table.ts';
import { StealTable } from './steal-table.ts';
import type { Words } from './stacked-words.ts';

/** The longest pause before a computer decides or autoplay flips, so that a person can follow (milliseconds). */
const MAX_PAUSE_MS = 900;

/** One decision game on one element. */
export class DecisionController implements DecisionTable {
  private readonly table: FamilyTable<GameView>;
  private readonly hotseat: boolean;
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
  /** What the status line says: the last action in words, or a refusal. */
  private message = '';
  private wantFocus = false;
  private disposed = false;
  private stringsSeen: unknown = undefined;
  private strings: DecisionStrings = DEFAULT_DECISION_STRINGS;

  constructor(private readonly host: DecisionHost) {
    const seats = host.session.options.seats;
    const humans = seats.map((k, i) => (k === 'human' ? i : -1)).filter((i) => i >= 0);
    this.hotseat = humans.length >= 2;
    this.viewer = this.hotseat ? null : (humans[0] ?? null);
    this.computer = new ComputerClient(host.baseUrl);
    this.table = (host.session.options.family === 'stacked-deck' ? new StackedTable(host.session, this.words) : new StealTable(host.session)) as FamilyTable<GameView>;
  }

  /** The widget's strings and the decision strings, with the page's replacements. */
  private get words(): Words {
    const input = this.host.pageStrings;
    if (input !== this.stringsSeen) {
      this.stringsSeen = input;
      this.strings = mergeStringTable(DEFAULT_DECISION_STRINGS, input);
    }
    return { t: this.host.t, d: this.strings };
  }

  /** Whether a pending decision is the drawn seat's to make (a person's, at this device, now). */
  private mine(p: Pending | null): boolean {
    return p !== null && p.seat >= 0 && p.seat === this.viewer && this.passTo === null && this.host.session.options.seats[p.seat] === 'human';
  }

  /** How long a computer waits before deciding, and autoplay before flipping, at the chosen speed. */
  private pause(): number {
    const rate = this.host.rate;
    return Number.isFinite(rate) ? Math.min(MAX_PAUSE_MS, 1000 / rate) : 0;
  }

  changed(events?: readonly GameEvent[]): void {
    if (this.disposed) return;
    if (events) this.table.seen(events, this.words);
    this.token++;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.thinking = null;
    const session = this.host.session;
    const p = session.pending;
    const live = this.host.element.isConnected;
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
      }
    } else if (p.seat >= 0) {
      if (live) {
        const token = this.token;
        this.thinking = p.seat;
        this.timer = setTimeout(() => void this.think(token, p.seat), this.pause());
      }
    } else if (this.host.playing && live) {
      const token = this.token;
      this.timer = setTimeout(() => this.autoFlip(token), this.pause());
    }
    this.host.requestUpdate();
  }

  /** A computer seat decides: the strong Stacked Deck War player in the worker, the quick players here. */
  private async think(token: number, seat: number): Promise<void> {
    const session = this.host.session;
    const o = session.options;
    let action: Action;
    try {
      if (o.family === 'stacked-deck' && o.seats[seat] === 'computer') {
        action = await this.computer.decide(session.state, seat);
        fire(this.host.element, 'pw-computer', { seat, ms: this.computer.times.at(-1) ?? 0, where: this.computer.where || 'main' });
      } else {
        // The random players and Steal War's strong player decide in microseconds: here, in a task of their own.
        const started = performance.now();
        action = computerAction(session.state, seat);
        fire(this.host.element, 'pw-computer', { seat, ms: performance.now() - started, where: 'main' });
      }
    } catch (e) {
      this.message = format(this.words.d.refused, { message: e instanceof Error ? e.message : String(e) });
      this.host.requestUpdate();
      return;
    }
    if (token !== this.token || this.disposed) return;
    this.thinking = null;
    const r = this.host.apply(action);
    if (!r.ok) {
      this.message = format(this.words.d.refused, { message: r.message });
      this.host.requestUpdate();
    }
  }

  private autoFlip(token: number): void {
    if (token !== this.token || this.disposed || !this.host.playing) return;
    if (this.host.session.pending?.seat === -1) this.host.apply(FLIP);
  }

  /** A person's decision (or flip) from the table; a refusal is shown and said. */
  private act(action: Action): void {
    this.wantFocus = this.host.element.matches(':focus-within');
    const r = this.host.apply(action);
    if (!r.ok) {
      this.message = format(this.words.d.refused, { message: r.message });
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

  announce(events: readonly GameEvent[]): string {
    const session = this.host.session;
    const w = this.words;
    const view = session.viewFor(this.viewer);
    let text = this.table.announce(events, view, w);
    const p = session.pending;
    // The question goes to the seat that must answer it, at this device: never across a pass-the-device screen.
    if (p && this.mine(p)) text = `${text} ${this.table.ask(p, view, w)}`.trim();
    this.message = text;
    return text;
  }

  render(): TemplateResult {
    const host = this.host;
    const session = host.session;
    const w = this.words;
    const { t, d } = w;
    const rate = host.rate;
    const bar = controls(
      {
        over: session.over,
        playing: host.playing,
        speed: nearestSpeedName(rate),
        togglePlay: () => host.setPlaying(!host.playing),
        setSpeed: (speed) => host.setSpeed(speed),
        restart: () => host.restart(),
        newGame: () => host.newGame(),
      },
      t,
      d,
    );
    if (this.passTo !== null) return html`${passScreen(this.passTo, !this.passedOnce, t, d, () => this.ready())}${bar}`;
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
    const free = !active || !active.isConnected || active.classList.contains('table');
    if (!free) {
      this.wantFocus = false;
      return;
    }
    const target = root.querySelector<HTMLElement>('[data-focus]');
    if (target) {
      target.focus();
      this.wantFocus = false;
    } else if (!active) root.querySelector<HTMLElement>('.table')?.focus();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.computer.dispose();
  }
}
