// Stacked Deck War's own pieces in SVG: tiles of both packs, coins (the side lying up, or both sides when they are
// chosen at spending) and piecepack dice (null, ace, 2 to 5 in the suit's colour; the engine's roll 1 is the null face
// and 6 the ace).
import { html, svg, type TemplateResult } from 'lit';
import type { Piece, TileRank, TileSuit } from '../../../engine/src/on-demand.ts';
import { tileSuit } from '../../../picture/art/suits.ts';
import { TILE_BACK, tileFace } from '../../../picture/art/tile.ts';

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

/**
 * What a die roll shows: a piecepack die's faces are null, ace, 2, 3, 4, 5, and they read as the tiles do (null 1, ace
 * 6: RULES-NOTES.md, Stacked Deck War v2.7), so the engine's roll 1 is the null face and 6 the ace.
 */
export function dieRank(roll: number): TileRank {
  return roll === 1 ? 'null' : roll === 6 ? 'ace' : (String(roll) as TileRank);
}

/**
 * The suit of the dice drawn. The engine rolls "a die" and does not say which of the four: we draw the crowns die (the
 * Crowns actions roll most of the dice, and each player throws its own pack's crowns die for the first Player A).
 */
export const DIE_SUIT: TileSuit = 'crowns';

/** A piecepack die showing `roll` (1 to 6): drawn as a tile is, in its suit's colour: null blank, ace the suit, numerals. */
export function dieArt(roll: number, label: string, suit: TileSuit = DIE_SUIT): TemplateResult {
  const rank = dieRank(roll);
  const face =
    rank === 'ace'
      ? tileSuit(suit, 22, 22, 56)
      : rank === 'null'
        ? null
        : svg`<text class="die-value" x="50" y="54" text-anchor="middle" dominant-baseline="central">${rank}</text>`;
  return html`<svg class="die ${suit} die-${rank}" viewBox="0 0 100 100" role="img" aria-label=${label}>
    <rect class="die-base" x="4" y="4" width="92" height="92" rx="18"/><g class="ink" aria-hidden="true">${face}</g>
  </svg>`;
}
