// The Steal War table: every seat's packet, its capture pile with the top card (protected or not), the card it holds
// (its face only to its holder), its cards on the trick; the prompts to steal or play (the piles the card can steal
// outlined on the table, a protected pile it matches marked there, the rules text folded away after the first few
// prompts) and to choose the top card of a won trick (the suggested card first, "always choose for me"). For one person
// against the computer a card that can steal nothing is played by itself, and so is the top card once they leave it to
// the widget. A pile turned over into a new packet is shaken and said. Cards just turned up turn over into place, and
// the trick's winner (its tag, its outline, the top-card prompt) shows once they are face up.
import { html, nothing, type TemplateResult } from 'lit';
import {
  computerAction,
  type Action,
  type GameEvent,
  type GameState,
  type Pending,
  type Piece,
  type PlayedView,
  type StealSeatView,
  type StealView,
} from '../../../engine/src/on-demand.ts';
import { backFan, decorativeBack, decorativeFace, pieceBack, pieceFace } from '../art/piece.ts';
import type { GameSession } from '../game/game-session.ts';
import { pieceLabel, seatKindName, seatName } from '../i18n/naming.ts';
import { format } from '../i18n/strings.ts';
import { animateShuffle, newOnTable, turnOver } from './motion.ts';
import { titleOf } from './decision-frame.ts';
import type { FamilyTable, ForcedMove, PlayContext } from './play-context.ts';
import { HELP_PROMPTS, type TablePrefs } from './prefs.ts';
import { cardName, stealAsk, stealEnd, stealMessage, stealPhrase, type CardWords } from './steal-words.ts';
import type { Words } from './words.ts';

/** Layers drawn for a face-down packet (a hint of its height). */
function layers(count: number): number {
  return count === 0 ? 0 : count === 1 ? 1 : count < 10 ? 2 : 3;
}

/** Why (003, Steal War): a card steals a pile whose top has the same rank; the two jokers match each other. */
function sameRank(a: Piece, b: Piece): boolean {
  if (a.kind === 'joker' || b.kind === 'joker') return a.kind === b.kind;
  return a.rank === b.rank;
}

/** The piles the viewer's card in hand matches but may not take this turn (protected). */
function blockedPiles(view: StealView, viewer: number | null): Set<number> {
  const hand = viewer === null ? null : view.seats[viewer]?.hand;
  const out = new Set<number>();
  if (!hand) return out;
  for (const s of view.seats) if (s.seat !== viewer && s.guarded && s.top && sameRank(s.top.piece, hand.piece)) out.add(s.seat);
  return out;
}

/** Steal War's table inside the decision frame. */
export class StealTable implements FamilyTable<StealView> {
  private readonly packs: number;
  private readonly pieces: GameSession['pieces'];
  private readonly maxTricks: number;
  /** Seats whose capture pile was just turned into a new packet (shaken once). */
  private shuffled: number[] = [];
  /** Cards on the table after the last render, per seat (new ones turn over into place). */
  private onTable: number[] = [];
  /** The steal prompt last counted (the rules text folds away after HELP_PROMPTS of them). */
  private promptSeen = '';

  constructor(session: GameSession) {
    const o = session.options as { packs?: number; maxTricks?: number };
    this.packs = o.packs ?? 1;
    this.maxTricks = o.maxTricks ?? 0;
    this.pieces = session.pieces;
  }

  private cards(w: Words): CardWords {
    return { ...w, pieces: this.pieces, packs: this.packs, maxTricks: this.maxTricks };
  }

  seen(events: readonly GameEvent[]): void {
    for (const e of events) if (e.type === 'steal/replenish') this.shuffled.push(e.seat);
  }

  announce(events: readonly GameEvent[], view: StealView, w: Words, ask: string): string {
    return stealMessage(events, view, this.cards(w), ask);
  }

  phrase(events: readonly GameEvent[], view: StealView, w: Words): string {
    return stealPhrase(events, view, this.cards(w));
  }

  ask(pending: Pending, view: StealView, w: Words): string {
    return stealAsk(pending, view, this.cards(w));
  }

  end(view: StealView, w: Words): { headline: string; detail: string } {
    return stealEnd(view, this.cards(w));
  }

  flipLabel(_view: StealView, w: Words): string {
    return w.d.turnUpCards;
  }

  pace(): number {
    return 1;
  }

  forced(pending: Pending, view: StealView, state: GameState, prefs: TablePrefs, w: Words): ForcedMove | null {
    const actions = pending.actions ?? [];
    if (pending.kind === 'steal' && actions.length === 1 && actions[0].type === 'steal/play') {
      const hand = view.seats[pending.seat]?.hand;
      if (!hand) return { action: actions[0], note: '' };
      const note = blockedPiles(view, pending.seat).size > 0 ? w.d.forcedProtected : w.d.forcedPlay;
      return { action: actions[0], note: format(note, { card: cardName(hand.id, this.cards(w)) }, w.t.locale) };
    }
    // The top card, once the person has seen the choice and left it to the widget: the strong player's pick, which
    // weighs only what the seat may know.
    if (pending.kind === 'top' && prefs.topAsked && prefs.chooseTop)
      return { action: computerAction(state, pending.seat, 'computer'), note: '' };
    return null;
  }

