// The computer's level per seat: seats="human,computer:easy" plays the easy computer and its seat says so (the decision
// games; in War the computer has nothing to decide and is just "computer"), and a level that does not exist is an error
// in place of the table with a pw-error event.
import { expect } from '@open-wc/testing';
import type { ErrorDetail } from '../src/game/page-events.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { find, until } from './decision-helpers.ts';
import { all, mount, unmountAll } from './helpers.ts';

/** The seat headings' "who plays" words, once the table is drawn. */
async function kinds(el: PiecepackWar, count: number): Promise<string[]> {
  await until(() => all(el, '.kind').length >= count, 'the seats');
  return all(el, '.kind').map((k) => k.textContent.trim());
}

describe('computer levels in the widget', () => {
  afterEach(() => unmountAll());

  it('seats="human,computer:easy" in Steal War: the easy computer, named on its seat', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,computer:easy', seed: '3' }, 900);
    expect(await kinds(el, 1)).to.deep.equal(['computer, easy']);
    expect(el.record?.options.seats).to.deep.equal(['human', 'computer:easy']);
  });

  it('Stacked Deck War names every level, computer:strong and computer alike', async () => {
    for (const [seats, words] of [
      ['computer:normal,computer:strong', ['computer, normal', 'computer, strong']],
      ['computer,computer:easy', ['computer, strong', 'computer, easy']],
      ['computer:random,computer:normal', ['random', 'computer, normal']],
    ] as const) {
      const el = await mount({ variant: 'stacked-deck', seats, seed: '2', speed: 'max' }, 1280);
      expect(await kinds(el, 2), seats).to.deep.equal(words);
      unmountAll();
    }
  });

  it('in War the computer has nothing to decide: its seat says computer, whatever level is written', async () => {
    const el = await mount({ variant: 'war', seats: 'human,computer:easy', seed: '1' });
    expect(await kinds(el, 1)).to.deep.equal(['computer']);
  });

  it('a level that does not exist: the error names it and the levels, in place of the table, and fires pw-error', async () => {
    const errors: ErrorDetail[] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent<ErrorDetail>).detail);
    document.addEventListener('pw-error', listener);
    try {
      const el = await mount({ variant: 'steal-war', seats: 'human,computer:hard' });
      await until(() => find(el, '.error') !== null, 'the error');
      expect(find(el, '.table')).to.equal(null);
      const text = find(el, '.error')!.textContent;
      expect(text).to.contain('"computer:hard"');
      expect(text).to.contain('computer:easy, computer:normal or computer:strong');
      expect(errors).to.have.length(1);
      expect(errors[0].option).to.equal('seats');
      el.setAttribute('seats', 'human,computer:normal');
      await until(() => all(el, '.kind').length > 0, 'the table again');
      expect(all(el, '.kind').map((k) => k.textContent.trim())).to.deep.equal(['computer, normal']);
    } finally {
      document.removeEventListener('pw-error', listener);
    }
  });
});
