// Suit colour palettes: piecepackr's colour-blind-safe one (the default) and the classic one; each becomes CSS custom
// properties on the host, which a page can still override (piecepack-war { --pp-suns: ... }).
import { css, unsafeCSS, type CSSResult } from 'lit';
import { PALETTE_NAMES, PLAY_SETTINGS, type PaletteName } from '../../engine/src/on-demand.ts';

/** The colour of each piecepack suit. */
export interface Palette {
  suns: string;
  moons: string;
  crowns: string;
  arms: string;
}

/** The built-in palettes, by the name the `palette` attribute takes (the play settings' table names them). */
export const PALETTES = {
  /** piecepackr's colour-blind-safe palette (Okabe-Ito colours). */
  'colour-blind': { suns: '#D55E00', moons: '#000000', crowns: '#009E73', arms: '#0072B2' },
  /** The classic piecepack colours: suns red, moons black, crowns green, arms blue. */
  classic: { suns: '#D7191C', moons: '#000000', crowns: '#1A8A3A', arms: '#1F4FBF' },
} as const satisfies Record<PaletteName, Palette>;

export { PALETTE_NAMES, type PaletteName };
export const DEFAULT_PALETTE: PaletteName = PLAY_SETTINGS.palette.default;

/** Whether a string names a built-in palette. */
export function isPalette(name: string): name is PaletteName {
  return Object.prototype.hasOwnProperty.call(PALETTES, name);
}

function declarations(p: Palette): string {
  return `--pp-suns: ${p.suns}; --pp-moons: ${p.moons}; --pp-crowns: ${p.crowns}; --pp-arms: ${p.arms};`;
}

/** The palettes as host rules (the default on :host, the others by attribute). Built from constants only. */
export const paletteStyles: CSSResult = css`
  :host { ${unsafeCSS(declarations(PALETTES[DEFAULT_PALETTE]))} }
  ${unsafeCSS(
    PALETTE_NAMES.filter((n) => n !== DEFAULT_PALETTE)
      .map((n) => `:host([palette="${n}"]) { ${declarations(PALETTES[n])} }`)
      .join('\n'),
  )}
`;