  status(ctx: PlayContext<StealView>): string[] {
    const { t, d } = ctx.w;
    const v = ctx.view;
    const bits = [format(t.trick, { n: v.tricks }, t.locale), format(d.stealsLine, { count: v.steals }, t.locale)];
    if (v.depth > 0) bits.push(format(t.warDepth, { depth: v.depth }, t.locale));
    if (v.aside > 0) bits.push(format(t.aside, { count: v.aside }, t.locale));
    return bits;
  }

  /** The cards a seat has on the trick: faces, or backs for face-down war cards. */
  private played(seat: StealSeatView, w: Words): TemplateResult {
    const { t } = w;
    if (seat.played.length === 0)
      return html`<div class="played" role="group" aria-label=${`${t.onTable}: ${t.emptyTable}`}>${seat.out ? nothing : html`<span class="slot"></span>`}</div>`;
    const groups: PlayedView[][] = [];
    for (const p of seat.played) (groups[p.depth] ??= []).push(p);
    return html`<div class="played" role="group" aria-label=${t.onTable}>
      ${groups.map((group, depth) => {
        // A war's face-down cards as the War table's fan, which narrows to fit a phone's seat; then the face-up card.
        const downs = group.filter((p) => !p.up).length;
        const fan = downs > 0 ? backFan(downs, 'card', format(t.fanLabel, { count: downs }, t.locale)) : nothing;
        const ups = group
          .filter((p) => p.up)
          .map((p) => pieceFace(p.piece, this.packs, pieceLabel(p.piece, this.packs, t), 'up', t.cardIndex));
        return html`<span class="war-group depth-${depth}">${fan}${ups}</span>`;
      })}
    </div>`;
  }

