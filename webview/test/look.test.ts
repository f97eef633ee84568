// How it looks: a screenshot of every variant in light and dark is not blank (many colours, much drawn); themes follow
// prefers-color-scheme, the theme attribute and VS Code's variables; --pp-* properties and palettes colour the suits;
// forced colors stay legible. Screenshots are saved in .cache/screenshots for a person to look at.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { PRESETS, VARIANT_NAMES, type WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { all, forcedColors, mount, part, screenshotStats, unmountAll } from './helpers.ts';

const PLAYABLE = VARIANT_NAMES.filter((v) => PRESETS[v].family === 'war' || PRESETS[v].family === 'tod-und-leben');

/** Relative luminance of a CSS rgb() colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Flips until the pot waits to be collected, so the table shows pieces. */
async function showPieces(el: PiecepackWar): Promise<void> {
  for (let i = 0; i < 50 && (el.view as WarView).phase !== 'collect'; i++) {
    el.flip();
    await el.updateComplete;
  }
}

describe('how it looks', () => {
  afterEach(async () => {
    unmountAll();
    document.documentElement.style.removeProperty('--vscode-editor-background');
    await emulateMedia({ colorScheme: 'light' });
    await forcedColors(false);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const variant of PLAYABLE) {
      it(`${variant} in ${theme}: the screenshot is not blank`, async () => {
        await emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        const el = await mount({ variant, seed: '6' }, 560);
        el.id = `shot-${variant}`;
        await showPieces(el);
        const stats = await screenshotStats(`#shot-${variant}`, `${variant}-${theme}`);
        expect(stats.width).to.be.at.least(500);
        expect(stats.distinct, 'distinct colours').to.be.greaterThan(40);
        expect(stats.foreground, 'share of pixels unlike the background').to.be.greaterThan(0.2);
      });
    }
  }

  it('follows prefers-color-scheme, and the theme attribute overrides it', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mount({ variant: 'war', seed: '1' });
    const bg = () => getComputedStyle(part(el, '.game')).backgroundColor;
    expect(luminance(bg())).to.be.below(0.05);
    el.setAttribute('theme', 'light');
    await el.updateComplete;
    expect(luminance(bg())).to.be.above(0.8);
    await emulateMedia({ colorScheme: 'light' });
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(luminance(bg())).to.be.below(0.05);
  });

  it("takes VS Code's --vscode-* colours when the page has them", async () => {
    document.documentElement.style.setProperty('--vscode-editor-background', 'rgb(1, 2, 3)');
    const el = await mount({ variant: 'war', seed: '1' });
    expect(getComputedStyle(part(el, '.game')).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('colours suits by palette, and a page overrides any --pp-* property', async () => {
    const el = await mount({ variant: 'war', seed: '1' });
    await showPieces(el);
    const ink = (suit: string) => {
      const piece = all(el, `.played svg.${suit} .ink`)[0] ?? null;
      return piece ? getComputedStyle(piece).color : null;
    };
    const suit = ['suns', 'moons', 'crowns', 'arms'].find((s) => ink(s) !== null)!;
    const expected: Record<string, [string, string]> = {
      suns: ['rgb(213, 94, 0)', 'rgb(215, 25, 28)'],
      moons: ['rgb(0, 0, 0)', 'rgb(0, 0, 0)'],
      crowns: ['rgb(0, 158, 115)', 'rgb(26, 138, 58)'],
      arms: ['rgb(0, 114, 178)', 'rgb(31, 79, 191)'],
    };
    expect(ink(suit)).to.equal(expected[suit][0]);
    el.setAttribute('palette', 'classic');
    await el.updateComplete;
    expect(ink(suit)).to.equal(expected[suit][1]);
    el.style.setProperty(`--pp-${suit}`, 'rgb(120, 0, 120)');
    expect(ink(suit)).to.equal('rgb(120, 0, 120)');
  });

  it("draws cards in their own look, which comes with the card art (not SVG's black defaults)", async () => {
    const el = await mount({ variant: 'war-cards', seed: '6' });
    await showPieces(el);
    const card = all(el, '.played svg.up').find((svg) => svg.querySelector('.card-base'))!;
    const face = getComputedStyle(card.querySelector('.card-base')!);
    expect(face.fill, 'the face').to.not.equal('rgb(0, 0, 0)');
    expect(face.stroke, 'the edge').to.not.equal('none');
    const red = ['hearts', 'diamonds', 'red'].some((s) => card.classList.contains(s));
    const ink = getComputedStyle(card.querySelector('.ink')!).color;
    const suit = getComputedStyle(card)
      .getPropertyValue(red ? '--pp-red-suit' : '--pp-black-suit')
      .trim();
    const probe = document.createElement('span');
    probe.style.color = suit;
    document.body.append(probe);
    expect(ink, 'the suit colour').to.equal(getComputedStyle(probe).color);
    probe.remove();
  });

  it('stays legible in forced colors: pieces in system colours with strong contrast', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await forcedColors(true);
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const el = await mount({ variant: 'war-cards', seed: '6' }, 560);
    el.id = 'shot-forced';
    await showPieces(el);
    const base = getComputedStyle(all(el, '.played svg.up .card-base')[0]).fill;
    const ink = getComputedStyle(all(el, '.played svg.up .ink')[0]).color;
    expect(contrast(base, ink), `${ink} on ${base}`).to.be.at.least(7);
    const stats = await screenshotStats('#shot-forced', 'war-cards-forced-colors');
    expect(stats.distinct).to.be.greaterThan(2);
    expect(stats.foreground).to.be.greaterThan(0.02);
  });
});
