// Narration and touch, through spies on speechSynthesis.speak and navigator.vibrate: with `narrate` each message of the
// live region is spoken as its short phrase (narration-phrases.test.ts has them in several languages), and never a
// face-down piece (a war's face-down cards are never named); without it nothing is spoken. A war and a won trick vibrate on a touch screen only while `sound` is on (sound and touch go
// together), never on a fine pointer, and never before the person has used the page.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { fallbackMs } from '../src/sound/speech.ts';
import { dealRecord } from './deals.ts';
import { finish, resetVoice, spoken, voice } from './fake-voice.ts';
import { liveText, mount, part, revealed, unmountAll } from './helpers.ts';

/** The vibrations asked for. */
const vibrations: (number | number[])[] = [];

Object.defineProperty(navigator, 'vibrate', {
  configurable: true,
  value: (pattern: number | number[]) => {
    vibrations.push(pattern);
    return true;
  },
});

/** The pointer the page reports: a touch screen's (coarse) or a mouse's. */
let coarse = true;
const realMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string) =>
  query === '(pointer: coarse)' ? { ...realMatchMedia(query), matches: coarse } : realMatchMedia(query);

const fill = (n: number): string[] => Array.from({ length: n }, () => '*');

/**
 * The phrase narration says of one message of the live region (phrases.ts), read back from its English sentences
 * (seat 1 is the person): the end's headline, a war won, a trick won, a tie's "War!"; '' for none.
 */
function phraseOf(sentence: string): string {
  const you = (seat: string, theirs: string, yours: string) => (seat === 'Seat 1' ? yours : `${seat} ${theirs}`);
  const end = /You win!|The computer wins!/.exec(sentence);
  if (end) return end[0];
  const war = /(Seat \d) wins the war/.exec(sentence);
  if (war) return you(war[1], 'wins the war', 'You win the war');
  const trick = /(Seat \d) wins the trick with an? (\S+) over an? (\S+) and/.exec(sentence);
  if (trick) return `${you(trick[1], 'takes it', 'You take it')}, ${trick[2]} over ${trick[3]}`;
  return /war!|the war goes on/.test(sentence) ? 'War!' : '';
}

/** Card War: sevens tie; a war of a queen face down each; the king beats the two. */
const WAR_OF_SEVENS = dealRecord({ variant: 'war-cards', warFaceDown: 1 }, { deck: 'cards-52', packs: 1, jokers: 0 }, [
  ['7', 'Q', 'K', ...fill(23)],
  ['7', 'Q', '2', ...fill(23)],
]);

/** A person's press: Space on the focused table (a real key, which counts as using the page), then the reveal. */
async function press(el: PiecepackWar): Promise<void> {
  part(el, '.table').focus();
  await sendKeys({ press: 'Space' });
  await el.updateComplete;
  await revealed(el);
  await new Promise((r) => setTimeout(r, 50));
}

/** Opens the war of sevens and plays it by key until the trick is decided, collecting what the live region said. */
async function playTheWar(attrs: Record<string, string>): Promise<{ el: PiecepackWar; said: string[] }> {
  const el = await mount({ variant: 'war-cards', ...attrs });
  el.record = WAR_OF_SEVENS;
  await el.updateComplete;
  const said: string[] = [];
  for (let i = 0; i < 4 && !said.some((s) => /wins the war/.test(s)); i++) {
    await press(el);
    said.push(liveText(el));
  }
  return { el, said };
}

