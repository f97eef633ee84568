// Stacked Deck War's setup screen: a seat arranges its 24 tiles into a deck of 18 and a reserve of 6, by dragging
// (pointer events, so mouse and touch), or by keyboard (arrows, Space to pick up and swap, Alt+arrows to move), with
// "shuffle for me" and a suggested strong pack. It knows only the arranging seat's own tiles.
import { html, type TemplateResult } from 'lit';
import { computerAction, type StackedView } from '../../../engine/src/on-demand.ts';
import { format } from '../i18n/strings.ts';
import { seatName } from '../i18n/naming.ts';
import { titleOf } from './decision-frame.ts';
import type { PlayContext } from './play-context.ts';
import { tileArt } from './stacked-art.ts';
import { tileValue } from './stacked-model.ts';
import { tileLabel, TILES } from './stacked-words.ts';
import type { Words } from './words.ts';

/** Tiles in the deck; the rest of the 24 form the reserve (002, "Setup"). */
export const DECK_SIZE = 18;
/** A pointer must travel this far (px) before a press becomes a drag. */
const DRAG_START = 6;

/** One seat arranging: the order of its 24 tiles (deck first, top first; then the reserve, top first). */
export class Arranger {
  /** Tile ids: positions 0..17 are the deck, 18..23 the reserve. */
  order: number[];
  /** The position picked up (by click or Space), or null. */
  picked: number | null = null;
  /** The position that has (or last had) keyboard focus. */
  focus = 0;
  private wantFocus = false;
  private drag: { from: number; x: number; y: number; moved: boolean; pointer: number; el: HTMLElement; anim: Animation | null } | null =
    null;
  private over: number | null = null;
  private justDragged = false;

  constructor(
    readonly seat: number,
    view: StackedView,
  ) {
    const s = view.seats[seat];
    const known = [...s.deck, ...s.reserve].map((t) => t?.id ?? -1);
    const mine = Array.from({ length: 24 }, (_, i) => seat * 24 + i);
    this.order = known.length === 24 && known.every((id) => id >= 0) ? known : mine;
  }

  private row(i: number, w: Words): { name: string; n: number } {
    return i < DECK_SIZE ? { name: w.d.rowWords.deck, n: i + 1 } : { name: w.d.rowWords.reserve, n: i - DECK_SIZE + 1 };
  }

  private label(i: number, w: Words): string {
    const id = this.order[i];
    const { name, n } = this.row(i, w);
    const text = format(w.d.arrangeTile, { row: name, n, tile: tileLabel(id, w), value: tileValue(TILES[id]) }, w.t.locale);
    return this.picked === i ? `${text}, ${w.d.arrangePicked}` : text;
  }

  private where(i: number, w: Words): string {
    const { name, n } = this.row(i, w);
    return format(w.d.arrangeMoved, { tile: tileLabel(this.order[i], w), row: name, n }, w.t.locale);
  }

  /** Moves the tile at `from` to `to` along the 24 places (the tiles between shift by one). */
  private move(from: number, to: number): void {
    const [id] = this.order.splice(from, 1);
    this.order.splice(to, 0, id);
  }

  private swap(a: number, b: number): void {
    [this.order[a], this.order[b]] = [this.order[b], this.order[a]];
  }

  /** Moves a tile one place earlier (-1) or later (+1): it changes places with its neighbour, across deck and reserve too. */
  step(i: number, by: -1 | 1, ctx: PlayContext<StackedView>): void {
    const j = i + by;
    if (j < 0 || j >= this.order.length) return;
    this.swap(i, j);
    if (this.picked === i) this.picked = j;
    this.focus = j;
    this.wantFocus = true;
    ctx.say(this.where(j, ctx.w));
    ctx.redraw();
  }

