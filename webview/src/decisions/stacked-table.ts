// The Stacked Deck War table: the setup screen while the viewer arranges, then both seats, the round (war, dice,
// rock-paper-scissors, lowest-wins, effects waiting, the round before), the viewer's prompt (the buying window is the
// action table itself), the round's log and the action table for reference. Tiles just turned up turn over into
// place; the round's outcome (its line, the winner's outline, its log line) shows once they are face up.
import { html, nothing, type TemplateResult } from 'lit';
import { createGame, step, viewOf, type GameEvent, type Pending, type StackedView } from '../../../engine/src/on-demand.ts';
import type { GameSession } from '../game/game-session.ts';
import { format } from '../i18n/strings.ts';
import { animateFresh, newOnTable, turnOver } from './motion.ts';
import type { FamilyTable, PlayContext } from './play-context.ts';
import { Arranger } from './stacked-arrange.ts';
import { dieArt } from './stacked-art.ts';
import { actionGrid } from './stacked-cells.ts';
import { RoundLog } from './stacked-log.ts';
import { PromptState, stackedPrompt } from './stacked-prompts.ts';
import { stackedSeat, type Disclosures } from './stacked-seat.ts';
import { cellWords, dieWords, endWords, stackedAsk, stackedMessage, stackedPhrase, whyWords } from './stacked-words.ts';
import type { Words } from './words.ts';

/** The round in the middle of the table: its number, war, dice, rock-paper-scissors, lowest-wins and waiting effects. */
function roundInfo(view: StackedView, log: RoundLog, w: Words): TemplateResult {
  const { d } = w;
  const dice = view.phase === 'arrange' ? [] : view.rolls;
  const first = view.round === 1 && view.firstRolls.length > 0 && view.seats.every((s) => s.table.length === 0) ? view.firstRolls : [];
  return html`<div class="round-info" part="round">
    <span class="round-name">${format(d.roundTitle, { n: view.round }, w.t.locale)}${view.window > 0 ? html` · <strong class="war-flag">${format(d.warWindow, { n: view.window }, w.t.locale)}</strong>` : nothing}</span>
    ${view.lowestWins ? html`<span class="flag lowest">${d.lowestWins}</span>` : nothing}
    ${
      first.length > 0
        ? html`<span class="dice" role="group" aria-label=${d.firstRolls}>${d.firstRolls}: ${first.map((pair) => html`<span class="die-pair">${pair.map((r, i) => html`${dieArt(r, `${w.who(i)}: ${format(d.dieLabel, { roll: dieWords(r, w) }, w.t.locale)}`)}`)}</span>`)}</span>`
        : nothing
    }
    ${dice.length > 0 ? html`<span class="dice" role="group" aria-label=${d.rolls}>${d.rolls}: ${dice.map((r) => dieArt(r, format(d.dieLabel, { roll: dieWords(r, w) }, w.t.locale)))}</span>` : nothing}
    ${log.rps.map((g) => html`<span class="rps">${g.hands.map((h, i) => `${w.who(i)} ${d.hands[h] ?? h}`).join(' · ')}${g.winner >= 0 ? ` → ${w.who(g.winner)}` : ` → ${d.tied}`}</span>`)}
    ${
      view.effects.length > 0
        ? html`<span class="waiting">${format(d.waiting, { effects: view.effects.map((e) => `${w.who(e.seat)} ${cellWords(e.cell, w)}`).join(', ') }, w.t.locale)}</span>`
        : nothing
    }
    ${
      view.outcome
        ? html`<strong class="outcome">${view.outcome.winner >= 0 ? format(d.roundDecided, { seat: w.who(view.outcome.winner), why: whyWords(view.outcome.why, w) }, w.t.locale) : format(d.roundDrawn, { why: whyWords(view.outcome.why, w) }, w.t.locale)}</strong>`
        : log.last
          ? html`<span class="last-round">${lastRound(log, w)}</span>`
          : nothing
    }
  </div>`;
}

