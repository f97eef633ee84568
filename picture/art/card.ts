// Playing cards in SVG (72 x 100): rank and pip in two corners, the pips laid out as on a real card (2 to 10), a large
// pip on the ace, a drawn figure on the courts, jokers with a star, and one back with a diamond lattice. Colours come
// from CSS classes, never inline styles. Loaded on demand (webview/src/art/card-loader.ts), before the first game with cards.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CardRank, CardSuit, Piece } from '../../engine/src/on-demand.ts';
import { packMark } from './tile.ts';

/** The cards' look, which comes with them (the element adopts it when a card game is dealt). */
export { cardStyles } from '../styles/card.styles.ts';

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
  // Two figures ("10") are set narrower, so they keep clear of the pips.
  const cls = letter.length > 1 ? 'index wide' : 'index';
  return svg`<text class=${cls} x="12" y="15" text-anchor="middle" dominant-baseline="central">${letter}</text>${cardSuit(suit, 5, 27, 14)}
    ${cardSuit(suit, CARD_W - 19, CARD_H - 41, 14)}<text class=${cls} x="${CARD_W - 12}" y="${CARD_H - 15}" text-anchor="middle" dominant-baseline="central">${letter}</text>`;
}

/** The pips' columns and rows (their centres), clear of the corner indices (top left, bottom right). */
const [L, C, R] = [29.5, 36, 42.5];
const [T, B, M] = [14, 86, 50];
const SIX: readonly (readonly [number, number])[] = [
  [L, T],
  [R, T],
  [L, M],
  [R, M],
  [L, B],
  [R, B],
];
const EIGHT_SIDES: readonly (readonly [number, number])[] = [L, R].flatMap((x) => [T, 38, 62, B].map((y) => [x, y] as const));
/** Where each number card's pips go, as on a real card. */
const PIPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '2': [
    [C, T],
    [C, B],
  ],
  '3': [
    [C, T],
    [C, M],
    [C, B],
  ],
  '4': [
    [L, T],
    [R, T],
    [L, B],
    [R, B],
  ],
  '5': [
    [L, T],
    [R, T],
    [C, M],
    [L, B],
    [R, B],
  ],
  '6': SIX,
  '7': [...SIX, [C, 32]],
  '8': [...SIX, [C, 32], [C, 68]],
  '9': [...EIGHT_SIDES, [C, M]],
  '10': [...EIGHT_SIDES, [C, 26], [C, 74]],
};
const PIP = 9.5;

/** A number card's pips; those below the middle stand on their heads, as printed. */
function pips(suit: CardSuit, rank: string): SVGTemplateResult[] {
  return (PIPS[rank] ?? []).map(([x, y]) => {
    const pip = cardSuit(suit, x - PIP / 2, y - PIP / 2, PIP);
    return y > M ? svg`<g transform="rotate(180 ${x} ${y})">${pip}</g>` : pip;
  });
}

/** The courts' headwear over the figure: the king's crown, the queen's coronet, the jack's plumed cap. */
const HEADWEAR: Readonly<Record<string, SVGTemplateResult>> = {
  K: svg`<path d="M28.5 39V29L32 33L36 25.5L40 33L43.5 29V39Z"/>`,
  Q: svg`<path d="M29 39L29.5 32L33 35L36 31L39 35L42.5 32L43 39Z"/><circle cx="29.5" cy="31" r="1.8"/><circle cx="36" cy="29.5" r="1.8"/><circle cx="42.5" cy="31" r="1.8"/>`,
  J: svg`<path d="M27 39.5C27 30 44 28 46 38Z"/><path d="M43 33C48 27 51 22 49.5 17C47.5 23 44.5 27 40.5 31Z"/>`,
};

/** A court: a figure in a frame, its headwear telling king, queen and jack apart, the suit on its chest. */
function courtFigure(suit: CardSuit, rank: string): SVGTemplateResult {
  return svg`<rect class="court-frame" x="17" y="20" width="38" height="60" rx="3"/><g class="symbol">${HEADWEAR[rank]}<circle cx="36" cy="46.5" r="7"/><path d="M21 78C21 63 28 57.5 36 57.5C44 57.5 51 63 51 78Z"/></g><circle class="court-badge" cx="36" cy="68" r="7.5"/>${cardSuit(suit, 30.5, 62.5, 11)}`;
}

/** The face of a card; `index` gives the letters printed for the ace and the courts (else A, K, Q, J). */
function cardFace(suit: CardSuit, rank: CardRank, pack: number, packs: number, index: CardIndex = {}): SVGTemplateResult {
  const letter = index[rank] ?? rank;
  const middle = COURTS.includes(rank) ? courtFigure(suit, rank) : rank === 'A' ? cardSuit(suit, 14, 28, 44) : pips(suit, rank);
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
