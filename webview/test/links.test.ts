// Game links at the element: Copy link gives the page the link (pw-link) for the step shown, a second widget opens it
// at that step with the same position, a text that holds no game resolves to false with pw-error, and an unfinished
// hidden-information game gets no link at all.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import type { ErrorDetail, LinkDetail } from '../src/game/page-events.ts';
import { mount, unmountAll } from './helpers.ts';

/** What a reader sees of a War position: tricks and each seat's stack and pieces on the table. */
const position = (v: WarView) => JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);

describe('game links', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(unmountAll);

  it('a link copied after five tricks opens the same position in another widget', async () => {
    const el = await mount({ variant: 'war-cards', seed: '41', 'share-url': 'https://example.org/war/' });
    for (let i = 0; i < 5; i++) el.playTrick();
    el.flip();
    await el.updateComplete;
    const heard: LinkDetail[] = [];
    el.addEventListener('pw-link', (e) => {
      heard.push(e.detail);
      e.preventDefault();
    });
    const link = await el.copyLink();
    expect(link).to.match(/^https:\/\/example\.org\/war\/#g=1\.[\w-]+$/);
    expect(heard).to.deep.equal([{ link, step: el.record!.actions.length }]);

    const other = await mount({ variant: 'war' });
    expect(await other.openLink(link!)).to.equal(true);
    await other.updateComplete;
    expect((other.options as { deck?: string } | null)?.deck).to.equal('cards-52');
    expect(position(other.view as WarView)).to.equal(position(el.view as WarView));
  });

  it('a text with no game in it: false, pw-error, and the game on the table stays', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    el.playTrick();
    await el.updateComplete;
    const before = position(el.view as WarView);
    const errors: ErrorDetail[] = [];
    el.addEventListener('pw-error', (e) => errors.push(e.detail));
    expect(await el.openLink('#g=1.not-a-game')).to.equal(false);
    expect(errors).to.have.length(1);
    expect(errors[0].option).to.equal('record');
    await el.updateComplete;
    expect(position(el.view as WarView)).to.equal(before);
  });

  it('an unfinished Steal War game offers no link (its hands are hidden)', async () => {
    const el = await mount({ variant: 'steal', seed: '3', seats: 'computer,computer' });
    let told = false;
    el.addEventListener('pw-link', () => (told = true));
    expect(await el.copyLink()).to.equal(null);
    expect(told).to.equal(false);
  });
});
