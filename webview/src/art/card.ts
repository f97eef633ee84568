// Playing cards in SVG (72 x 100): rank and pip in two corners, a large pip (or the court letter) in the middle,
// jokers with a star, and one back with a diamond lattice. Colours come from CSS classes, never inline styles.
// In the CDN build this module is a file of its own, loaded before the first game with cards (webview/src/on-demand.ts),
// so it exports functions only.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CardRank, CardSuit, Piece } from '../../../engine/src/on-demand.ts';
import { packMark } from './tile.ts';

/** Card width and height in SVG units (a poker card's 5:7). */
const CARD_W = 72;
const CARD_H = 100;

const OUTLINE = svg`<rect class="card-base" x="1.5" y="1.5" width="${CARD_W - 3}" height="${CARD_H - 3}" rx="6"/>`;
const COURTS: readonly string[] = ['J', 'Q', 'K'];

/** What a card prints for its rank and down a joker's side: the language's letters (German B, D, K, A), by rank. */
export type CardIndex = Readonly<Record<string, string>>;

/** Card suit pips. */
const CARD_SUIT_ART: Record<CardSuit, SVGTemplateResult> = {
  hearts: svg`<path d="M50 90C20 64 6 48 6 31C6 17 17 8 29 8C39 8 46 14 50 22C54 14 61 8 71 8C83 8 94 17 94 31C94 48 80 64 50 90Z"/>`,
  diamonds: svg`<path d="M50 4L86 50L50 96L14 50Z"/>`,
  spades: svg`<path d="M50 6C78 30 92 44 92 60C92 72 83 80 71 80C63 80 56 76 53 70C54 80 57 88 64 95H36C43 88 46 80 47 70C44 76 37 80 29 80C17 80 8 72 8 60C8 44 22 30 50 6Z"/>`,
  clubs: svg`<circle cx="50" cy="28" r="19"/><circle cx="28" cy="60" r="19"/><circle cx="72" cy="60" r="19"/><path d="M45 50H55C55 70 58 84 65 95H35C42 84 45 70 45 50Z"/>`,
};

/** A card suit pip, fitted into the square at (x, y) of side `size`. */
function cardSuit(suit: CardSuit, x: number, y: number, size: number): SVGTemplateResult {
  return svg`<g class="symbol" transform="translate(${x} ${y}) scale(${size / 100})">${CARD_SUIT_ART[suit]}</g>`;
}

