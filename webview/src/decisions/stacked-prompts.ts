// Stacked Deck War's prompts for the seat that must decide: the buying window (stacked-buy.ts) and every choice an
// effect asks for (bonus tile, rock-paper-scissors, reordering the top tiles, reserve tiles to switch, following Arms 3,
// coins to give, a guess, a suit to name). A prompt's first choice takes the focus (data-focus): never a disabled one.
import { html, nothing, type TemplateResult } from 'lit';
import { type Action, type StackedView, TILE_RANKS, TILE_SUITS } from '../../../engine/src/on-demand.ts';
import { tileSuit } from '../../../picture/art/suits.ts';
import { format } from '../i18n/strings.ts';
import { titleOf } from './decision-frame.ts';
import type { PlayContext } from './play-context.ts';
import { coinArt, tileArt, tileBackArt } from './stacked-art.ts';
import { buyWindow } from './stacked-buy.ts';
import { tileValue } from './stacked-model.ts';
import { coinLabel, guessTileWords, tileLabel, TILES } from './stacked-words.ts';

/** The choices a prompt keeps while the player makes up its mind, reset whenever the decision changes. */
export class PromptState {
  private key = '';
  /** Rearrange: the new order, as indexes into the old one. */
  order: number[] = [];
  /** Switch-reserve: the reserve positions chosen. Give: the coins chosen. */
  chosen = new Set<number>();
  /** Variation 1: the payment chosen per cell. */
  payment = new Map<string, number>();
  /** Buying window: the cell picked to choose its coins (variation 1), and the cell pointed at (its effect is shown). */
  picked: string | null = null;
  pointed: string | null = null;

  /** Starts afresh when the decision is a new one. */
  sync(key: string, count: number): void {
    if (key === this.key) return;
    this.key = key;
    this.order = Array.from({ length: count }, (_, i) => i);
    this.chosen = new Set();
    this.payment = new Map();
    this.picked = null;
    this.pointed = null;
  }
}

