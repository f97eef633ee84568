// "Play on from here" in the walk-throughs (demo/records/walkthroughs/*.json): at every captioned step where it is
// offered, the learner's game starts from that position (no error, the game menu there) and plays on to its end.
import { expect } from '@open-wc/testing';
import { noteAt, type RecordNotes } from '../../engine/src/index.ts';
import { mount, query, unmountAll } from './helpers.ts';

const WALKTHROUGHS = ['war', 'razboi', 'russian', 'tod-und-leben', 'steal-war', 'stacked-deck'];

describe('walk-throughs: Play on from here', () => {
  afterEach(unmountAll);

  let offered = 0;
  for (const name of WALKTHROUGHS)
    it(`${name}: Play on at each captioned step starts the game there and plays on`, async () => {
      const record = (await (await fetch(`/demo/records/walkthroughs/${name}.json`)).json()) as { actions: unknown[]; notes: RecordNotes };
      for (let k = 0; k < record.actions.length; k++) {
        if (!noteAt(record.notes, k)) continue;
        const el = await mount();
        el.record = record;
        await el.updateComplete;
        el.replayTo(k);
        await el.updateComplete;
        const button = query(el, '[part~="replay-play-on"]');
        if (button === null) {
          unmountAll();
          continue;
        }
        offered++;
        button.click();
        await el.updateComplete;
        expect(el.error, `${name} step ${k}: ${JSON.stringify(el.error)}`).to.equal(null);
        expect(el.record!.actions.length, `${name} step ${k}: cut there`).to.equal(k);
        expect(query(el, '[part="menu"]'), `${name} step ${k}: the game menu is there`).to.not.equal(null);
        // Its captions are those of the steps it kept.
        for (const step of Object.keys(el.record!.notes ?? {})) expect(Number(step), `${name} step ${k}: caption ${step}`).to.be.at.most(k);
        el.finish();
        await el.updateComplete;
        expect(el.error, `${name} step ${k}: after playing on`).to.equal(null);
        expect(el.record!.actions.length, `${name} step ${k}: played on`).to.be.above(k);
        unmountAll();
      }
    });

  it('Play on was offered at captioned steps', () => {
    expect(offered).to.be.above(0);
  });
});