/** How the round before ended, in one line. */
function lastRound(log: RoundLog, w: Words): string {
  const l = log.last!;
  return format(
    l.winner >= 0 ? w.d.lastRoundWon : w.d.lastRoundDrawn,
    { n: l.round, seat: w.who(l.remover), why: l.why, count: l.count },
    w.t.locale,
  );
}

/** Stacked Deck War's table inside the decision frame. */
export class StackedTable implements FamilyTable<StackedView> {
  private readonly log = new RoundLog();
  /** Buying windows skipped since the live region last spoke. */
  private unsaid: RoundLog['skips'] = [];
  private readonly prompts = new PromptState();
  private arranger: Arranger | null = null;
  private root: ShadowRoot | null = null;
  private animated = -1;
  /** Tiles on the table after the last render, per seat (new ones turn over into place). */
  private onTable: number[] = [];
  /** Disclosures open (the action table, a known deck order): drawn only while open, to keep each render light. */
  private readonly opened = new Set<string>();
  private disclosures: Disclosures | null = null;

  private open(ctx: PlayContext<StackedView>): Disclosures {
    return (this.disclosures ??= {
      isOpen: (name) => this.opened.has(name),
      toggled: (name) => (e: Event) => {
        const now = (e.target as HTMLDetailsElement).open;
        if (now === this.opened.has(name)) return;
        if (now) this.opened.add(name);
        else this.opened.delete(name);
        ctx.redraw();
      },
    });
  }

  /** Rebuilds the round's log from the game so far (a record opened in the middle of a round). */
  constructor(session: GameSession, w: Words) {
    if (session.actions.length === 0) return;
    const start = createGame(session.record().options, session.seed, session.deal);
    if (!start.ok) return;
    let state = start.value;
    for (const action of session.actions) {
      const r = step(state, action);
      if (!r.ok) break;
      state = r.value.state;
      this.log.add(r.value.events, w, viewOf(state) as StackedView);
    }
    this.log.freshFrom = this.log.lines.length;
    this.log.changed = new Set();
    this.animated = this.log.serial;
  }

  seen(events: readonly GameEvent[], view: StackedView, w: Words): void {
    this.log.add(events, w, view);
    this.unsaid.push(...this.log.skips);
  }

  announce(events: readonly GameEvent[], view: StackedView, w: Words, ask: string): string {
    const skips = this.unsaid;
    this.unsaid = [];
    return stackedMessage(events, view, w, skips, ask);
  }

  phrase(events: readonly GameEvent[], view: StackedView, w: Words): string {
    return stackedPhrase(events, view, w);
  }

  ask(pending: Pending, view: StackedView, w: Words): string {
    return stackedAsk(pending, view, w);
  }

  end(view: StackedView, w: Words): { headline: string; detail: string } {
    return endWords(view, w);
  }

  flipLabel(view: StackedView, w: Words): string {
    return view.phase === 'war' ? w.d.turnUpWar : view.phase === 'collect' ? w.d.removeTiles : w.d.turnUpPlay;
  }

  pace(view: StackedView): number {
    // A decided round stays in view a while before its tiles are removed.
    return view.phase === 'collect' ? 3 : 1;
  }

  forced(): null {
    // Every Stacked Deck War decision is a real one (a buying window with nothing to buy is skipped by the engine).
    return null;
  }

  status(ctx: PlayContext<StackedView>): string[] {
    const { d } = ctx.w;
    const v = ctx.view;
    return [
      format(d.scoreLine, { scores: v.seats.map((s) => `${ctx.w.who(s.seat)} ${s.removed.length}`).join(', ') }, ctx.w.t.locale),
      format(
        d.coinsLine,
        { coins: v.seats.map((s) => `${ctx.w.who(s.seat)} ${s.hand.length + s.gifts.length}`).join(', ') },
        ctx.w.t.locale,
      ),
    ];
  }

