// The replay at the element, as a reactive controller: which position of the game is shown (null: the game as it is
// now), the past position drawn read-only through the same tables (the War table; a decision game's
// <pw-decision-table> in its `replaying` mode, drawn for the same seat as in play), what the live region says there
// ("Step 12 of 40", the step's public words, its caption), the keys (Home, End, Left, Right on the table or the bar),
// "Play on from here" where it is honest, and "Finish the game". Looking back at a game still being played is looking:
// autoplay stops, the game waits where it was, and "Back to the game" (or the last step) resumes it. Game links: Copy
// link (naming this widget when the link is to its own page), openLink, and the link in the page's address that is
// meant for this widget, opened by the widget itself when it first loads and when the address's hash changes. What
// differs between the War family and the decision games (a past position's table and words, whether Finish asks
// first) is asked of the game's family play (family-play.ts), through the step road that holds it.
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import {
  FAMILY_FACTS,
  autoAction,
  fail,
  loadFamily,
  ok,
  resolveOptions,
  type GameEvent,
  type Action,
  type GameRecord,
  type Result,
} from '../../../engine/src/on-demand.ts';
import { historyOf, noteAt, type GameHistory } from '../../../engine/src/records.ts';
import type { Announcer } from '../game/announcer.ts';
import { errorDetail, fireWhenHeard, type LinkDetail } from '../game/page-events.ts';
import type { GameLifecycle } from '../element/game-lifecycle.ts';
import type { GameMenu } from '../menu/game-menu.ts';
import type { OnDemand } from '../load/on-demand.ts';
import { ownRecordUpTo } from '../memory/game-memory.ts';
import { GameError, GameSession, messageOf, type WidgetError } from '../game/game-session.ts';
import type { PastPosition, PlayActions, PlayInputs } from '../game/family-play.ts';
import type { GameSteps } from '../game/game-steps.ts';
import type { LanguageController } from '../i18n/language-controller.ts';
import { inVsCode, linkRefused, namingWidget, pageLinkFor } from './page-link.ts';
import { openRecord } from '../game/record-game.ts';
import { replayBar } from './replay-bar.ts';
export { replayStyles } from './replay-bar.ts';
export { askStyles } from './walkthrough-ask.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
import { TABLE_PARTS, type TableActionDetail } from '../game/table-events.ts';
import type { WidgetSettings } from '../game/settings-base.ts';
import { askPart, questionAt, verdictOn, type Question } from './walkthrough-ask.ts';
import { widgetName } from './widget-name.ts';

/** A game opened from a link: its record and the position to show (share.ts's SharedGame). */
interface SharedGame {
  record: GameRecord;
  step: number;
}

/** What a text that holds no game is refused as. */
const LINK_ALLOWED = 'a piecepack-war game link (#g=1.…)';

/** The most steps "Finish the game" plays (the engine caps every game far below it). */
export const FINISH_CAP = 1_000_000;

/** The element as the replay needs it: its settings, and its record (Play on from here and links open one). */
export interface ReplayHost extends WidgetSettings {
  record: unknown;
}

/** The element's parts the replay goes through. */
export interface ReplayParts {
  game: GameLifecycle;
  announcer: Announcer;
  steps: GameSteps;
  language: LanguageController;
  /** The game menu, loaded when first wanted (a link the page would not take to the clipboard is shown in it). */
  menu: OnDemand<GameMenu>;
}

/** A past position, worked out once per step shown. */
type Past = PastPosition;

/** The replay of the game at one element. */
export class ReplayController implements ReactiveController {
  /** The position shown, or null: the game as it is now. */
  at: number | null = null;
  /**
   * Whether the reader stepped back from the game as it is now (so "Back to the game" has a game to return to). A
   * walk-through or a link opened at a past step was never left: it offers no way back to a game never seen.
   */
  private left = false;
  /** "Finish the game" is asking whether the computer may play the person's seats too. */
  private asking = false;
  private history: { of: GameSession; h: GameHistory } | null = null;
  private past: Past | null = null;
  /** What was said of the learner's answer to a walk-through's question, shown at the step it led to. */
  private answered: { at: number; right: boolean; text: string; lang: string } | null = null;

  constructor(
    private readonly host: ReplayHost,
    private readonly parts: ReplayParts,
  ) {
    host.addController(this);
  }

