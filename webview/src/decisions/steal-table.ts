// The Steal War table: every seat's packet, its capture pile with the top card (and whether it is protected), the card
// it holds (its face only to its holder), its cards on the trick; the prompts to steal or play, and to choose the top
// card of a won trick; the protection rule; a pile turned over into a new packet is shaken and said.
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, Pending, PlayedView, StealSeatView, StealView } from '../../../engine/src/index.ts';
import { decorativeBack, decorativeFace, pieceBack, pieceFace } from '../art/piece.ts';
import type { GameSession } from '../game-session.ts';
import { pieceLabel, seatName } from '../naming.ts';
import { format } from '../strings.ts';
import { animateEnter, animateShuffle } from './motion.ts';
import type { FamilyTable, PlayContext } from './play-context.ts';
import { cardName, stealAsk, stealEnd, stealSentences, type CardWords } from './steal-words.ts';
import type { Words } from './stacked-words.ts';

/** Layers drawn for a face-down packet (a hint of its height). */
function layers(count: number): number {
  return count === 0 ? 0 : count === 1 ? 1 : count < 10 ? 2 : 3;
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

  announce(events: readonly GameEvent[], view: StealView, w: Words): string {
    return stealSentences(events, view, this.cards(w));
  }

  ask(pending: Pending, view: StealView, w: Words): string {
    return stealAsk(pending, view, this.cards(w));
  }

  end(view: StealView, w: Words): { headline: string; detail: string } {
    return stealEnd(view, this.cards(w));
  }

  status(ctx: PlayContext<StealView>): string[] {
    const { t, d } = ctx.w;
    const v = ctx.view;
    const bits = [format(t.trick, { n: v.tricks }), format(d.stealsLine, { count: v.steals })];
    if (v.depth > 0) bits.push(format(t.warDepth, { depth: v.depth }));
    if (v.aside > 0) bits.push(format(t.aside, { count: v.aside }));
    return bits;
  }

  /** The cards a seat has on the trick: faces, or backs for face-down war cards. */
  private played(seat: StealSeatView, w: Words): TemplateResult {
    const { t } = w;
    if (seat.played.length === 0) return html`<div class="played" role="group" aria-label=${`${t.onTable}: ${t.emptyTable}`}>${seat.out ? nothing : html`<span class="slot"></span>`}</div>`;
    const groups: PlayedView[][] = [];
    for (const p of seat.played) (groups[p.depth] ??= []).push(p);
    return html`<div class="played" role="group" aria-label=${t.onTable}>
      ${groups.map((group, depth) => html`<span class="war-group depth-${depth}">${group.map((p) => (p.up ? pieceFace(p.piece, this.packs, pieceLabel(p.piece, this.packs, t), 'up') : pieceBack('card', t.faceDown, 'down')))}</span>`)}
    </div>`;
  }

  private seat(view: StealView, seat: StealSeatView, ctx: PlayContext<StealView>): TemplateResult {
    const { t, d } = ctx.w;
    const w = this.cards(ctx.w);
    const takes = view.trickWinner === seat.seat;
    const name = seat.seat === ctx.viewer ? format(d.seatYou, { seat: seatName(seat.seat, t) }) : seatName(seat.seat, t);
    const kind = seat.out ? t.out : seat.kind === 'human' ? t.human : seat.kind === 'computer' ? t.computer : t.randomComputer;
    const n = layers(seat.packet);
    const top = seat.top;
    const pileText = top ? `${format(d.pile, { count: seat.pile })}, ${format(d.pileTop, { card: cardName(top.id, w) })}` : d.pileEmpty;
    const state = seat.asked ? (seat.declared ? d.hasDecided : d.mustDecide) : '';
    return html`<li class="seat st-seat${seat.out ? ' out' : ''}${takes ? ' takes' : ''}${seat.guarded ? ' guarded' : ''}" part=${`seat seat-${seat.seat + 1}${seat.out ? ' seat-out' : ''}${takes ? ' seat-takes' : ''}`} data-seat=${seat.seat}>
      <div class="seat-head">
        <span class="seat-name">${name}</span>
        ${seat.kind === 'human' && !seat.out ? nothing : html`<span class="kind">${kind}</span>`}
      </div>
      <div class="st-body">
        <figure class="st-spot packet">
          <div class="pile stack layers-${n}" role="img" aria-label=${format(d.packet, { count: seat.packet })}>
            ${n === 0 ? html`<span class="pile-empty"></span>` : Array.from({ length: n }, (_, i) => decorativeBack('card', `layer layer-${i}`))}
          </div>
          <figcaption aria-hidden="true">${format(d.packet, { count: seat.packet })}</figcaption>
        </figure>
        <figure class="st-spot capture">
          <div class="capture-pile${seat.pile > 1 ? ' deep' : ''}" role="img" aria-label=${seat.guarded ? `${pileText}, ${d.guarded}` : pileText}>
            ${top ? decorativeFace(top.piece, this.packs, 'top-card') : html`<span class="slot"></span>`}
          </div>
          <figcaption aria-hidden="true">${format(d.pile, { count: seat.pile })}</figcaption>
          ${seat.guarded ? html`<span class="chip guard" aria-hidden="true">${d.guarded}</span>` : nothing}
        </figure>
        <figure class="st-spot hand">
          ${seat.hand
            ? pieceFace(seat.hand.piece, this.packs, format(d.yourCard, { card: cardName(seat.hand.id, w) }), 'hand mine')
            : seat.holding
              ? pieceBack('card', d.holding, 'hand')
              : html`<span class="slot"></span>`}
          <figcaption aria-hidden="true">${seat.hand ? d.handMine : d.handOther}</figcaption>
          ${state ? html`<span class="chip ${seat.declared ? 'done' : 'asked'}">${state}</span>` : nothing}
        </figure>
      </div>
      ${this.played(seat, ctx.w)}
      ${takes ? html`<span class="takes-tag">${t.takes}</span>` : nothing}
    </li>`;
  }

  /** The viewer's prompt: steal or play its card, or choose the top card of the trick it won. */
  private prompt(ctx: PlayContext<StealView>): TemplateResult {
    const { view, pending } = ctx;
    const w = this.cards(ctx.w);
    const { d, t } = w;
    if (!pending) return html``;
    if (pending.seat === -1)
      return html`<div class="prompt flip-box"><button class="primary flip" part="button flip" data-focus @click=${() => ctx.flip()}>${d.turnUpCards}</button></div>`;
    if (!ctx.mine) {
      const text = ctx.thinking === pending.seat ? format(d.thinking, { seat: seatName(pending.seat, t) }) : format(d.waitingFor, { seat: seatName(pending.seat, t) });
      return html`<div class="prompt waiting-box"><p class="thinking">${text}</p></div>`;
    }
    const seat = pending.seat;
    const actions = pending.actions ?? [];
    if (pending.kind === 'top') {
      const won = new Map<number, StealSeatView['played'][number]>();
      for (const s of view.seats) for (const p of s.played) if (p.up) won.set(p.id, p);
      return html`<section class="prompt top" aria-labelledby="prompt-title">
        <h3 id="prompt-title" class="prompt-title">${format(d.topTitle, { count: actions.length })}</h3>
        <p class="help">${d.topHelp}</p>
        <div class="choices cards">
          ${actions.map((a, i) => {
            if (a.type !== 'steal/top') return nothing;
            const p = won.get(a.piece);
            if (!p || !p.up) return nothing;
            const label = pieceLabel(p.piece, this.packs, t);
            return html`<button class="card-choice" ?data-focus=${i === 0} @click=${() => ctx.act(a)}>${decorativeFace(p.piece, this.packs, 'choice')}<span class="sr-only">${label}</span></button>`;
          })}
        </div>
      </section>`;
    }
    const hand = view.seats[seat].hand;
    const steals = actions.filter((a) => a.type === 'steal/steal');
    return html`<section class="prompt steal" aria-labelledby="prompt-title">
      <div class="steal-head">
        ${hand ? pieceFace(hand.piece, this.packs, format(d.yourCard, { card: cardName(hand.id, w) }), 'hand-big') : nothing}
        <div>
          <h3 id="prompt-title" class="prompt-title">${format(d.stealTitle, { card: hand ? cardName(hand.id, w) : '' })}</h3>
          <p class="help">${d.stealHelp}</p>
          <p class="help rule">${view.protection ? d.protectionRule : d.noProtection}</p>
          ${steals.length === 0 ? html`<p class="help">${d.stealNone}</p>` : nothing}
        </div>
      </div>
      <div class="choices">
        ${steals.map((a, i) => {
          if (a.type !== 'steal/steal') return nothing;
          const from = view.seats[a.from];
          return html`<button class="steal-from primary" ?data-focus=${i === 0} @click=${() => ctx.act(a)}>${format(d.stealFrom, { seat: seatName(a.from, t), count: from.pile, card: from.top ? cardName(from.top.id, w) : '' })}</button>`;
        })}
        <button class="play-card${steals.length === 0 ? ' primary' : ''}" ?data-focus=${steals.length === 0} @click=${() => ctx.act({ type: 'steal/play', seat })}>${d.playIt}</button>
      </div>
    </section>`;
  }

  private onKey(e: KeyboardEvent, ctx: PlayContext<StealView>): void {
    if (e.target !== e.currentTarget || (e.key !== ' ' && e.key !== 'Enter')) return;
    e.preventDefault();
    if (ctx.pending?.seat === -1) ctx.flip();
  }

  render(ctx: PlayContext<StealView>): TemplateResult {
    const { view } = ctx;
    const { t } = ctx.w;
    return html`
      <div class="table st-table" part="table" tabindex="0" role="group" aria-label=${t.tableLabel} @keydown=${(e: KeyboardEvent) => this.onKey(e, ctx)}>
        <ol class="seats seats-${view.seats.length} deck-card" role="list">${view.seats.map((s) => this.seat(view, s, ctx))}</ol>
      </div>
      ${this.prompt(ctx)}
    `;
  }

  afterRender(root: ShadowRoot, motion: boolean): void {
    const seats = [...root.querySelectorAll<HTMLElement>('.st-seat')];
    const now: number[] = [];
    for (const el of seats) {
      const seat = Number(el.dataset.seat);
      const cards = el.querySelectorAll('.played .piece');
      const before = this.onTable[seat] ?? 0;
      if (motion) for (let i = before; i < cards.length; i++) cards[i].classList.add('enter');
      now[seat] = cards.length;
      if (motion && this.shuffled.includes(seat)) {
        const packet = el.querySelector('.packet .pile');
        if (packet) animateShuffle(packet);
      }
    }
    this.onTable = now;
    this.shuffled = [];
    if (motion) {
      animateEnter(root, '.st-seat .piece.enter');
      for (const p of root.querySelectorAll('.piece.enter')) p.classList.remove('enter');
    }
  }
}
