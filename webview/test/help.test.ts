// The "How to play" disclosure every widget carries (so a page with one tag has the rules too): closed at first, a
// paragraph per point from the strings, following the options in force for the War family (English's paragraphs
// loaded when it first opens), the round, Player A and B, who buys when and the order of effects for Stacked Deck War,
// stealing for Steal War; replaceable text; axe clean open.
import { expect } from '@open-wc/testing';
import type { PiecepackWar } from '../src/piecepack-war.ts';
import { clickOn, find, until } from './decision-helpers.ts';
import { all, mount, unmountAll } from './helpers.ts';

/** The disclosure's paragraphs, once the table is there: opened (English's War paragraphs load then) and closed again. */
async function helpOf(el: PiecepackWar): Promise<string[]> {
  await until(() => find(el, '.help-box') !== null, 'the help disclosure');
  const box = find<HTMLDetailsElement>(el, '.help-box')!;
  const wasOpen = box.open;
  box.open = true;
  await until(() => all(el, '.help-box p').length > 0, 'the help paragraphs');
  const paragraphs = all(el, '.help-box p').map((p) => p.textContent);
  box.open = wasOpen;
  return paragraphs;
}

describe('How to play', () => {
  afterEach(unmountAll);

  it("is closed at first and opens to the War game's rules, following its options", async () => {
    const el = await mount({ variant: 'war' });
    const box = find<HTMLDetailsElement>(el, '.help-box')!;
    expect(box.open).to.equal(false);
    expect(box.querySelector('summary')!.textContent).to.equal('How to play');
    expect(all(el, '.help-box p'), "English's paragraphs are not loaded before the disclosure opens").to.have.length(0);
    const text = (await helpOf(el)).join(' ');
    expect(text).to.contain('Tiles rank 5, 4, 3, 2, ace, null');
    expect(text).to.contain('puts 1 face down and one face up');
    expect(text).to.contain('Whoever ends up with every piece wins.');
    await clickOn(el, '.help-box summary');
    expect(box.open).to.equal(true);
    await expect(el).to.be.accessible();
    const war = await mount({ variant: 'w-a-r' });
    expect((await helpOf(war)).join(' ')).to.contain('puts 3 face down');
    const razboi = await mount({ variant: 'razboi' });
    expect((await helpOf(razboi)).join(' ')).to.contain('tied sevens mean seven cards each');
    const russian = await mount({ variant: 'russian' });
    const r = (await helpOf(russian)).join(' ');
    expect(r).to.contain('but a 5 beats a null');
    expect(r).to.contain('Whoever ends up with every piece loses.');
    const other = await mount({ variant: 'russian', objective: 'first-out-loses' });
    expect((await helpOf(other)).join(' ')).to.contain('Whoever runs out first loses.');
  });

  it("tells Stacked Deck War's round: Player A and B, who buys when, effects played Player A's first", async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '2' }, 900);
    const text = (await helpOf(el)).join(' ');
    expect(text).to.contain('Player A turns up the top tile of its deck');
    expect(text).to.contain('Player B may buy one action from the action table, then Player A may');
    expect(text).to.contain('Effects are played Player A\u2019s first');
    expect(text).to.contain('one showing its suit and one showing its value');
    await clickOn(el, '.help-box summary');
    await expect(el).to.be.accessible();
  });

  it("tells Steal War's stealing and protection, and takes the page's words", async () => {
    const el = await mount({ variant: 'steal-war', seed: '2' }, 900);
    const text = (await helpOf(el)).join(' ');
    expect(text).to.contain('you may steal that whole pile');
    expect(text).to.contain('Protection:');
    el.strings = { helpTitle: 'Règles', helpSteal: { aim: 'La guerre avec 54 cartes.' } };
    await el.updateComplete;
    expect(find(el, '.help-box summary')!.textContent).to.equal('Règles');
    expect((await helpOf(el))[0]).to.equal('La guerre avec 54 cartes.');
    const war = await mount({ variant: 'war' });
    war.strings = { help: { war: 'Chacun retourne sa tuile.' }, helpGoal: { 'win-all': 'Qui a tout gagne.' } };
    await war.updateComplete;
    const words = await helpOf(war);
    expect(words[0]).to.equal('Chacun retourne sa tuile.');
    expect(words.at(-1)).to.equal('Qui a tout gagne.');
  });
});
