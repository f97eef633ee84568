// Stacked Deck War's buying window: the tiles both seats fight with and their values now (what the other seat bought,
// waiting to be played after), Pass, what an action costs and the coins the buyer has, and the 4 x 6 action table with
// the cells open now to press. With coins whose sides are chosen when spent (variation 1), a pressed cell asks which
// coins pay. Made to fit: at most 480 px tall in a wide widget, one phone screen at 360 px.
import { html, nothing, type TemplateResult } from 'lit';
import type { BuyAction, StackedSeatView, StackedView } from '../../../engine/src/on-demand.ts';
import { format } from '../i18n/strings.ts';
import { titleOf } from './decision-frame.ts';
import type { PlayContext } from './play-context.ts';
import { tileArt } from './stacked-art.ts';
import { actionGrid, cellText, costRule, type Buying } from './stacked-cells.ts';
import { cellKey, cellLabel, purchases, type Purchase } from './stacked-model.ts';
import type { PromptState } from './stacked-prompts.ts';
import { cellWords, coinLabel, tileLabel } from './stacked-words.ts';
import type { Words } from './words.ts';

/** One seat in the duel: its name and role, the tile it fights with and that tile's value now (in a war, the playtile's too). */
function duelist(view: StackedView, s: StackedSeatView, me: boolean, w: Words): TemplateResult {
  const { d } = w;
  const war = view.window > 0;
  const top = s.table.at(-1);
  const value = war ? s.war : s.play;
  const tileName = war ? format(d.wartile, { n: s.table.length - 1 }, w.t.locale) : d.playtile;
  return html`<figure class="duelist${me ? ' me' : ''}">
    <figcaption class="duel-name">${w.who(s.seat)}</figcaption>
    <span class="duel-tile">
      ${top ? tileArt(top.piece, `${tileName}: ${tileLabel(top.id, w)}, ${value}`) : nothing}
      <span class="badge" aria-hidden="true">${value}</span>
    </span>
    ${war ? html`<span class="duel-play">${d.playtile} ${s.play}</span>` : nothing}
  </figure>`;
}

/** What an action costs, and the buyer's coins by side. */
function costLine(view: StackedView, seat: number, w: Words): string {
  const { d } = w;
  if (view.coinsPerAction === 1 || view.coinSides === 'chosen') return costRule(view, d);
  const hand = view.seats[seat].hand;
  const suits = hand.filter((c) => c.up === 'suit').length;
  return `${d.costTwo} ${format(d.coinsYouHave, { suits, values: hand.length - suits }, w.t.locale)}`;
}

/** The buying window. */
export function buyWindow(ctx: PlayContext<StackedView>, ps: PromptState): TemplateResult {
  const { view, w } = ctx;
  const { d } = w;
  const seat = ctx.pending!.seat;
  const list = purchases(ctx.pending!.actions ?? []);
  const open = new Map(list.map((p) => [cellKey(p.suit, p.value), p]));
  const choosing = view.coinSides === 'chosen';
  const way = (p: Purchase): BuyAction => p.ways[Math.min(ps.payment.get(cellKey(p.suit, p.value)) ?? 0, p.ways.length - 1)];
  const buying: Buying = {
    seat,
    open,
    picked: ps.picked,
    way,
    press: (p) => {
      const key = cellKey(p.suit, p.value);
      if (choosing && p.ways.length > 1 && ps.picked !== key) {
        ps.picked = key;
        ctx.redraw();
      } else ctx.act(way(p));
    },
    point: (key) => {
      if (ps.pointed === key) return;
      ps.pointed = key;
      ctx.redraw();
    },
  };
  const role = view.playerA === seat ? d.playerA : d.playerB;
  const them = view.seats[1 - seat];
  const theirs = view.effects.filter((e) => e.seat !== seat);
  const about = ps.pointed ? `${cellWords(ps.pointed, w)}: ${cellText(ps.pointed, view, d)}` : d.pointAtCell;
  const picked = ps.picked ? open.get(ps.picked) : undefined;
  return html`<section class="prompt buy" aria-labelledby="prompt-title">
    <div class="buy-side">
      ${titleOf(format(d.buyTitle, { seat: w.who(seat), role }, w.t.locale), 'prompt-title', ctx.headingLevel)}
      <div class="duel-row">
        <div class="duel" role="group" aria-label=${d.thisRound}>
          ${duelist(view, view.seats[seat], true, w)}
          <span class="vs" aria-hidden="true">${view.lowestWins ? d.lowestWins : d.vs}</span>
          ${duelist(view, them, false, w)}
        </div>
        <button class="pass primary" data-focus @click=${() => ctx.act({ type: 'stacked/pass', seat })}>${d.pass}</button>
      </div>
      ${theirs.map((e) => html`<p class="help their">${format(d.theirEffect, { seat: w.who(e.seat), cell: cellWords(e.cell, w) }, w.t.locale)}</p>`)}
      <p class="help">${format(d.buyHelp, { bought: view.seats[seat].bought }, w.t.locale)} ${costLine(view, seat, w)}</p>
      <p class="help about" aria-hidden="true">${about}</p>
      ${picked && choosing ? payChoice(ctx, ps, picked, way(picked), w) : nothing}
    </div>
    ${actionGrid(view, seat, w, buying)}
  </section>`;
}

/** Variation 1: which coins pay for the picked cell (every way the engine allows), and Buy. */
function payChoice(ctx: PlayContext<StackedView>, ps: PromptState, p: Purchase, chosen: BuyAction, w: Words): TemplateResult {
  const { d } = w;
  const key = cellKey(p.suit, p.value);
  const name = cellLabel(p.suit, p.value, d);
  const hand = ctx.view.seats[chosen.seat].hand;
  const words = (a: BuyAction) =>
    a.coins
      .map((id) => hand.find((c) => c.id === id))
      .filter((c) => c !== undefined)
      .map((c) => coinLabel(c, w))
      .join(', ');
  return html`<div class="pay-choice">
    <label>${format(d.payFor, { cell: name }, w.t.locale)}
      <select @change=${(e: Event) => {
        ps.payment.set(key, Number((e.target as HTMLSelectElement).value));
        ctx.redraw();
      }}>
        ${p.ways.map((a, i) => html`<option value=${i} ?selected=${a === chosen}>${words(a)}</option>`)}
      </select>
    </label>
    <button class="primary buy-picked" @click=${() => ctx.act(chosen)}>${format(d.buyIt, { cell: name }, w.t.locale)}</button>
  </div>`;
}
