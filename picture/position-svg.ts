// A position as a standalone SVG string, drawn with the widget's own art (tiles, cards, backs) and resolved colours:
// seats with their names and counts, the pieces on the table in war rows, the piles, and the winner at the end.
// It reads only a public view (viewOf with no seat), which holds no face-down identity: a back is all it can draw.
import { svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { GameView, Piece, PlayedView, StackedView, StealView, WarView } from '../engine/src/on-demand.ts';
import type { CoinView } from '../engine/src/on-demand.ts';
import { cardSvg } from './art/card.ts';
import { tileSuit } from './art/suits.ts';
import { TILE_BACK, tileFace } from './art/tile.ts';
import { artCss, safeColours, themeColours, type Colours } from './colours.ts';
import type { Verdict } from './frames.ts';
import { renderStatic } from './static-svg.ts';
import { ENGLISH_WORDS, say, type PictureWords } from './words.ts';

/** How to draw a picture. */
export interface PictureOptions {
  /** Resolved colours (themeColours or computedColours); the light theme's by default. */
  colours?: Colours;
  /** Seat names, by seat; "Seat 1"... by default. */
  names?: readonly string[];
  /** The words printed; English by default. */
  words?: Partial<PictureWords>;
  /** The picture's title (e.g. the variant's); the view's own by default. */
  title?: string;
  /** Packs in the game (pack marks appear with more than one); read from the pieces shown by default. */
  packs?: number;
  /** The least height of the picture (an animation's frames all take the tallest one's). */
  minHeight?: number;
  /** What the step to this position decided (frames.ts): the winner's or the tied seats' pieces outlined, a caption. */
  verdict?: Verdict | null;
}

/** A picture's width and height, from its <svg> tag. */
export function svgSize(svg: string): { width: number; height: number } {
  const m = /<svg[^>]* width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"/.exec(svg);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 0, height: 0 };
}

/** Sizes, in SVG units (one unit is a pixel at scale 1). */
const TILE = 56;
const CARD_W = Math.round(TILE * 0.94);
const CARD_H = Math.round(TILE * 1.3);
const COLUMN = 210;
const MARGIN = 16;
const HEADER = 56;
const TITLE = 40;
const FOOTER = 40;
const ROW_GAP = 20;
/** Coins drawn side by side before a new row. */
const COINS_A_ROW = 12;

type Style = 'tile' | 'card';

/** One drawn piece: a group the tests count, marked face up or down. */
function piece(style: Style, face: Piece | null, packs: number, x: number, y: number): SVGTemplateResult {
  const [w, h, vw, vh] = style === 'tile' ? [TILE, TILE, 100, 100] : [CARD_W, CARD_H, 72, 100];
  let inner: SVGTemplateResult | TemplateResult;
  let cls: string;
  if (face?.kind === 'tile') {
    cls = `piece tile ${face.suit} pack-${face.pack + 1}`;
    inner = tileFace(face.suit, face.rank, face.pack, packs);
  } else if (face) {
    cls = 'piece card';
    inner = cardSvg(face, packs, null, '');
  } else if (style === 'tile') {
    cls = 'piece tile back';
    inner = TILE_BACK;
  } else {
    cls = 'piece card';
    inner = cardSvg(null, 1, null, '');
  }
  return svg`<g class="pp-piece" data-face=${face ? 'up' : 'down'}><svg class=${cls} x=${x} y=${y} width=${w} height=${h} viewBox="0 0 ${vw} ${vh}">${inner}</svg></g>`;
}

/** The size of a piece of a style. */
function size(style: Style): [number, number] {
  return style === 'tile' ? [TILE, TILE] : [CARD_W, CARD_H];
}

/** Text on the felt, or in a seat's box (`cls` picks the colour). */
function text(x: number, y: number, words: string, cls = 'label', anchor = 'start'): SVGTemplateResult {
  return svg`<text class=${cls} x=${x} y=${y} text-anchor=${anchor}>${words}</text>`;
}

/** A pile: a back with its count, or a dashed outline when empty. */
function pile(style: Style, count: number, x: number, y: number, caption: string): SVGTemplateResult {
  const [w, h] = size(style);
  const art = count > 0 ? piece(style, null, 1, x, y) : svg`<rect class="empty" x=${x} y=${y} width=${w} height=${h} rx="6"/>`;
  return svg`${art}${text(x + w / 2, y + h + 14, caption, 'label small', 'middle')}`;
}

/** A seat's pieces on the table, one row per war depth: backs overlap, faces stand clear. */
function playedRows(
  style: Style,
  played: readonly PlayedView[],
  packs: number,
  x: number,
  y: number,
  rows: number,
  w: PictureWords,
): SVGTemplateResult[] {
  const [pw, ph] = size(style);
  const out: SVGTemplateResult[] = [];
  for (let d = 0; d < rows; d++) {
    const row = played.filter((p) => p.depth === d);
    let px = x;
    const top = y + d * (ph + ROW_GAP);
    if (d > 0 && row.length > 0) out.push(text(x, top - 4, w.war, 'label war small'));
    for (const p of row) {
      out.push(piece(style, p.up ? p.piece : null, packs, px, top));
      px += p.up ? pw + 6 : Math.round(pw * 0.35);
    }
  }
  return out;
}

/** The outline around a seat's pieces on the table (`rows` war rows of them), for a verdict: 'takes' or 'tied'. */
function outline(style: Style, x: number, y: number, rows: number, kind: 'takes' | 'tied'): SVGTemplateResult {
  const [, ph] = size(style);
  return svg`<rect class="pp-verdict-outline ${kind}" x=${x - 6} y=${y - 6} width=${COLUMN - 22} height=${rows * (ph + ROW_GAP) - ROW_GAP + 12} rx="8"/>`;
}

/** Which outline a seat's pieces get for `verdict`, if any. */
function outlined(verdict: Verdict | null | undefined, seat: number): 'takes' | 'tied' | null {
  if (verdict?.kind === 'trick') return verdict.seat === seat ? 'takes' : null;
  return verdict?.kind === 'war' && verdict.seats.includes(seat) ? 'tied' : null;
}

/** The rows of war depths a seat's pieces on the table take. */
function rowsOf(played: readonly PlayedView[]): number {
  return Math.max(0, ...played.map((p) => p.depth + 1));
}

/** The packs a view shows (the highest pack number among its faces), at least one. */
function packsShown(view: GameView): number {
  let most = 0;
  const see = (p: Piece | null | undefined) => {
    if (p) most = Math.max(most, p.pack + 1);
  };
  if (view.family === 'stacked-deck') for (const s of view.seats) [...s.table, ...s.revealed, ...s.removed].forEach((t) => see(t.piece));
  else for (const s of view.seats) s.played.forEach((p) => see(p.up ? p.piece : null));
  if (view.family === 'steal-war') view.seats.forEach((s) => see(s.top?.piece));
  return view.family === 'stacked-deck' ? 2 : Math.max(1, most);
}

/** A seat's heading: a box with its name and a line of counts; the winner's box is highlighted. */
function heading(x: number, y: number, name: string, kind: string, line: string, state: string, width = COLUMN - 14): SVGTemplateResult {
  return svg`<g class="seat ${state}"><rect class="seat-box" x=${x} y=${y} width=${width} height=${HEADER - 8} rx="8"/>${text(x + 10, y + 20, name, 'seat-name')}${text(x + width - 10, y + 20, kind, 'seat-kind', 'end')}${text(x + 10, y + 39, line, 'seat-line')}</g>`;
}

/** The outcome line. */
function outcome(view: GameView, name: (seat: number) => string, w: PictureWords): string | null {
  const r = view.result;
  if (!r) return null;
  if (r.draw || r.winners.length === 0) return w.draw;
  return say(w, 'wins', { name: r.winners.map(name).join(' & ') });
}

/** A verdict's caption ("Seat 2 takes the trick", "War!") and its look. */
function verdictLine(
  verdict: Verdict | null | undefined,
  name: (seat: number) => string,
  w: PictureWords,
): { line: string; kind: 'takes' | 'tied' } | null {
  if (!verdict) return null;
  const line = verdict.kind === 'trick' ? `${name(verdict.seat)} ${say(w, 'takes')}` : say(w, 'warMark');
  return { line, kind: verdict.kind === 'trick' ? 'takes' : 'tied' };
}

function seatKind(kind: string, w: PictureWords): string {
  return kind === 'human' ? w.human : w.computer;
}

/** The body of a War-family or Tod und Leben table. */
function warBody(
  view: WarView,
  style: Style,
  packs: number,
  name: (seat: number) => string,
  w: PictureWords,
  verdict: Verdict | null | undefined,
): { body: SVGTemplateResult[]; height: number } {
  const [, ph] = size(style);
  const rows = Math.max(1, ...view.seats.map((s) => Math.max(0, ...s.played.map((p) => p.depth + 1))));
  const body: SVGTemplateResult[] = [];
  const winners = view.result?.winners ?? [];
  view.seats.forEach((s, i) => {
    const x = MARGIN + i * COLUMN;
    const state = winners.includes(i) ? 'winner' : s.out ? 'out' : '';
    const line = [say(w, 'stack', { n: s.count }), s.won > 0 ? say(w, 'won', { n: s.won }) : '', s.out ? w.out : '']
      .filter(Boolean)
      .join(' · ');
    body.push(heading(x, TITLE, name(i), seatKind(s.kind, w), line, state));
    body.push(pile(style, s.count, x + 4, TITLE + HEADER + 4, String(s.count)));
    const marked = outlined(verdict, i);
    if (marked && s.played.length > 0) body.push(outline(style, x + 4, TITLE + HEADER + ph + 44, rowsOf(s.played), marked));
    body.push(...playedRows(style, s.played, packs, x + 4, TITLE + HEADER + ph + 44, rows, w));
  });
  return { body, height: TITLE + HEADER + ph + 44 + rows * (ph + ROW_GAP) };
}

/** The body of a Steal War table: each seat's packet, its pile's top card, whether it holds a card, its cards in play. */
function stealBody(
  view: StealView,
  packs: number,
  name: (seat: number) => string,
  w: PictureWords,
  verdict: Verdict | null | undefined,
): { body: SVGTemplateResult[]; height: number } {
  const [pw, ph] = size('card');
  const rows = Math.max(1, ...view.seats.map((s) => Math.max(0, ...s.played.map((p) => p.depth + 1))));
  const body: SVGTemplateResult[] = [];
  const winners = view.result?.winners ?? [];
  view.seats.forEach((s, i) => {
    const x = MARGIN + i * COLUMN;
    const state = winners.includes(i) ? 'winner' : s.out ? 'out' : '';
    const line = [say(w, 'packet', { n: s.packet }), say(w, 'pile', { n: s.pile }), s.guarded ? w.guarded : '', s.out ? w.out : '']
      .filter(Boolean)
      .join(' · ');
    body.push(heading(x, TITLE, name(i), seatKind(s.kind, w), line, state));
    const y = TITLE + HEADER + 4;
    body.push(pile('card', s.packet, x + 4, y, String(s.packet)));
    // The pile's top card is public; the card a seat holds is not (a back, whoever looks).
    const px = x + 4 + pw + 12;
    if (s.top) body.push(piece('card', s.top.piece, packs, px, y), text(px + pw / 2, y + ph + 14, String(s.pile), 'label small', 'middle'));
    else body.push(pile('card', 0, px, y, '0'));
    if (s.holding)
      body.push(piece('card', null, 1, px + pw + 12, y), text(px + pw * 1.5 + 12, y + ph + 14, w.held, 'label small', 'middle'));
    const marked = outlined(verdict, i);
    if (marked && s.played.length > 0) body.push(outline('card', x + 4, TITLE + HEADER + ph + 44, rowsOf(s.played), marked));
    body.push(...playedRows('card', s.played, packs, x + 4, TITLE + HEADER + ph + 44, rows, w));
  });
  return { body, height: TITLE + HEADER + ph + 44 + rows * (ph + ROW_GAP) };
}

/** A coin: its value or its suit, whichever side is up (coins are public), in a tile-coloured disc. */
function coin(c: CoinView, x: number, y: number): SVGTemplateResult {
  const r = 15;
  const face =
    c.up === 'suit'
      ? tileSuit(c.suit, x - 10, y - 10, 20)
      : svg`<text class="value coin-value" x=${x} y=${y + 1} text-anchor="middle" dominant-baseline="central">${c.value === 'null' ? '·' : c.value === 'ace' ? 'A' : c.value}</text>`;
  return svg`<g class="pp-coin ${c.suit}"><circle class="tile-base" cx=${x} cy=${y} r=${r}/><g class="ink">${face}</g></g>`;
}

/** The body of a Stacked Deck War table: decks and reserves as backs, the tiles on the table, coins in hand. */
function stackedBody(view: StackedView, name: (seat: number) => string, w: PictureWords): { body: SVGTemplateResult[]; height: number } {
  const body: SVGTemplateResult[] = [];
  const winners = view.result?.winners ?? [];
  const wide = COLUMN * 2;
  view.seats.forEach((s, i) => {
    const x = MARGIN + i * wide;
    const state = winners.includes(i) ? 'winner' : view.outcome?.winner === i ? 'winner' : '';
    const line = [
      say(w, 'coins', { n: s.hand.length }),
      s.removed.length > 0 ? say(w, 'removed', { n: s.removed.length }) : '',
      s.table.length > 0 ? say(w, 'play', { n: s.war || s.play }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    body.push(heading(x, TITLE, name(i), seatKind(s.kind, w), line, state, wide - 14));
    const y = TITLE + HEADER + 4;
    // Face-down tiles are only ever backs here, even where a seat's own view would know them.
    body.push(pile('tile', s.deck.length, x + 4, y, say(w, 'deck', { n: s.deck.length })));
    body.push(pile('tile', s.reserve.length, x + 4 + TILE + 40, y, say(w, 'reserve', { n: s.reserve.length })));
    let tx = x + 4 + 2 * (TILE + 40);
    for (const t of [...s.table, ...s.revealed]) {
      body.push(piece('tile', t.piece, 2, tx, y));
      tx += TILE + 6;
    }
    s.hand.forEach((c, k) => body.push(coin(c, x + 20 + (k % COINS_A_ROW) * 34, y + TILE + 44 + Math.floor(k / COINS_A_ROW) * 36)));
  });
  const coinRows = Math.max(1, ...view.seats.map((s) => Math.ceil(s.hand.length / COINS_A_ROW)));
  return { body, height: TITLE + HEADER + TILE + 44 + coinRows * 36 };
}

const TABLE_CSS = (c: Colours) => `
svg.picture { font-family: ${c['piece-font'] ?? 'sans-serif'}; }
.felt { fill: ${c.felt}; }
.label { fill: ${c['felt-fg']}; font-size: 14px; }
.label.small { font-size: 12px; }
.label.war { fill: ${c.war}; font-weight: 700; }
.title { fill: ${c['felt-fg']}; font-size: 18px; font-weight: 700; }
.seat-box { fill: ${c['seat-bg']}; stroke: ${c.border}; stroke-width: 1.5; }
.seat.winner .seat-box { stroke: ${c.highlight}; stroke-width: 4; }
.seat.out .seat-box { opacity: 0.6; }
.seat-name { fill: ${c.fg}; font-size: 15px; font-weight: 700; }
.seat-kind, .seat-line { fill: ${c.muted}; font-size: 12px; }
.empty { fill: none; stroke: ${c['felt-fg']}; stroke-dasharray: 5 4; opacity: 0.5; }
.outcome-box { fill: ${c.highlight}; }
.outcome { fill: ${c['highlight-fg']}; font-size: 16px; font-weight: 700; }
.coin-value { font-size: 18px; }
.pp-verdict-outline { fill: none; stroke-width: 4; }
.pp-verdict-outline.takes { stroke: ${c.highlight}; }
.pp-verdict-outline.tied { stroke: ${c.war}; stroke-dasharray: 8 4; }
.verdict-box.takes { fill: ${c.highlight}; }
.verdict-box.tied { fill: ${c.war}; }
.verdict.takes { fill: ${c['highlight-fg']}; font-size: 16px; font-weight: 700; }
.verdict.tied { fill: ${c['war-fg']}; font-size: 16px; font-weight: 700; }
`;

/** The position of `view` as a standalone SVG document (a string), drawn with the widget's art and the given colours. */
export function positionSvg(view: GameView, options: PictureOptions = {}): string {
  const w: PictureWords = { ...ENGLISH_WORDS, ...options.words };
  const colours = safeColours(options.colours ?? themeColours('light'));
  const name = (seat: number) => options.names?.[seat] ?? say(w, 'seat', { n: seat + 1 });
  const packs = options.packs ?? packsShown(view);
  const style: Style = view.family === 'stacked-deck' || view.deck === 'piecepack' ? 'tile' : 'card';
  const { body, height } =
    view.family === 'stacked-deck'
      ? stackedBody(view, name, w)
      : view.family === 'steal-war'
        ? stealBody(view, packs, name, w, options.verdict)
        : warBody(view, style, packs, name, w, options.verdict);
  const columns = view.family === 'stacked-deck' ? 4 : Math.max(2, view.seats.length);
  const width = MARGIN * 2 + columns * COLUMN - 14;
  const total = Math.max(height + FOOTER, options.minHeight ?? 0);
  const progress =
    view.family === 'stacked-deck'
      ? `round ${view.round}`
      : view.family === 'tod-und-leben'
        ? `${say(w, 'round', { n: view.round, of: view.rounds })} · ${say(w, 'score', { score: view.score.join('–') })}`
        : say(w, 'trick', { n: view.tricks });
  const aside = view.aside > 0 ? say(w, 'aside', { n: view.aside }) : '';
  const end = outcome(view, name, w);
  const said = end ? null : verdictLine(options.verdict, name, w);
  const title = options.title ?? view.title;
  const picture = svg`<svg xmlns="http://www.w3.org/2000/svg" class="picture" width=${width} height=${total} viewBox="0 0 ${width} ${total}" role="img" aria-label=${`${title}: ${progress}`}><style>${artCss(colours)}${TABLE_CSS(colours)}</style><rect class="felt" x="0" y="0" width=${width} height=${total} rx="12"/>${text(MARGIN, 26, title, 'title')}${text(width - MARGIN, 26, [progress, aside].filter(Boolean).join(' · '), 'label', 'end')}${body}${
    end
      ? svg`<g class="pp-outcome"><rect class="outcome-box" x=${MARGIN} y=${height + 2} width=${width - 2 * MARGIN} height="30" rx="6"/>${text(width / 2, height + 23, end, 'outcome', 'middle')}</g>`
      : said
        ? svg`<g class="pp-verdict"><rect class="verdict-box ${said.kind}" x=${MARGIN} y=${height + 2} width=${width - 2 * MARGIN} height="30" rx="6"/>${text(width / 2, height + 23, said.line, `verdict ${said.kind}`, 'middle')}</g>`
        : null
  }</svg>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderStatic(picture)}\n`;
}