/** A five-pointed star (the joker's mark), fitted into the square at (x, y) of side `size`. */
function star(x: number, y: number, size: number): SVGTemplateResult {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 48 : 20;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(52 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return svg`<g class="symbol" transform="translate(${x} ${y}) scale(${size / 100})"><polygon points="${points}"/></g>`;
}

/**
 * The rank over a small pip in the top-left corner, and a pip over the rank in the bottom-right one, both upright
 * (rotated text defeats contrast checkers' geometry, and an upright index reads as well).
 */
function corners(letter: string, suit: CardSuit): SVGTemplateResult {
  return svg`<text class="index" x="12" y="15" text-anchor="middle" dominant-baseline="central">${letter}</text>${cardSuit(suit, 5, 27, 14)}
    ${cardSuit(suit, CARD_W - 19, CARD_H - 41, 14)}<text class="index" x="${CARD_W - 12}" y="${CARD_H - 15}" text-anchor="middle" dominant-baseline="central">${letter}</text>`;
}

/** The face of a card; `index` gives the letters printed for the ace and the courts (else A, K, Q, J). */
function cardFace(suit: CardSuit, rank: CardRank, pack: number, packs: number, index: CardIndex = {}): SVGTemplateResult {
  const letter = index[rank] ?? rank;
  let middle: SVGTemplateResult;
  if (COURTS.includes(rank))
    middle = svg`<rect class="court-frame" x="17" y="20" width="38" height="60" rx="3"/><text class="court" x="36" y="44" text-anchor="middle" dominant-baseline="central">${letter}</text>${cardSuit(suit, 27, 58, 18)}`;
  else if (rank === 'A') middle = cardSuit(suit, 14, 28, 44);
  else middle = cardSuit(suit, 20, 34, 32);
  return svg`${OUTLINE}<g class="ink" aria-hidden="true">${corners(letter, suit)}${middle}</g>${packMark(pack, packs, CARD_W - 14, 14, 12.5)}`;
}

/** A numbered card of a custom deck ("4x4"): its number large in the middle and small in two corners, no suit. */
function numberFace(rank: number, pack: number, packs: number): SVGTemplateResult {
  return svg`${OUTLINE}<g class="ink" aria-hidden="true"><text class="index" x="12" y="15" text-anchor="middle" dominant-baseline="central">${rank}</text>
    <text class="court" x="${CARD_W / 2}" y="${CARD_H / 2}" text-anchor="middle" dominant-baseline="central">${rank}</text>
    <text class="index" x="${CARD_W - 12}" y="${CARD_H - 15}" text-anchor="middle" dominant-baseline="central">${rank}</text></g>${packMark(pack, packs, CARD_W - 14, 14, 12.5)}`;
}

/** A joker: a large star and the word down the left side (`index.joker`, else JOKER). */
function jokerFace(pack: number, packs: number, index: CardIndex = {}): SVGTemplateResult {
  const letters = [...(index.joker ?? 'JOKER')].map(
    (c, i) => svg`<text class="joker-letter" x="10" y="${14 + i * 11}" text-anchor="middle" dominant-baseline="central">${c}</text>`,
  );
  return svg`${OUTLINE}<g class="ink" aria-hidden="true">${letters}${star(22, 30, 44)}</g>${packMark(pack, packs, CARD_W - 14, 14, 12.5)}`;
}

/** Line segments of a diamond lattice clipped to the rectangle [x0, x1] x [y0, y1], as one path. */
function lattice(x0: number, y0: number, x1: number, y1: number, step: number): string {
  const parts: string[] = [];
  // Lines y = x + c (falling) and y = -x + c (rising), clipped to the box.
  for (let c = y0 - x1; c <= y1 - x0; c += step) {
    const a = Math.max(x0, y0 - c),
      b = Math.min(x1, y1 - c);
    if (b > a) parts.push(`M${a.toFixed(1)} ${(a + c).toFixed(1)}L${b.toFixed(1)} ${(b + c).toFixed(1)}`);
  }
  for (let c = x0 + y0; c <= x1 + y1; c += step) {
    const a = Math.max(x0, c - y1),
      b = Math.min(x1, c - y0);
    if (b > a) parts.push(`M${a.toFixed(1)} ${(c - a).toFixed(1)}L${b.toFixed(1)} ${(c - b).toFixed(1)}`);
  }
  return parts.join('');
}

const LATTICE = lattice(8, 8, CARD_W - 8, CARD_H - 8, 9);

/** The back of every card (face-down cards never tell their pack). */
const CARD_BACK: SVGTemplateResult = svg`${OUTLINE}<rect class="back-frame" x="6" y="6" width="${CARD_W - 12}" height="${CARD_H - 12}" rx="3"/><path class="back-lattice" d="${LATTICE}"/>`;

/** A card that is not a tile: a playing card, a joker or a custom deck's numbered card. */
export type CardPiece = Exclude<Piece, { kind: 'tile' }>;

/**
 * A card as an <svg> element: its face, or the back when `piece` is null. `label` is its accessible name (e.g. "5 of
 * hearts"), or null for a card drawn only for looks (hidden from assistive technology); `extra` adds classes; `index`
 * gives the letters a card prints.
 */
export function cardSvg(piece: CardPiece | null, packs: number, label: string | null, extra: string, index?: CardIndex): TemplateResult {
  const look = !piece
    ? 'back'
    : `${piece.kind === 'card' ? piece.suit : piece.kind === 'number' ? 'numbered' : `joker ${piece.colour}`} pack-${piece.pack + 1}`;
  const art = !piece
    ? CARD_BACK
    : piece.kind === 'card'
      ? cardFace(piece.suit, piece.rank, piece.pack, packs, index)
      : piece.kind === 'number'
        ? numberFace(piece.rank, piece.pack, packs)
        : jokerFace(piece.pack, packs, index);
  return html`<svg class="piece card ${look} ${extra}" viewBox="0 0 ${CARD_W} ${CARD_H}" role=${label === null ? nothing : 'img'} aria-label=${label ?? nothing} aria-hidden=${label === null ? 'true' : nothing}>${art}</svg>`;
}
