// The live region's rate: by hand, one message per trick (who wins with what, and what they take); during autoplay
// only wars, seats dropping out, every tenth trick (the standings) and the end, never more than about one a second.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { mount, nextEvent, part, unmountAll, waitUntil } from './helpers.ts';
import { until } from './decision-helpers.ts';

interface Heard {
  at: number;
  text: string;
}

/** Everything the live region says from now on (each change that is not empty), with the time it changed. */
function listen(el: PiecepackWar): Heard[] {
  const heard: Heard[] = [];
  const region = part(el, '[role="status"][aria-live]');
  new MutationObserver(() => {
    const text = region.textContent?.trim() ?? '';
    if (text) heard.push({ at: performance.now(), text });
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return heard;
}

/** What autoplay may say: a war, a seat out, the standings every tenth trick, or the end. */
const WORTH_SAYING = /tie|war|is out|cannot finish|^Trick \d*0: |wins!|A draw|The computer wins|You win|Round \d+/;

describe('announcements', () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('by hand: one message per trick, the winner and what it takes together; handing over the pot says nothing more', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ variant: 'war-cards', seed: '12' });
    const heard = listen(el);
    let ties = 0;
    el.addEventListener('pw-war', () => ties++);
    for (let i = 0; i < 12; i++) {
      part(el, 'button.primary').click();
      await el.updateComplete;
      await until(() => (el.view as WarView).phase !== 'war', 'the war to play itself');
    }
    const tricks = (el.view as WarView).tricks;
    const winsHeard = () => heard.filter((h) => / wins the (trick|war) /.test(h.text));
    // The last trick's sentence comes out of the live region once its reveal is over.
    await waitUntil(() => winsHeard().length >= tricks, "the last trick's sentence");
    const wins = winsHeard();
    expect(wins).to.have.length(tricks);
    for (const w of wins) expect(w.text).to.match(/ and takes (all )?\d+\.$/);
    expect(
      heard.filter((h) => /collects/.test(h.text)),
      'no separate pickup message',
    ).to.have.length(0);
    // One message per trick, plus one for each tie (the war's moment).
    expect(heard.length).to.equal(tricks + ties);
  });

  for (const speed of ['fast', 'max']) {
    it(`autoplay at ${speed}: only wars, seats out, every tenth trick and the end, at most about one a second`, async () => {
      const el = await mount({ variant: 'war-cards', players: '3', seed: '8', speed });
      const heard = listen(el);
      const end = nextEvent(el, 'pw-game-end', 60_000).catch(() => null);
      const started = performance.now();
      el.play();
      await Promise.race([end, new Promise((r) => setTimeout(r, 5000))]);
      el.pause();
      const seconds = (performance.now() - started) / 1000;
      const tricks = (el.view as WarView).tricks;
      expect(tricks, 'many tricks were played').to.be.greaterThan(12);
      expect(heard.length, `${heard.length} messages in ${seconds.toFixed(1)} s`).to.be.at.most(Math.ceil(seconds) + 1);
      for (const h of heard) expect(h.text).to.match(WORTH_SAYING);
      for (let i = 1; i < heard.length; i++) {
        if (/wins!|A draw|The computer wins|You win/.test(heard[i].text)) continue;
        expect(heard[i].at - heard[i - 1].at, `"${heard[i].text}" after "${heard[i - 1].text}"`).to.be.at.least(950);
      }
    });
  }

  it('autoplay says the end of the game whatever the rate', async () => {
    const el = await mount({ variant: 'war', seed: '21', speed: 'max' });
    const heard = listen(el);
    const end = nextEvent(el, 'pw-game-end');
    el.play();
    await end;
    await el.updateComplete;
    expect(heard.at(-1)!.text).to.match(/(wins!|A draw\.).*tricks\./);
  });
});
