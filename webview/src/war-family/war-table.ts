// The table of the War family and Tod und Leben: each seat's stack with its count, the pieces it has on the table
// (the battle piece, then each war's face-down pieces fanned to fit the seat and its face-up piece), a "War!" mark over
// tied pieces, its won pile, and whether it dropped out; above the seats, the rank order when it is not the usual one.
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayedView, SeatView, WarView } from '../../../engine/src/on-demand.ts';
import { backFan, decorativeBack, pieceFace, type PieceStyle } from '../art/piece.ts';
import { pieceLabel, seatKindName, seatName } from '../i18n/naming.ts';
import { format } from '../i18n/strings.ts';
import type { TableContext } from '../game/tables.ts';

/** Layers drawn for a pile of `count` pieces (a hint of its height, not a count). */
function layers(count: number): number {
  return count === 0 ? 0 : count === 1 ? 1 : count < 10 ? 2 : 3;
}

/** A face-down pile (stack or won pile) drawn as a few offset backs, with its count in words for screen readers. */
function pile(style: PieceStyle, count: number, label: string, kind: 'stack' | 'won'): TemplateResult {
  const n = layers(count);
  return html`<div class="pile ${kind} layers-${n}" role="img" aria-label=${label}>
    ${n === 0 ? html`<span class="pile-empty"></span>` : Array.from({ length: n }, (_, i) => decorativeBack(style, `layer layer-${i}`))}
  </div>`;
}

/** The pieces a seat has on the table, grouped by war depth: the battle piece, then each war's fan and face-up piece. */
function played(seat: SeatView, style: PieceStyle, ctx: TableContext, deciding: boolean, tied: boolean): TemplateResult {
  const { t, packs } = ctx;
  if (seat.played.length === 0)
    return html`<div class="played" role="group" aria-label=${t.onTableNothing}>${seat.out ? nothing : html`<span class="slot"></span>`}</div>`;
  const groups: PlayedView[][] = [];
  for (const p of seat.played) (groups[p.depth] ??= []).push(p);
  let lastUp = -1;
  seat.played.forEach((p, i) => {
    if (p.up) lastUp = i;
  });
  let index = 0;
  const last = groups.length - 1;
  return html`<div class="played" role="group" aria-label=${t.onTable}>
    ${groups.map((group, depth) => {
      const downs = group.filter((p) => !p.up).length;
      const first = index;
      index += downs;
      return html`<span class="war-group depth-${depth}">${downs > 0 ? backFan(downs, style, format(t.fanLabel, { count: downs }, t.locale), (k) => `down pp-${first + k}`) : nothing}${group
        .filter((p) => p.up)
        .map((p) => {
          const i = index++;
          const cls = `up pp-${i}${deciding && i === lastUp ? ' deciding' : ''}`;
          return p.up ? pieceFace(p.piece, packs, pieceLabel(p.piece, packs, t), cls, t.cardIndex) : nothing;
        })}${tied && depth === last ? html`<span class="war-mark" aria-hidden="true">${t.warMark}</span>` : nothing}</span>`;
    })}
  </div>`;
}

/**
 * A seat's stack and its count. A person's own stack is a control that plays like Flip (click, tap, Enter or Space),
 * as a stack is played at a real table; anyone else's is a picture.
 */
function stackBox(seat: SeatView, ctx: TableContext, inside: TemplateResult): TemplateResult {
  const press = ctx.press;
  if (!press || seat.kind !== 'human' || seat.out) return html`<div class="stack-box">${inside}</div>`;
  const key = (e: KeyboardEvent) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    press();
  };
  const label = format(ctx.t.stackPlay, { count: seat.count }, ctx.t.locale);
  return html`<div class="stack-box stack-control" part="stack-control" role="button" tabindex="0" aria-label=${label} @click=${press} @keydown=${key}>
    ${inside}
  </div>`;
}

/** One seat. */
function seatPanel(seat: SeatView, view: WarView, style: PieceStyle, ctx: TableContext): TemplateResult {
  const { t } = ctx;
  const takes = !ctx.held && view.phase === 'collect' && view.trickWinner === seat.seat;
  const tied = view.phase === 'war' && ctx.tied.includes(seat.seat);
  const kind = seatKindName(seat.kind, t, false);
  // At the end a winner is drawn as one, even with no pieces left (the Russian Version and P'yanitsa are won so).
  const winner = view.result?.winners.includes(seat.seat) ?? false;
  const out = seat.out && !winner;
  const parts = `seat seat-${seat.seat + 1}${out ? ' seat-out' : ''}${takes ? ' seat-takes' : ''}${winner ? ' seat-winner' : ''}`;
  const stackText = format(t.stack, { count: seat.count }, t.locale);
  const name = seat.seat === ctx.person ? format(t.seatYou, { seat: seatName(seat.seat, t) }, t.locale) : seatName(seat.seat, t);
  const folded = out && seat.played.length === 0;
  return html`<li class="seat${out ? ' out' : ''}${folded ? ' folded' : ''}${takes ? ' takes' : ''}${tied ? ' tied' : ''}${winner ? ' winner' : ''}" part=${parts} data-seat=${seat.seat}>
    <div class="seat-head">
      <span class="seat-name">${name}</span>
      ${
        winner
          ? html`<span class="winner-tag">${t.winner}</span>`
          : out
            ? html`<span class="kind">${t.out}</span>`
            : seat.seat === ctx.person
              ? nothing
              : html`<span class="kind">${kind}</span>`
      }
    </div>
    <div class="seat-body">
      ${stackBox(seat, ctx, html`${pile(style, seat.count, stackText, 'stack')}<span class="count" aria-hidden="true">${seat.count}</span>`)}
      ${played(seat, style, ctx, takes, tied)}
    </div>
    ${
      view.family === 'tod-und-leben'
        ? html`<div class="won-box">${pile(style, seat.won, format(t.won, { count: seat.won }, t.locale), 'won')}<span class="won-count">${format(t.won, { count: seat.won }, t.locale)}</span></div>`
        : nothing
    }
    ${takes ? html`<span class="takes-tag">${t.takes}</span>` : nothing}
  </li>`;
}

/** The War-family table. Every seat is in the view, always in seat order, so each seat keeps its panel without keys. */
export function warTable(view: WarView, ctx: TableContext): TemplateResult {
  const style: PieceStyle = view.deck === 'piecepack' ? 'tile' : 'card';
  return html`${ctx.rankOrder ? html`<p class="rank-note">${ctx.rankOrder}</p>` : nothing}<ol class="seats seats-${view.seats.length} deck-${style}" role="list">
    ${view.seats.map((s) => seatPanel(s, view, style, ctx))}
  </ol>`;
}