  render(ctx: PlayContext<StackedView>): TemplateResult {
    const { pending, w } = ctx;
    // While the tiles just turned up turn over, the round is drawn undecided.
    const view = ctx.held ? { ...ctx.view, outcome: null } : ctx.view;
    const { d } = w;
    const root = () => this.root;
    if (pending?.kind === 'arrange' && ctx.mine) {
      if (!this.arranger || this.arranger.seat !== pending.seat) this.arranger = new Arranger(pending.seat, view);
      return this.arranger.render(ctx, root);
    }
    this.arranger = null;
    if (view.phase === 'arrange') {
      const waiting = pending && pending.seat >= 0 ? format(d.arrangeWait, { seat: w.who(pending.seat) }, w.t.locale) : '';
      return html`<div class="prompt waiting-box"><p>${waiting}</p></div>`;
    }
    const open = this.open(ctx);
    const buying = ctx.mine && pending?.kind === 'buy';
    const seats = ctx.viewer === null ? view.seats : [view.seats[1 - ctx.viewer], view.seats[ctx.viewer]];
    return html`
      <div class="sd-table table${buying ? ' buying' : ''}" part="table" tabindex="0" role="group" aria-label=${ctx.tableLabel} @keydown=${ctx.tableKey}>
        <ol class="sd-seats" role="list">${seats.map((s) => stackedSeat(view, s, ctx.viewer, this.log, w, open))}</ol>
        ${roundInfo(view, this.log, w)}
      </div>
      ${this.promptArea(ctx)}
      <details class="log" open>
        <summary>${d.thisRound}</summary>
        <ol class="log-lines">${this.logLines(ctx.held, d.noneYet)}</ol>
      </details>
      ${
        buying
          ? nothing
          : html`<details class="actions-box" ?open=${open.isOpen('actions')} @toggle=${open.toggled('actions')}>
            <summary>${d.actionTable}</summary>
            ${open.isOpen('actions') ? actionGrid(view, ctx.viewer, w, null) : nothing}
          </details>`
      }
    `;
  }

  /** The round's log, the last action's lines only once its tiles are face up (they may tell the outcome). */
  private logLines(held: boolean, none: string): TemplateResult | TemplateResult[] {
    const lines = held ? this.log.lines.slice(0, this.log.freshFrom) : this.log.lines;
    if (lines.length === 0) return html`<li class="muted">${none}</li>`;
    return lines.map((line, i) => html`<li class=${i >= this.log.freshFrom ? 'fresh' : ''}>${line}</li>`);
  }

  /** The prompt: the viewer's decision, the flip (or the turn-up about to happen by itself), or who the game waits for. */
  private promptArea(ctx: PlayContext<StackedView>): TemplateResult {
    const { view, pending, w } = ctx;
    const { d } = w;
    const mine = stackedPrompt(ctx, this.prompts);
    if (mine) return mine;
    if (!pending) return html``;
    if (pending.seat === -1 && ctx.auto)
      return html`<div class="prompt waiting-box"><p class="thinking">${format(d.next, { action: this.flipLabel(view, w) }, w.t.locale)}</p></div>`;
    if (pending.seat === -1)
      return html`<div class="prompt flip-box"><button class="primary flip" part="button flip" data-focus @click=${() => ctx.flip()}>${this.flipLabel(view, w)}</button></div>`;
    const text =
      ctx.thinking === pending.seat
        ? format(d.thinking, { seat: w.who(pending.seat) }, w.t.locale)
        : format(d.waitingFor, { seat: w.who(pending.seat) }, w.t.locale);
    return html`<div class="prompt waiting-box"><p class="thinking">${text}</p></div>`;
  }

  afterRender(root: ShadowRoot, motion: boolean, held: boolean): void {
    this.root = root;
    this.arranger?.afterRender(root);
    const { fresh, now } = newOnTable(root.querySelectorAll<HTMLElement>('.sd-seat'), '.on-table .piece', this.onTable);
    this.onTable = now;
    if (motion) turnOver(fresh);
    // Each action's new lines and changed values are animated once, in the order the effects were played (once shown).
    if (this.log.serial === this.animated || held) return;
    this.animated = this.log.serial;
    // The newest lines stay in sight in a long round (at the next frame: no layout forced inside this task).
    const lines = root.querySelector('.log-lines');
    if (lines) requestAnimationFrame(() => (lines.scrollTop = lines.scrollHeight));
    if (motion) animateFresh(root);
  }
}