  private click(i: number, ctx: PlayContext<StackedView>): void {
    if (this.justDragged) {
      this.justDragged = false;
      return;
    }
    this.focus = i;
    if (this.picked === null) {
      this.picked = i;
      ctx.say(format(ctx.w.d.arrangePick, { tile: tileLabel(this.order[i], ctx.w) }, ctx.w.t.locale));
    } else if (this.picked === i) this.picked = null;
    else {
      const a = tileLabel(this.order[this.picked], ctx.w),
        b = tileLabel(this.order[i], ctx.w);
      this.swap(this.picked, i);
      this.picked = null;
      ctx.say(format(ctx.w.d.arrangeSwapped, { a, b }, ctx.w.t.locale));
    }
    ctx.redraw();
  }

  private key(e: KeyboardEvent, i: number, ctx: PlayContext<StackedView>): void {
    const later = e.key === 'ArrowRight' || e.key === 'ArrowDown';
    const earlier = e.key === 'ArrowLeft' || e.key === 'ArrowUp';
    if ((later || earlier) && e.altKey) {
      e.preventDefault();
      this.step(i, later ? 1 : -1, ctx);
      return;
    }
    let to = -1;
    if (later) to = Math.min(this.order.length - 1, i + 1);
    else if (earlier) to = Math.max(0, i - 1);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = this.order.length - 1;
    else if (e.key === 'Escape' && this.picked !== null) {
      e.preventDefault();
      this.picked = null;
      ctx.redraw();
      return;
    }
    if (to < 0) return;
    e.preventDefault();
    this.focus = to;
    this.wantFocus = true;
    ctx.redraw();
  }

  private down(e: PointerEvent, i: number): void {
    if (e.button !== 0 || !e.isPrimary) return;
    const el = e.currentTarget as HTMLElement;
    this.drag = { from: i, x: e.clientX, y: e.clientY, moved: false, pointer: e.pointerId, el, anim: null };
    el.setPointerCapture?.(e.pointerId);
  }

