// Piecepack tiles in SVG: value centred and a small suit symbol top-left in the suit colour, null blank, ace as the suit
// symbol, and the back with the quarter cross. Colours come from CSS classes (see art.styles.ts), never inline styles.
import { svg, type SVGTemplateResult } from 'lit';
import type { TileRank, TileSuit } from '../../engine/src/on-demand.ts';
import { tileSuit } from './suits.ts';

/** The tile's outline, shared by face and back. */
const OUTLINE = svg`<rect class="tile-base" x="2" y="2" width="96" height="96" rx="12"/>`;

/**
 * A pack mark, drawn only when several packs are mixed: the pack's number in a dark disc at (cx, cy), large enough to
 * read at the piece's size (with the pack's face tint as a second cue).
 */
export function packMark(pack: number, packs: number, cx: number, cy: number, r: number): SVGTemplateResult | null {
  if (packs < 2) return null;
  return svg`<g class="pack-mark"><circle class="pack-disc" cx="${cx}" cy="${cy}" r="${r}"/><text class="pack-number" x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central">${pack + 1}</text></g>`;
}

/** The face of a tile. */
export function tileFace(suit: TileSuit, rank: TileRank, pack: number, packs: number): SVGTemplateResult {
  let centre: SVGTemplateResult | null = null;
  if (rank === 'ace') centre = tileSuit(suit, 24, 26, 56);
  else if (rank !== 'null') centre = svg`<text class="value" x="53" y="57" text-anchor="middle" dominant-baseline="central">${rank}</text>`;
  return svg`${OUTLINE}<g class="ink" aria-hidden="true">${tileSuit(suit, 9, 9, 25)}${centre}</g>${packMark(pack, packs, 84, 16, 12.5)}`;
}

/**
 * The back of a tile: the quarter cross divides it into four, framed by an inner border. Every back looks the same:
 * a face-down piece must not tell which pack it comes from.
 */
export const TILE_BACK: SVGTemplateResult = svg`${OUTLINE}<rect class="back-frame" x="10" y="10" width="80" height="80" rx="6"/><path class="back-cross" d="M50 10V90M10 50H90"/>`;