  /** The strings in use: the language's with the page's replacements. */
  private get t(): WarStrings {
    return this.parts.language.strings(this.host.strings);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKey);
  }

  /** The position a link asked for, shown once its game is on the table. */
  private wanted: SharedGame | null = null;

  /** A new game on the table: its present shown (or the step a link asked for). */
  reset(): void {
    const session = this.parts.game.session;
    // Only the game the link opened (not another game the page opened meanwhile, nor a later restart).
    const wanted = this.wanted && this.parts.game.record === this.wanted.record ? this.wanted.step : null;
    this.wanted = null;
    const total = session?.actions.length ?? 0;
    // A link's step; a walk-through (a record with captions or questions) opens at its start; any other game as it is now.
    this.at = wanted !== null ? (wanted < total ? wanted : null) : (session?.notes || session?.asks) && total > 0 ? 0 : null;
    this.asking = false;
    this.answered = null;
    this.left = false;
    this.past = null;
    this.history = null;
  }

  /** The past position shown for `session`, or null when the game is shown as it is now. */
  shown(session: GameSession): Past | null {
    if (this.at === null) return null;
    if (this.past?.k === this.at && this.past.session.seed === session.seed && this.history?.of === session) return this.past;
    const h = this.historyOf(session);
    if (!h) return null;
    const state = h.stateAt(this.at);
    this.past = { k: this.at, session: GameSession.past(session, state, session.actions.slice(0, this.at)), events: h.eventsAt(this.at) };
    return this.past;
  }

  /**
   * Shows position `k` (clamped to the game's steps; the last one is the game as it is now) and says where it is, after
   * `lead` (what was said of a learner's answer).
   */
  go(k: number, lead = ''): void {
    const session = this.parts.game.session;
    if (!session || !Number.isFinite(k)) return;
    const total = session.actions.length;
    const to = Math.max(0, Math.min(total, Math.round(k)));
    this.asking = false;
    if (!lead) this.answered = null;
    if (to === total) {
      this.live(lead);
      return;
    }
    // Looking back stops the game where it is: no autoplay, no war moment, no computer turn meanwhile.
    this.parts.steps.halt();
    if (this.at === null) this.left = true;
    this.at = to;
    this.host.requestUpdate();
    this.say(session, lead);
  }

  /** Back to the game as it is now (it goes on from where it waited), said after `lead`. */
  live(lead = ''): void {
    const session = this.parts.game.session;
    const was = this.at;
    this.at = null;
    this.past = null;
    this.host.requestUpdate();
    if (session && was !== null) this.say(session, lead);
  }

  /**
   * The learner's move at a walk-through's question: said to be the walk-through's move or not, and why; then the
   * walk-through goes on with its own move (the next step), so its story stays the same. The focus goes to Forward.
   */
  private answer(past: Past, q: Question, move: Action): void {
    const verdict = verdictOn(q, move, this.t.replay);
    this.answered = { at: past.k + 1, ...verdict, lang: q.why.lang };
    const focused = this.host.matches(':focus-within');
    this.go(past.k + 1, verdict.text);
    if (!focused) return;
    void this.host.updateComplete.then(() => {
      const root = this.host.shadowRoot;
      // Forward goes on with the walk-through; at its last step, Back returns to the question.
      (
        root?.querySelector<HTMLElement>('.replay-forward[aria-disabled="false"]') ?? root?.querySelector<HTMLElement>('.replay-back')
      )?.focus();
    });
  }

  /**
   * Copy link: the link to the game at the step shown, from `base` (default: the page's address), told to the page
   * (pw-link; a listener that prevents it copies it itself), else copied (or shown to copy by hand).
   */
  async copyLink(base: string | undefined): Promise<string | null> {
    const session = this.parts.game.session;
    const t = this.t;
    if (!session) return null;
    const why = linkRefused(session, t);
    if (why) {
      this.parts.announcer.say(why);
      return null;
    }
    const step = this.at ?? session.actions.length;
    const { encodeShare, shareLink, SHARE_PARAM } = await import('../../../engine/src/links.ts');
    let link: string;
    // A VS Code webview's address opens nowhere: the game's code alone, which Open Game Link… and the pages open.
    if (!base && inVsCode()) link = `#${SHARE_PARAM}=${encodeShare(session.record(), step)}`;
    else link = shareLink(base || location.href, session.record(), step);
    // A link to this very page names this widget, which opens it by itself there (another page's own script decides).
    const name = base || inVsCode() ? null : widgetName(this.host);
    if (name !== null) link = namingWidget(link, name);
    const detail: LinkDetail = { link, step };
    const heard = this.host.dispatchEvent(new CustomEvent('pw-link', { detail, bubbles: true, composed: true, cancelable: true }));
    if (!heard) this.parts.announcer.say(t.replay.linkCopied);
    else await (await this.parts.menu.ready()).copy(session, link, { copied: t.replay.linkCopied, byHand: t.replay.linkByHand });
    return link;
  }

  /**
   * Opens a game link (a URL with `#g=1.…`, or its hash): its game, at its step. False (and pw-error, the game on the
   * table staying) when it holds no game or its game does not replay; true once its game is on the table.
   */
  async openLink(link: string): Promise<boolean> {
    const read = await readLink(link);
    if (!read.ok) {
      fireWhenHeard(this.host, 'pw-error', errorDetail(read.error));
      return false;
    }
    const record = read.value.record;
    this.wanted = read.value;
    this.host.record = record;
    await this.host.updateComplete;
    return this.parts.game.record === record && this.parts.game.status === 'complete';
  }

  /**
   * The game link in the page's address meant for this widget (pageLinkFor), read and checked, its step to be shown:
   * its record, or a GameError saying why it holds no game. Null when the address holds none for this widget.
   */
  pageLink(): Promise<GameRecord> | null {
    const hash = pageLinkFor(this.host);
    if (hash === null) return null;
    return readLink(hash).then((read) => {
      if (!read.ok) throw new GameError(read.error);
      this.wanted = read.value;
      return read.value.record;
    });
  }

  /** Plays on from the position shown: the game after it is cut off (only where that is honest). */
  playOn(): void {
    const session = this.parts.game.session;
    if (!session || this.at === null || !this.honest(session)) return;
    this.host.record = ownRecordUpTo(session.record(), this.at);
  }

  /** Plays the rest of the game at once with computers at every decision (the person's seats too), and shows the end. */
  finish(): void {
    const session = this.parts.game.session;
    this.asking = false;
    if (!session || session.over) return;
    this.parts.steps.halt();
    this.at = null;
    let last: GameEvent[] = [];
    // One step for the page: pw-step with the last action's events, pw-game-end with the whole record.
    const steps = this.parts.steps;
    steps.run(
      session,
      () => {
        for (let i = 0; i < FINISH_CAP && !session.over; i++) {
          const action = autoAction(session.state, true);
          if (action === null) break;
          const r = session.apply(action);
          if (!r.ok) return r;
          last = r.events;
        }
        return { ok: true, events: last };
      },
      false,
    );
    steps.say(last, session, { playing: false, now: true });
    this.host.requestUpdate();
  }

  /** The past position through the game's own table, read-only. */
  renderPast(past: Past, inputs: PlayInputs): TemplateResult {
    const { t, rate, act } = inputs;
    const session = past.session;
    const question = questionAt(session, past.k, t.locale);
    if (question) {
      const judge = (e: CustomEvent<TableActionDetail>) => {
        // Judged, never applied: the past is not changed, the walk-through goes on with its own move.
        e.detail.outcome = { ok: true, events: [] };
        this.answer(past, question, e.detail.action);
      };
      return html`${keyed(
        session,
        html`<pw-decision-table exportparts=${TABLE_PARTS} .learner=${question.seat}
          .session=${session} .t=${t} .pageStrings=${inputs.pageStrings} .decisionStrings=${inputs.decisionStrings}
          .rate=${rate} .headingLevel=${inputs.headingLevel} .moves=${past.k}
          @pw-table-action=${judge} @pw-table-say=${(e: CustomEvent<{ text: string }>) => this.parts.announcer.say(e.detail.text)}></pw-decision-table>`,
      )}`;
    }
    // A flip in the past (War's) is the next step of the same game.
    const actions: PlayActions = {
      press: () => this.go(past.k + 1),
      togglePlay: () => {
        this.live();
        act.togglePlay();
      },
      setSpeed: act.setSpeed,
      newGame: act.newGame,
    };
    return this.parts.steps.play.renderPast(past, { ...inputs, act: actions });
  }

  /** The replay bar and the caption of the step shown (nothing before the first step of a game without captions). */
  render(session: GameSession, t: WarStrings, lang: string): TemplateResult | typeof nothing {
    const total = session.actions.length;
    if (total === 0 && !session.notes) return nothing;
    const at = this.at ?? total;
    return replayBar(
      {
        at,
        total,
        past: this.at !== null,
        left: this.left,
        playOn: this.honest(session),
        finish: this.at === null && !session.over,
        asking: this.asking,
        note: noteAt(session.notes, at, lang),
        question: askPart(this.askShown(session, lang), t.replay, t.locale),
        locale: t.locale,
        go: (k) => this.go(k),
        live: () => this.live(),
        playFromHere: () => this.playOn(),
        finishNow: () => this.finish(),
        // A decision game with a person's seats asks first; any other game finishes at once.
        ask: (open) => {
          if (open && !this.parts.steps.play.asksBeforeFinish(session)) return this.finish();
          this.asking = open;
          this.host.requestUpdate();
        },
      },
      t.replay,
    );
  }

  /** The question at the step shown, or the verdict on the answer that led to it, or null. */
  private askShown(session: GameSession, lang: string): Parameters<typeof askPart>[0] {
    if (this.at === null) return null;
    if (this.answered?.at === this.at) return { question: null, answered: this.answered };
    const past = this.shown(session);
    const question = past && questionAt(past.session, past.k, lang);
    return question ? { question, answered: null } : null;
  }

  /** Whether cutting the game off here and playing on is honest: a finished game, or one without hidden information. */
  private honest(session: GameSession): boolean {
    return session.over || !FAMILY_FACTS[session.options.family].hidden;
  }

  private historyOf(session: GameSession): GameHistory | null {
    if (this.history?.of === session) return this.history.h;
    const h = historyOf(session.record().options, session.seed, session.actions, session.deal);
    if (!h.ok) return null;
    this.history = { of: session, h: h.value };
    return h.value;
  }

  /**
   * `lead` (what was said of a learner's answer), "Step 12 of 40", the step's public words (never a face-down piece: the
   * same words as in play), its caption, and a walk-through's question there.
   */
  private say(session: GameSession, lead = ''): void {
    const t = this.t;
    const total = session.actions.length;
    const past = this.shown(session);
    const k = past ? past.k : total;
    const where = format(t.replay.where, { n: k, total }, t.locale);
    const lang = this.host.closest('[lang]')?.getAttribute('lang') ?? t.locale;
    const note = noteAt(session.notes, k, t.locale || lang)?.text ?? '';
    const looking = past && this.left && !session.over ? t.replay.looking : '';
    const question = past && questionAt(past.session, k, t.locale || lang);
    const ask = question ? `${question.ask.text} ${t.replay.askHint}` : '';
    const compose = (words: string) => [lead, where + '.', words, note, ask, ask ? '' : looking].filter((s) => s).join(' ');
    if (!past) {
      this.parts.announcer.say(compose(''));
      return;
    }
    const words = this.parts.steps.play.pastWords(past, t);
    if (typeof words === 'string') {
      this.parts.announcer.say(compose(words));
      return;
    }
    // A decision game's words come from its table (drawn for the seat that played), once it is drawn.
    this.parts.announcer.say(compose(''));
    void words.then((said) => {
      if (said && this.past === past) this.parts.announcer.say(compose(said));
    });
  }

  /** Home, End, Left and Right on the table or the bar's buttons (the scrubber has them itself). */
  private readonly onKey = (e: KeyboardEvent): void => {
    const session = this.parts.game.session;
    const target = e.composedPath()[0];
    if (!session || e.altKey || e.ctrlKey || e.metaKey || !(target instanceof HTMLElement)) return;
    const onTable = target.classList.contains('table');
    const onBar = target.tagName === 'BUTTON' && !!target.closest('[data-replay]');
    if (!onTable && !onBar) return;
    const total = session.actions.length;
    const at = this.at ?? total;
    const to = { Home: 0, End: total, ArrowLeft: at - 1, ArrowRight: at + 1 }[e.key];
    if (to === undefined || total === 0) return;
    e.preventDefault();
    this.go(to);
  };
}

/**
 * The game a link holds, checked the way opening it will check it (its options, then its moves replayed, a decision
 * game's rules loaded first), or why it holds none.
 */
async function readLink(link: string): Promise<Result<SharedGame, WidgetError>> {
  const refused = (message: string): Result<SharedGame, WidgetError> =>
    fail({ option: 'record', message, allowed: LINK_ALLOWED, code: 'record' });
  const { openShare } = await import('../../../engine/src/links.ts');
  // Its moves played on its game as they are read (a decision game's rules loaded first), so it is bounded by its length.
  const shared = await openShare(link);
  if (!shared.ok) return refused(shared.error);
  const options = resolveOptions(shared.value.record.options);
  if (!options.ok) return refused(`this game link's game cannot be read: ${options.error.message}`);
  try {
    await loadFamily(options.value.family);
  } catch (e) {
    return refused(`this game link's rules could not load (${messageOf(e)})`);
  }
  const opened = openRecord(shared.value.record);
  if (!opened.ok) return refused(`this game link's game does not replay: ${opened.error.message}`);
  return ok(shared.value);
}