  private moveTo(e: PointerEvent, ctx: PlayContext<StackedView>, root: () => ShadowRoot | null): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    const dx = e.clientX - d.x,
      dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_START) return;
    if (!d.moved) {
      d.moved = true;
      this.picked = null;
    }
    d.anim?.cancel();
    // Web Animations move the tile under the pointer (allowed under a strict CSP, unlike a style attribute).
    d.anim = d.el.animate([{ transform: `translate(${dx}px, ${dy}px) scale(1.08)` }], { duration: 0, fill: 'forwards' });
    const under = root()?.elementsFromPoint(e.clientX, e.clientY) ?? [];
    const target = under.map((n) => n.closest<HTMLElement>('.arr-tile')).find((n) => n && n !== d.el) ?? null;
    const over = target ? Number(target.dataset.index) : null;
    if (over !== this.over) {
      this.over = over;
      ctx.redraw();
    } else if (!d.el.classList.contains('dragging')) ctx.redraw();
  }

  private up(e: PointerEvent, ctx: PlayContext<StackedView>): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    this.drag = null;
    d.anim?.cancel();
    const to = this.over;
    this.over = null;
    if (!d.moved) return;
    this.justDragged = true;
    // A click follows the pointer's release; it belongs to the drag. The flag clears itself if no click comes.
    setTimeout(() => (this.justDragged = false), 0);
    if (e.type === 'pointerup' && to !== null && to !== d.from) this.drop(d.from, to, ctx);
    else ctx.redraw();
  }

  /** A tile dropped on another: within the deck or the reserve it moves there; across them the two change places. */
  drop(from: number, to: number, ctx: PlayContext<StackedView>): void {
    if (from < DECK_SIZE === to < DECK_SIZE) {
      this.move(from, to);
      ctx.say(this.where(to, ctx.w));
    } else {
      const a = tileLabel(this.order[from], ctx.w),
        b = tileLabel(this.order[to], ctx.w);
      this.swap(from, to);
      ctx.say(format(ctx.w.d.arrangeSwapped, { a, b }, ctx.w.t.locale));
    }
    this.focus = to;
    ctx.redraw();
  }

  private shuffle(ctx: PlayContext<StackedView>): void {
    const random = new Uint32Array(this.order.length);
    crypto.getRandomValues(random);
    for (let i = this.order.length - 1; i > 0; i--) {
      const j = random[i] % (i + 1);
      this.swap(i, j);
    }
    this.picked = null;
    ctx.say(ctx.w.d.arrangeShuffled);
    ctx.redraw();
  }

  private suggest(ctx: PlayContext<StackedView>): void {
    // The strong computer player's arrangement for this seat, from the engine (it knows only this seat's own pack).
    const a = computerAction(ctx.state, this.seat, 'computer');
    if (a.type !== 'stacked/arrange') return;
    this.order = [...a.deck, ...a.reserve];
    this.picked = null;
    ctx.say(ctx.w.d.arrangeSuggested);
    ctx.redraw();
  }

  private done(ctx: PlayContext<StackedView>): void {
    ctx.act({ type: 'stacked/arrange', seat: this.seat, deck: this.order.slice(0, DECK_SIZE), reserve: this.order.slice(DECK_SIZE) });
  }

  private tile(i: number, ctx: PlayContext<StackedView>, root: () => ShadowRoot | null): TemplateResult {
    const id = this.order[i];
    const cls = `arr-tile${this.picked === i ? ' picked' : ''}${this.over === i ? ' over' : ''}${this.drag?.moved && this.drag.from === i ? ' dragging' : ''}`;
    return html`<button class=${cls} data-index=${i} tabindex=${i === this.focus ? 0 : -1} aria-pressed=${this.picked === i ? 'true' : 'false'}
      @click=${() => this.click(i, ctx)} @keydown=${(e: KeyboardEvent) => this.key(e, i, ctx)}
      @pointerdown=${(e: PointerEvent) => this.down(e, i)} @pointermove=${(e: PointerEvent) => this.moveTo(e, ctx, root)}
      @pointerup=${(e: PointerEvent) => this.up(e, ctx)} @pointercancel=${(e: PointerEvent) => this.up(e, ctx)}
      @focus=${() => (this.focus = i)}>${tileArt(TILES[id], null)}<span class="arr-pos" aria-hidden="true">${i < DECK_SIZE ? i + 1 : i - DECK_SIZE + 1}</span><span class="sr-only">${this.label(i, ctx.w)}</span></button>`;
  }

  /** The setup screen. */
  render(ctx: PlayContext<StackedView>, root: () => ShadowRoot | null): TemplateResult {
    const { d, t } = ctx.w;
    const at = this.picked ?? this.focus;
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => this.tile(from + k, ctx, root));
    return html`<section class="arrange" aria-labelledby="arrange-title">
      ${titleOf(format(d.arrangeTitle, { seat: seatName(this.seat, t) }, t.locale), 'arrange-title', ctx.headingLevel)}
      <p class="help">${d.arrangeHelp}</p>
      <p class="help keys">${d.arrangeKeys}</p>
      ${titleOf(d.deckRow, 'deck-row', ctx.headingLevel, 'row-title', 2)}
      <div class="arr-row deck" role="group" aria-labelledby="deck-row">${range(0, DECK_SIZE)}</div>
      ${titleOf(d.reserveRow, 'reserve-row', ctx.headingLevel, 'row-title', 2)}
      <div class="arr-row reserve" role="group" aria-labelledby="reserve-row">${range(DECK_SIZE, this.order.length)}</div>
      <div class="choices">
        <button class="arr-earlier" ?disabled=${at <= 0} @click=${() => this.step(at, -1, ctx)}>${d.moveEarlier}</button>
        <button class="arr-later" ?disabled=${at >= this.order.length - 1} @click=${() => this.step(at, 1, ctx)}>${d.moveLater}</button>
        <button class="arr-shuffle" @click=${() => this.shuffle(ctx)}>${d.shuffleForMe}</button>
        <button class="arr-suggest" @click=${() => this.suggest(ctx)}>${d.suggest}</button>
        <button class="primary arr-done" data-focus @click=${() => this.done(ctx)}>${d.arrangeDone}</button>
      </div>
    </section>`;
  }

  /** After a render: keyboard focus follows the tile it moved to. */
  afterRender(root: ShadowRoot): void {
    if (!this.wantFocus) return;
    this.wantFocus = false;
    root.querySelector<HTMLElement>(`.arr-tile[data-index="${this.focus}"]`)?.focus();
  }
}
