// The steady-table tests' one case (steady.test.ts at 1280 px, steady-phone.test.ts on a 360 px phone: two files, so
// the runner plays them side by side): a whole game press by press, Flip's top edge after each press, and its moves.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { all, mount, part, unmountAll } from './helpers.ts';

/**
 * Plays the whole game press by press; returns Flip's top edge after every press while the game goes on, and the
 * presses at which a seat went out (its panel folds to a thin row there, the one time the controls may move: up).
 */
async function flipTops(el: PiecepackWar, limit = 3000): Promise<{ tops: number[]; folds: Set<number> }> {
  const tops: number[] = [];
  const folds = new Set<number>();
  let out = 0;
  const flip = () => part(el, '[part~="flip"]');
  for (let i = 0; i < limit; i++) {
    if (el.view?.result) break;
    el.press();
    await el.updateComplete;
    if (el.view?.result) break;
    const top = Math.round(flip().getBoundingClientRect().top * 10) / 10;
    const nowOut = all(el, '.seat.folded').length;
    // A seat going out folds its panel: the controls move up with it, never down, and stay there.
    if (nowOut !== out && tops.length > 0) {
      expect(top, 'a seat out moves the controls up, never down').to.be.at.most(tops[tops.length - 1] + 0.5);
      folds.add(tops.length);
    }
    out = nowOut;
    tops.push(top);
  }
  return { tops, folds };
}

/** How often the top edge changed (but where a seat folded), the folds, and its range. */
function moves({ tops, folds }: { tops: number[]; folds: Set<number> }): {
  moves: number;
  folds: number;
  min: number;
  max: number;
  presses: number;
} {
  let n = 0;
  for (let i = 1; i < tops.length; i++) if (!folds.has(i) && Math.abs(tops[i] - tops[i - 1]) > 0.5) n++;
  return { moves: n, folds: folds.size, min: Math.min(...tops), max: Math.max(...tops), presses: tops.length };
}

export const GAMES: [string, Record<string, string>][] = [
  ['card War seed 1', { variant: 'war-cards', seed: '1' }],
  ['2-seat War seed 1', { variant: 'war', seed: '1' }],
  ['3-seat War seed 1', { variant: 'war', seed: '1', players: '3' }],
  ['W-A-R seed 2', { variant: 'w-a-r', seed: '2' }],
  ['War with jokers seed 2', { variant: 'war-jokers', seed: '2' }],
  ['Război seed 2', { variant: 'razboi', seed: '2' }],
  ['Russian Version seed 2', { variant: 'russian', seed: '2' }],
  ["P'yanitsa seed 2", { variant: 'pyanitsa', seed: '2' }],
  ['Tod und Leben seed 2', { variant: 'tod-und-leben', seed: '2' }],
  ['4-seat War seed 4', { variant: 'war', seed: '4', players: '4' }],
  ['6-seat card War seed 5', { variant: 'war-cards', seed: '5', players: '6' }],
];

/** The whole-game case at one width, for every game above: Flip never moves but where a seat folds. */
export function steadyAt(width: number): void {
  describe(`a steady table at ${width} px`, () => {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
    afterEach(unmountAll);

    for (const [name, attributes] of GAMES) {
      it(`${width} px, ${name}: Flip keeps its place for the whole game`, async function () {
        this.timeout(600_000);
        const el = await mount(attributes, width);
        const m = moves(await flipTops(el));
        console.log(`steady ${width} px ${name}: ${JSON.stringify(m)}`);
        expect(m.presses).to.be.greaterThan(5);
        expect(m.moves, `${name} at ${width} px: ${JSON.stringify(m)}`).to.equal(0);
        // Flip stays on a phone's first screen (about 740 px tall), six seats too (they condense to a row each).
        if (width === 360) expect(m.max, 'Flip on the screen').to.be.below(696);
      });
    }
  });
}
