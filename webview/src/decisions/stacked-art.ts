// Stacked Deck War's own pieces in SVG: tiles of both packs, coins (the side lying up, or both sides when they are
// chosen at spending) and dice (pips, 1 is the null face and 6 the ace).
import { html, svg, type TemplateResult } from 'lit';
import type { Piece, TileRank, TileSuit } from '../../../engine/src/on-demand.ts';
import { tileSuit } from '../art/suits.ts';
import { TILE_BACK, tileFace } from '../art/tile.ts';

/**
 * A tile's face (both packs are in play, so the second pack's tiles are tinted and dotted). With a label it is an image
 * of that name; without one it is decoration inside a labelled control.
 */
export function tileArt(piece: Piece, label: string | null, extra = ''): TemplateResult {
  if (piece.kind !== 'tile') return html``;
  const inner = tileFace(piece.suit, piece.rank, piece.pack, 2);
  return label === null
    ? html`<svg class="piece tile ${piece.suit} pack-${piece.pack + 1} ${extra}" viewBox="0 0 100 100" aria-hidden="true">${inner}</svg>`
    : html`<svg class="piece tile ${piece.suit} pack-${piece.pack + 1} ${extra}" viewBox="0 0 100 100" role="img" aria-label=${label}>${inner}</svg>`;
}

/** A tile's back (every back looks the same). */
export function tileBackArt(label: string | null, extra = ''): TemplateResult {
  return label === null
    ? html`<svg class="piece tile back ${extra}" viewBox="0 0 100 100" aria-hidden="true">${TILE_BACK}</svg>`
    : html`<svg class="piece tile back ${extra}" viewBox="0 0 100 100" role="img" aria-label=${label}>${TILE_BACK}</svg>`;
}

/** The text a coin's value side shows, and the action table's rows and chips alike: N for null, A for ace. */
export function coinValueText(value: TileRank): string {
  return value === 'null' ? 'N' : value === 'ace' ? 'A' : value;
}

/** A coin: round, with its suit symbol (suit side up), its value (value side up), or both small (sides not fixed). */
export function coinArt(suit: TileSuit, value: TileRank, up: 'suit' | 'value' | null, label: string, extra = ''): TemplateResult {
  const face =
    up === 'suit'
      ? tileSuit(suit, 23, 23, 54)
      : up === 'value'
        ? svg`<text class="coin-value" x="50" y="53" text-anchor="middle" dominant-baseline="central">${coinValueText(value)}</text>`
        : svg`${tileSuit(suit, 14, 30, 38)}<text class="coin-value small" x="69" y="52" text-anchor="middle" dominant-baseline="central">${coinValueText(value)}</text>`;
  return html`<svg class="coin ${suit} ${up ?? 'both'}-up ${extra}" viewBox="0 0 100 100" role="img" aria-label=${label}>
    <circle class="coin-base" cx="50" cy="50" r="46"/><circle class="coin-ring" cx="50" cy="50" r="39"/><g class="ink" aria-hidden="true">${face}</g>
  </svg>`;
}

/** Pip positions of each die face, on a 100 x 100 square. */
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/** A die showing `roll` (1 to 6). */
export function dieArt(roll: number, label: string): TemplateResult {
  return html`<svg class="die" viewBox="0 0 100 100" role="img" aria-label=${label}>
    <rect class="die-base" x="4" y="4" width="92" height="92" rx="18"/>${(PIPS[roll] ?? []).map(([x, y]) => svg`<circle class="pip" cx="${x}" cy="${y}" r="9"/>`)}
  </svg>`;
}
