// The piecepack's suit symbols drawn by us (suns, moons, crowns, arms), each in a 100 x 100 box, filled with currentColor.
// The card suits' pips are card art (card.ts).
import { svg, type SVGTemplateResult } from 'lit';
import type { TileSuit } from '../../engine/src/on-demand.ts';

/** Sun rays: eight triangles around the disc. */
const RAYS = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  const at = (r: number, da: number) => `${(50 + r * Math.cos(a + da)).toFixed(1)} ${(50 + r * Math.sin(a + da)).toFixed(1)}`;
  return `M${at(30, -0.2)}L${at(47, 0)}L${at(30, 0.2)}Z`;
}).join('');

/** Piecepack suit symbols. The moon is a crescent cut by a second circle; arms is a fleur-de-lis. */
const TILE_SUIT_ART: Record<TileSuit, SVGTemplateResult> = {
  suns: svg`<circle cx="50" cy="50" r="24"/><path d="${RAYS}"/>`,
  moons: svg`<path d="M52.1 10.1A40 40 0 1 0 86.8 65.6A33 33 0 1 1 52.1 10.1Z"/>`,
  crowns: svg`<path d="M16 72L11 30L33 50L50 20L67 50L89 30L84 72Z"/><rect x="16" y="76" width="68" height="10" rx="2"/><circle cx="11" cy="28" r="6"/><circle cx="50" cy="17" r="6"/><circle cx="89" cy="28" r="6"/>`,
  arms: svg`<path d="M50 6C63 20 65 38 56 56H44C35 38 37 20 50 6Z"/><path d="M42 58C28 62 10 56 10 40C10 28 22 24 30 31C22 33 21 45 33 48C38 50 41 53 42 58Z"/><path d="M58 58C72 62 90 56 90 40C90 28 78 24 70 31C78 33 79 45 67 48C62 50 59 53 58 58Z"/><rect x="28" y="58" width="44" height="9" rx="3"/><path d="M44 68H56L62 92L50 84L38 92Z"/>`,
};

/** A piecepack suit symbol, fitted into the square at (x, y) of side `size` (in the parent's units). */
export function tileSuit(suit: TileSuit, x: number, y: number, size: number): SVGTemplateResult {
  return svg`<g class="symbol" transform="translate(${x} ${y}) scale(${size / 100})">${TILE_SUIT_ART[suit]}</g>`;
}