  private seat(
    view: StealView,
    seat: StealSeatView,
    ctx: PlayContext<StealView>,
    stealable: ReadonlySet<number>,
    blocked: ReadonlySet<number>,
  ): TemplateResult {
    const { t, d } = ctx.w;
    const w = this.cards(ctx.w);
    const takes = !ctx.held && view.trickWinner === seat.seat;
    const name = seat.seat === ctx.viewer ? format(t.seatYou, { seat: seatName(seat.seat, t) }, t.locale) : seatName(seat.seat, t);
    const kind = seat.out ? t.out : seatKindName(seat.kind, t, true);
    const n = layers(seat.packet);
    const top = seat.top;
    const can = stealable.has(seat.seat);
    const stopped = blocked.has(seat.seat);
    const pileText = top
      ? `${format(d.pile, { count: seat.pile }, w.t.locale)}, ${format(d.pileTop, { card: cardName(top.id, w) }, w.t.locale)}`
      : d.pileEmpty;
    const pileState = [pileText, seat.guarded ? (stopped ? d.blocked : d.guarded) : '', can ? d.canSteal : ''].filter((x) => x).join(', ');
    const state = seat.asked ? (seat.declared ? d.hasDecided : d.mustDecide) : '';
    return html`<li class="seat st-seat${seat.out ? ' out' : ''}${takes ? ' takes' : ''}${seat.guarded ? ' guarded' : ''}" part=${`seat seat-${seat.seat + 1}${seat.out ? ' seat-out' : ''}${takes ? ' seat-takes' : ''}`} data-seat=${seat.seat}>
      <div class="seat-head">
        <span class="seat-name">${name}</span>
        ${seat.kind === 'human' && !seat.out ? nothing : html`<span class="kind">${kind}</span>`}
      </div>
      <div class="st-body">
        <figure class="st-spot packet">
          <div class="pile stack layers-${n}" role="img" aria-label=${format(d.packet, { count: seat.packet }, w.t.locale)}>
            ${n === 0 ? html`<span class="pile-empty"></span>` : Array.from({ length: n }, (_, i) => decorativeBack('card', `layer layer-${i}`))}
          </div>
          <figcaption aria-hidden="true">${format(d.packet, { count: seat.packet }, w.t.locale)}</figcaption>
        </figure>
        <figure class="st-spot capture${can ? ' can-steal' : ''}${stopped ? ' blocked' : ''}">
          <div class="capture-pile${seat.pile > 1 ? ' deep' : ''}" role="img" aria-label=${pileState}>
            ${top ? decorativeFace(top.piece, this.packs, 'top-card', w.t.cardIndex) : html`<span class="slot"></span>`}
            ${seat.guarded ? html`<svg class="shield" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z"/></svg>` : nothing}
          </div>
          <figcaption aria-hidden="true">${format(d.pile, { count: seat.pile }, w.t.locale)}</figcaption>
          ${seat.guarded ? html`<span class="chip guard" aria-hidden="true">${stopped ? d.blocked : d.guarded}</span>` : nothing}
          ${can ? html`<span class="chip steal-mark" aria-hidden="true">${d.canSteal}</span>` : nothing}
        </figure>
        <figure class="st-spot hand">
          ${
            seat.hand
              ? pieceFace(
                  seat.hand.piece,
                  this.packs,
                  format(d.yourCard, { card: cardName(seat.hand.id, w) }, w.t.locale),
                  'hand mine',
                  w.t.cardIndex,
                )
              : seat.holding
                ? pieceBack('card', d.holding, 'hand')
                : html`<span class="slot"></span>`
          }
          <figcaption aria-hidden="true">${seat.hand ? d.handMine : d.handOther}</figcaption>
          ${state ? html`<span class="chip ${seat.declared ? 'done' : 'asked'}">${state}</span>` : nothing}
        </figure>
      </div>
      ${this.played(seat, ctx.w)}
      ${takes ? html`<span class="takes-tag">${t.takes}</span>` : nothing}
    </li>`;
  }

  /** The top-card prompt: the won cards, the suggested one first and focused, and "always choose for me". */
  private topPrompt(ctx: PlayContext<StealView>, actions: readonly Action[]): TemplateResult {
    const { view, pending } = ctx;
    const { d, t } = ctx.w;
    const prefs = ctx.prefs;
    const won = new Map<number, StealSeatView['played'][number]>();
    for (const s of view.seats) for (const p of s.played) if (p.up) won.set(p.id, p);
    const suggested = computerAction(ctx.state, pending!.seat, 'computer');
    const best = suggested.type === 'steal/top' ? suggested.piece : -1;
    const choices = [...actions].sort(
      (a, b) => Number(b.type === 'steal/top' && b.piece === best) - Number(a.type === 'steal/top' && a.piece === best),
    );
    const choose = (a: Action) => {
      prefs.topAsked = true;
      ctx.act(a);
    };
    return html`<section class="prompt top" aria-labelledby="prompt-title">
      ${titleOf(format(d.topTitle, { count: actions.length }, ctx.w.t.locale), 'prompt-title', ctx.headingLevel)}
      ${prefs.topAsked ? nothing : html`<p class="help">${d.topHelp}</p>`}
      <div class="choices cards">
        ${choices.map((a) => {
          if (a.type !== 'steal/top') return nothing;
          const p = won.get(a.piece);
          if (!p || !p.up) return nothing;
          const label = pieceLabel(p.piece, this.packs, t);
          const isBest = a.piece === best;
          return html`<button class="card-choice${isBest ? ' suggested' : ''}" ?data-focus=${isBest} @click=${() => choose(a)}>
            ${decorativeFace(p.piece, this.packs, 'choice', t.cardIndex)}<span class="sr-only">${label}${isBest ? `, ${d.topSuggested}` : ''}</span>
            ${isBest ? html`<span class="chip suggest-mark" aria-hidden="true">${d.topSuggested}</span>` : nothing}
          </button>`;
        })}
      </div>
      ${ctx.solo ? this.topToggle(ctx, d.topAlways) : nothing}
    </section>`;
  }

  /** The checkbox that leaves the top card to the widget. */
  private topToggle(ctx: PlayContext<StealView>, label: string): TemplateResult {
    const prefs = ctx.prefs;
    return html`<label class="top-auto"><input type="checkbox" .checked=${prefs.chooseTop} @change=${(e: Event) => {
      prefs.chooseTop = (e.target as HTMLInputElement).checked;
      ctx.redraw();
    }} /> ${label}</label>`;
  }

  /** The steal-or-play prompt: the card, a button per pile it may steal, "Play it", and the rules (folded after a few). */
  private stealPrompt(ctx: PlayContext<StealView>, actions: readonly Action[]): TemplateResult {
    const { view, pending } = ctx;
    const w = this.cards(ctx.w);
    const { d, t } = w;
    const seat = pending!.seat;
    const hand = view.seats[seat].hand;
    const steals = actions.filter((a) => a.type === 'steal/steal');
    const key = `${view.tricks}.${view.depth}.${hand?.id ?? -1}`;
    if (key !== this.promptSeen) {
      this.promptSeen = key;
      ctx.prefs.stealPrompts++;
    }
    const rules = html`<p class="help">${d.stealHelp}</p><p class="help rule">${view.protection ? d.protectionRule : d.noProtection}</p>`;
    return html`<section class="prompt steal" aria-labelledby="prompt-title">
      <div class="steal-head">
        ${hand ? pieceFace(hand.piece, this.packs, format(d.yourCard, { card: cardName(hand.id, w) }, w.t.locale), 'hand-big', w.t.cardIndex) : nothing}
        <div>
          ${titleOf(format(d.stealTitle, { card: hand ? cardName(hand.id, w) : '' }, w.t.locale), 'prompt-title', ctx.headingLevel)}
          ${ctx.prefs.stealPrompts <= HELP_PROMPTS ? rules : html`<details class="rules-fold"><summary>${d.stealRules}</summary>${rules}</details>`}
          ${steals.length === 0 ? html`<p class="help">${d.stealNone}</p>` : nothing}
        </div>
      </div>
      <div class="choices">
        ${steals.map((a, i) => {
          if (a.type !== 'steal/steal') return nothing;
          const from = view.seats[a.from];
          return html`<button class="steal-from primary" ?data-focus=${i === 0} @click=${() => ctx.act(a)}>${format(d.stealFrom, { seat: seatName(a.from, t), count: from.pile, card: from.top ? cardName(from.top.id, w) : '' }, w.t.locale)}</button>`;
        })}
        <button class="play-card${steals.length === 0 ? ' primary' : ''}" ?data-focus=${steals.length === 0} @click=${() => ctx.act({ type: 'steal/play', seat })}>${d.playIt}</button>
      </div>
    </section>`;
  }

  /** The viewer's prompt, the flip (or the turn-up about to happen by itself), or who the game waits for. */
  private prompt(ctx: PlayContext<StealView>): TemplateResult {
    const { pending } = ctx;
    const { d, t } = ctx.w;
    if (!pending) return html``;
    // The won trick's top card is asked of its winner: not before the cards that decide it are face up.
    if (ctx.held && pending.kind === 'top') return html`<div class="prompt waiting-box"><p class="thinking"></p></div>`;
    if (pending.seat === -1 && ctx.auto)
      return html`<div class="prompt waiting-box"><p class="thinking">${format(d.next, { action: d.turnUpCards }, ctx.w.t.locale)}</p></div>`;
    if (pending.seat === -1)
      return html`<div class="prompt flip-box"><button class="primary flip" part="button flip" data-focus @click=${() => ctx.flip()}>${d.turnUpCards}</button></div>`;
    if (!ctx.mine) {
      const text =
        ctx.thinking === pending.seat
          ? format(d.thinking, { seat: seatName(pending.seat, t) }, t.locale)
          : format(d.waitingFor, { seat: seatName(pending.seat, t) }, t.locale);
      return html`<div class="prompt waiting-box"><p class="thinking">${text}</p></div>`;
    }
    const actions = pending.actions ?? [];
    const forced = ctx.auto && this.forced(pending, ctx.view, ctx.state, ctx.prefs, ctx.w);
    // A move about to be made for the person: nothing to press (the table says what happens).
    if (forced) return forced.note ? html`<div class="prompt waiting-box"><p class="thinking">${forced.note}</p></div>` : html``;
    return pending.kind === 'top' ? this.topPrompt(ctx, actions) : this.stealPrompt(ctx, actions);
  }

  render(ctx: PlayContext<StealView>): TemplateResult {
    const { view, pending } = ctx;
    const stealable = new Set<number>();
    if (ctx.mine && pending?.kind === 'steal') for (const a of pending.actions ?? []) if (a.type === 'steal/steal') stealable.add(a.from);
    const blocked = blockedPiles(view, ctx.viewer);
    // The top-card prompt has the "always choose for me" box; otherwise, once the person has seen it, it sits here.
    const topShown = ctx.mine && pending?.kind === 'top' && !(ctx.auto && this.forced(pending, view, ctx.state, ctx.prefs, ctx.w));
    return html`
      <div class="table st-table" part="table" tabindex="0" role="group" aria-label=${ctx.tableLabel} @keydown=${ctx.tableKey}>
        <ol class="seats seats-${view.seats.length} deck-card" role="list">${view.seats.map((s) => this.seat(view, s, ctx, stealable, blocked))}</ol>
      </div>
      ${this.prompt(ctx)}
      ${ctx.solo && ctx.prefs.topAsked && !topShown ? html`<div class="table-options">${this.topToggle(ctx, ctx.w.d.topAuto)}</div>` : nothing}
    `;
  }

  afterRender(root: ShadowRoot, motion: boolean): void {
    const seats = [...root.querySelectorAll<HTMLElement>('.st-seat')];
    const { fresh, now } = newOnTable(seats, '.played .piece', this.onTable);
    this.onTable = now;
    if (motion) {
      for (const el of seats) {
        const packet = this.shuffled.includes(Number(el.dataset.seat)) ? el.querySelector('.packet .pile') : null;
        if (packet) animateShuffle(packet);
      }
      turnOver(fresh);
    }
    this.shuffled = [];
  }
}
