// Stacked Deck War's dice are piecepack dice: faces null (blank), ace (the suit's symbol), 2 to 5 (numerals), in the
// suit's colour, read as the tiles are (null 1, ace 6), and named so to a screen reader ("die showing ace (6)").
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { dieArt, DIE_SUIT } from '../src/decisions/stacked-art.ts';
import { dieWords } from '../src/decisions/stacked-words.ts';
import type { Words } from '../src/decisions/words.ts';
import de from '../src/i18n/war.de.ts';
import { DEFAULT_STRINGS, mergeStringTable } from '../src/i18n/strings.ts';

describe('piecepack dice', () => {
  it('null is blank, 2 to 5 are numerals, the ace is the suit symbol, in the suit colour', () => {
    const box = document.createElement('div');
    document.body.append(box);
    render(
      [1, 2, 3, 4, 5, 6].map((r) => dieArt(r, `roll ${r}`)),
      box,
    );
    const dice = [...box.querySelectorAll('svg.die')];
    const ink = (d: Element) => d.querySelector('.ink')!;
    expect(ink(dice[0]).children.length, 'null: blank').to.equal(0);
    for (let i = 1; i <= 4; i++) expect(ink(dice[i]).textContent?.trim(), `roll ${i + 1}`).to.equal(String(i + 1));
    expect(ink(dice[5]).textContent?.trim(), 'ace: no numeral').to.equal('');
    expect(ink(dice[5]).children.length, 'ace: the suit symbol').to.be.greaterThan(0);
    for (const d of dice) {
      expect(d.classList.contains(DIE_SUIT)).to.equal(true);
      expect(d.querySelector('.pip'), 'no pips').to.equal(null);
    }
    box.remove();
  });

  it('says the face: null (1), 2 to 5, ace (6), in the strings language', () => {
    const w = { t: DEFAULT_STRINGS } as unknown as Words;
    expect([1, 2, 3, 4, 5, 6].map((r) => dieWords(r, w))).to.deep.equal(['null (1)', '2', '3', '4', '5', 'ace (6)']);
    const wde = { t: mergeStringTable(DEFAULT_STRINGS, de) } as unknown as Words;
    expect(dieWords(6, wde)).to.equal(`${wde.t.ranks.ace} (6)`);
  });
});