describe('narration and touch', () => {
  beforeEach(async () => {
    resetVoice();
    vibrations.length = 0;
    coarse = true;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(unmountAll);

  // First: a key pressed later in this page counts as having used it for the rest of the file.
  it('before the person has used the page: neither spoken nor vibrated', async () => {
    const el = await mount({ variant: 'war-cards', narrate: '', sound: '' });
    el.record = WAR_OF_SEVENS;
    await el.updateComplete;
    for (let i = 0; i < 2; i++) {
      el.flip();
      await el.updateComplete;
      await revealed(el);
    }
    expect(liveText(el)).to.match(/wins the war/);
    expect(spoken).to.deep.equal([]);
    expect(vibrations).to.deep.equal([]);
  });

  it('with narrate: speaks the phrase of what the live region says, and never a face-down card', async () => {
    const { said } = await playTheWar({ narrate: '' });
    expect(said.join(' '), 'the war was played and decided').to.match(/war!.*wins the war/is);
    expect(spoken.length, 'something was spoken').to.be.greaterThan(1);
    const heard = new Set(said.map(phraseOf).filter((s) => s !== ''));
    for (const words of spoken) expect(heard, `spoken: "${words}"`).to.include(words.trim());
    // The face-down cards of this war are the queens: never named.
    for (const words of spoken) expect(words).to.not.match(/queen/i);
  });

  it('presses quicker than the voice: no sentence cut off, stale ones dropped, the newest said last', async () => {
    // Each sentence takes the voice as long as three presses (it ends when the test says): they pile up. Each press
    // waits for its reveal, so the live region's sentence is read after it is there, however busy the machine.
    voice.held = true;
    const el = await mount({ variant: 'war', seed: '3', narrate: '' });
    const said: string[] = [];
    for (let i = 0; i < 15 && !el.view!.result; i++) {
      await press(el);
      said.push(liveText(el));
      if (i % 3 === 2) finish();
    }
    const newest = said.at(-1)!;
    // The voice goes on to the end of what it was given.
    while (voice.now) finish();
    expect(voice.cut, 'sentences cut off by the next').to.equal(0);
    expect(spoken.length, 'several spoken').to.be.greaterThan(2);
    expect(spoken.length, 'stale sentences dropped').to.be.lessThan(said.length);
    expect(spoken.at(-1), 'the newest said last').to.equal(phraseOf(newest));
    expect(voice.longest, 'never more than one sentence queued in the voice').to.be.at.most(1);
    const heard = new Set(said.map(phraseOf));
    for (const words of spoken) expect(heard, `spoken: "${words}"`).to.include(words);
  });

  it('a voice slower than its guessed time: the next sentence waits for its end, not queued behind it', async () => {
    voice.held = true;
    const el = await mount({ variant: 'war', seed: '3', narrate: '' });
    await press(el);
    await press(el);
    const second = phraseOf(liveText(el));
    expect(spoken, 'the first phrase is being said').to.have.length(1);
    expect(second, 'a second phrase').not.to.equal(spoken[0]);
    // Longer than the time a sentence is given without its end (the wait is a lower bound: a busy machine only adds).
    await new Promise((r) => setTimeout(r, fallbackMs(spoken[0]) + 500));
    expect(voice.queue, 'nothing handed to the voice while it still speaks').to.deep.equal([]);
    finish();
    expect(spoken, 'the second once the first ended').to.deep.equal([spoken[0], second]);
  });

  it('without narrate: nothing is spoken', async () => {
    const { said } = await playTheWar({});
    expect(said.join(' ')).to.match(/wins the war/);
    expect(spoken).to.deep.equal([]);
  });

  it('with sound on a touch screen: the war and the won trick vibrate; with sound off, nothing', async () => {
    const { el } = await playTheWar({ sound: '' });
    expect(vibrations, 'a war, then a win').to.deep.equal([[30, 40, 30], 25]);
    vibrations.length = 0;
    el.sound = false;
    await el.updateComplete;
    for (let i = 0; i < 4; i++) await press(el);
    expect(vibrations, 'sound off: no vibration').to.deep.equal([]);
    unmountAll();
    await playTheWar({});
    expect(vibrations, 'sound never set: no vibration').to.deep.equal([]);
  });

  it('with a mouse (a fine pointer): sound but no vibration', async () => {
    coarse = false;
    await playTheWar({ sound: '' });
    expect(vibrations).to.deep.equal([]);
  });
});