/** A prompt with a title, an optional help line, and a row of choices. */
function prompt(
  ctx: PlayContext<StackedView>,
  kind: string,
  title: string,
  help: string | null,
  choices: TemplateResult | TemplateResult[],
  extra: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<section class="prompt ${kind}" aria-labelledby="prompt-title">
    ${titleOf(title, 'prompt-title', ctx.headingLevel)}
    ${help ? html`<p class="help">${help}</p>` : nothing}
    ${extra}
    <div class="choices">${choices}</div>
  </section>`;
}

function rearrange(ctx: PlayContext<StackedView>, ps: PromptState, seat: number, count: number): TemplateResult {
  const { d } = ctx.w;
  const top = ctx.view.seats[seat].deck.slice(0, count);
  const moveBy = (k: number, by: number) => {
    const j = k + by;
    if (j < 0 || j >= ps.order.length) return;
    [ps.order[k], ps.order[j]] = [ps.order[j], ps.order[k]];
    const tile = top[ps.order[j]];
    if (tile) ctx.say(format(d.arrangeMoved, { tile: tileLabel(tile.id, ctx.w), row: d.rowWords.deck, n: j + 1 }, ctx.w.t.locale));
    ctx.redraw();
  };
  const tiles = html`<ol class="look">
    ${ps.order.map((old, k) => {
      const tile = top[old];
      const label = tile
        ? `${d.rowWords.deck} ${k + 1}: ${tileLabel(tile.id, ctx.w)}, ${tileValue(TILES[tile.id])}`
        : `${d.rowWords.deck} ${k + 1}`;
      return html`<li class="look-tile">
        ${tile ? tileArt(TILES[tile.id], label) : tileBackArt(label)}
        <span class="look-moves">
          <button class="small earlier" ?disabled=${k === 0} @click=${() => moveBy(k, -1)}><span aria-hidden="true">◀</span><span class="sr-only">${d.moveEarlier}: ${label}</span></button>
          <button class="small later" ?disabled=${k === ps.order.length - 1} @click=${() => moveBy(k, 1)}><span aria-hidden="true">▶</span><span class="sr-only">${d.moveLater}: ${label}</span></button>
        </span>
      </li>`;
    })}
  </ol>`;
  return prompt(
    ctx,
    'rearrange',
    format(d.rearrangeTitle, { count }, ctx.w.t.locale),
    null,
    html`<button class="primary" data-focus @click=${() => ctx.act({ type: 'stacked/rearrange', seat, order: ps.order.slice() })}>${d.rearrangeKeep}</button>`,
    tiles,
  );
}

function switchReserve(ctx: PlayContext<StackedView>, ps: PromptState, seat: number): TemplateResult {
  const { d } = ctx.w;
  const s = ctx.view.seats[seat];
  const most = Math.min(s.reserve.length, s.deck.length);
  const tiles = html`<div class="pick-row" role="group" aria-label=${d.reserveRow}>
    ${s.reserve.map((tile, i) => {
      const on = ps.chosen.has(i);
      const name = tile ? tileLabel(tile.id, ctx.w) : d.faceDownTile;
      return html`<button class="pick${on ? ' on' : ''}" aria-pressed=${on ? 'true' : 'false'} ?data-focus=${i === 0}
        ?disabled=${!on && ps.chosen.size >= most}
        @click=${() => {
          if (on) ps.chosen.delete(i);
          else ps.chosen.add(i);
          ctx.redraw();
        }}>${tile ? tileArt(TILES[tile.id], null) : tileBackArt(null)}<span class="sr-only">${d.rowWords.reserve} ${i + 1}: ${name}</span></button>`;
    })}
  </div>`;
  const positions = [...ps.chosen].sort((a, b) => a - b);
  return prompt(
    ctx,
    'switch',
    d.switchTitle,
    format(d.switchHelp, { most }, ctx.w.t.locale),
    [
      html`<button class="primary" ?disabled=${positions.length === 0} @click=${() => ctx.act({ type: 'stacked/switch-reserve', seat, positions })}>${format(d.switchDo, { count: positions.length }, ctx.w.t.locale)}</button>`,
      html`<button @click=${() => ctx.act({ type: 'stacked/switch-reserve', seat, positions: [] })}>${d.switchNone}</button>`,
    ],
    tiles,
  );
}

function give(ctx: PlayContext<StackedView>, ps: PromptState, seat: number, count: number, to: number): TemplateResult {
  const { d } = ctx.w;
  const coins = html`<div class="pick-row coins" role="group" aria-label=${format(d.giveTitle, { count, seat: ctx.w.who(to) }, ctx.w.t.locale)}>
    ${ctx.view.spent.map((c, i) => {
      const on = ps.chosen.has(c.id);
      return html`<button class="pick${on ? ' on' : ''}" aria-pressed=${on ? 'true' : 'false'} ?data-focus=${i === 0}
        ?disabled=${!on && ps.chosen.size >= count}
        @click=${() => {
          if (on) ps.chosen.delete(c.id);
          else ps.chosen.add(c.id);
          ctx.redraw();
        }}><span aria-hidden="true">${coinArt(c.suit, c.value, c.up, '')}</span><span class="sr-only">${coinLabel(c, ctx.w)}</span></button>`;
    })}
  </div>`;
  return prompt(
    ctx,
    'give',
    format(d.giveTitle, { count, seat: ctx.w.who(to) }, ctx.w.t.locale),
    null,
    html`<button class="primary" ?disabled=${ps.chosen.size !== count} @click=${() => ctx.act({ type: 'stacked/give', seat, coins: [...ps.chosen] })}>${d.giveDo}</button>`,
    coins,
  );
}

/** The prompt for the viewer's pending decision, or null when the viewer has none. */
export function stackedPrompt(ctx: PlayContext<StackedView>, ps: PromptState): TemplateResult | null {
  const p = ctx.pending;
  if (!p || !ctx.mine || p.seat < 0) return null;
  const { view, w } = ctx;
  const { d } = w;
  const seat = p.seat;
  const a = view.await;
  const opp = w.who(1 - seat);
  ps.sync(`${view.round}.${view.window}.${p.kind}.${seat}.${view.effects.length}.${a?.ties ?? 0}.${view.spent.length}`, a?.amount ?? 0);
  const pick = (action: Action, label: string, extra = ''): TemplateResult =>
    html`<button class=${extra} @click=${() => ctx.act(action)}>${label}</button>`;
  switch (p.kind) {
    case 'buy':
      return buyWindow(ctx, ps);
    case 'bonus': {
      const s = view.seats[seat];
      return prompt(ctx, 'bonus', format(d.bonusTitle, { amount: a?.amount ?? 0 }, w.t.locale), null, [
        html`<button class="primary" data-focus @click=${() => ctx.act({ type: 'stacked/bonus', seat, tile: 'war' })}>${format(d.bonusWar, { value: s.war }, w.t.locale)}</button>`,
        pick({ type: 'stacked/bonus', seat, tile: 'play' }, format(d.bonusPlay, { value: s.play }, w.t.locale)),
      ]);
    }
    case 'rps':
      return prompt(
        ctx,
        'rps',
        format(d.rpsTitle, { seat: w.who(seat) }, w.t.locale),
        (a?.ties ?? 0) > 0 ? format(d.rpsTies, { ties: a!.ties }, w.t.locale) : null,
        (['rock', 'paper', 'scissors'] as const).map(
          (hand, i) =>
            html`<button ?data-focus=${i === 0} @click=${() => ctx.act({ type: 'stacked/rps', seat, hand })}>${d.hands[hand]}</button>`,
        ),
      );
    case 'rearrange':
      return rearrange(ctx, ps, seat, a?.amount ?? 0);
    case 'switch-reserve':
      return switchReserve(ctx, ps, seat);
    case 'follow':
      return prompt(ctx, 'follow', format(d.followTitle, { seat: opp }, w.t.locale), null, [
        html`<button data-focus @click=${() => ctx.act({ type: 'stacked/follow', seat, follow: true })}>${d.followYes}</button>`,
        pick({ type: 'stacked/follow', seat, follow: false }, d.followNo),
      ]);
    case 'give':
      return give(ctx, ps, seat, a?.amount ?? 0, a?.to ?? 1 - seat);
    case 'guess':
      // Crowns-Null names a whole tile by default (option guess tile): one button per tile, a row per suit.
      if (view.guess === 'tile') {
        return prompt(
          ctx,
          'guess',
          format(d.guessTileTitle, { seat: opp }, w.t.locale),
          null,
          TILE_SUITS.flatMap((suit, si) =>
            TILE_RANKS.map(
              (value, i) =>
                html`<button class="guess-tile ${suit}" ?data-focus=${si === 0 && i === 0} @click=${() => ctx.act({ type: 'stacked/guess', seat, suit, value })}>${guessTileWords(suit, value, w)}</button>`,
            ),
          ),
        );
      }
      return prompt(
        ctx,
        'guess',
        format(d.guessTitle, { seat: opp }, w.t.locale),
        null,
        TILE_RANKS.map(
          (value, i) =>
            html`<button ?data-focus=${i === 0} @click=${() => ctx.act({ type: 'stacked/guess', seat, value })}>${d.valueNames[value]}</button>`,
        ),
      );
    case 'name-suit':
      return prompt(
        ctx,
        'name-suit',
        format(d.nameSuitTitle, { seat: opp }, w.t.locale),
        null,
        TILE_SUITS.map(
          (suit, i) =>
            html`<button class="suit-choice ${suit}" ?data-focus=${i === 0} @click=${() => ctx.act({ type: 'stacked/name-suit', seat, suit })}><span class="cell-chip ${suit}" aria-hidden="true"><svg class="chip-suit" viewBox="0 0 100 100"><g class="ink">${tileSuit(suit, 0, 0, 100)}</g></svg></span>${d.suitNames[suit]}</button>`,
        ),
      );
    default:
      return null;
  }
}
