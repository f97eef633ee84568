// Narration's short phrases (phrases.ts), through a spy on speechSynthesis: with `narrate` each step is spoken as a
// phrase of at most PHRASE_MAX characters ("You take it, ace over 8", "War!", "You win the war", "You win!") in the
// page's language, the same words again when a step repeats them, never a face-down card, while the live region keeps
// its whole sentences for screen readers; and when presses come faster than the voice, no phrase is cut off.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { GameRecord } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { dealRecord } from './deals.ts';
import { speaking } from './language-helpers.ts';
import { resetVoice, spoken, voice } from './fake-voice.ts';
import { liveText, mount, part, revealed, unmountAll, waitUntil } from './helpers.ts';

/**
 * The longest phrase allowed. About two seconds of a synthetic voice (12 to 15 characters a second): at one press a
 * second a phrase is over by the next press but one, where the live region's sentences (60 to 110 characters) took
 * five to eight seconds and piled up.
 */
const PHRASE_MAX = 40;

const n = (rank: string, count: number): string[] => Array.from({ length: count }, () => rank);

/**
 * Card War, one card face down in a war: the sevens tie, a queen goes face down on each side, seat 1's ace beats seat
 * 2's 8; then seat 1 wins every trick (ace over 8, ace over 2 twice, king over 2 twice...) until seat 2 runs out.
 */
function sweep(seats: string[]): GameRecord {
  return dealRecord({ variant: 'war-cards', warFaceDown: 1, seats }, { deck: 'cards-52', packs: 1, jokers: 0 }, [
    ['7', 'Q', ...n('A', 4), ...n('K', 4), ...n('Q', 2), ...n('J', 4), ...n('10', 4), ...n('9', 4), ...n('8', 2)],
    ['7', 'Q', ...n('8', 2), ...n('2', 4), ...n('3', 4), ...n('4', 4), ...n('5', 4), ...n('6', 4), ...n('7', 2)],
  ]);
}

/** Opens `record` in language `lang` with narration on and plays it to the end by presses; what the live region held. */
async function playToTheEnd(record: GameRecord, lang: string): Promise<{ el: PiecepackWar; sentences: string[] }> {
  const el = await mount({ variant: 'war-cards', narrate: '', lang });
  el.record = record;
  await el.updateComplete;
  await speaking(el, lang);
  // A real key first: the page has been used, so the browser allows speech.
  part(el, '.table').focus();
  await sendKeys({ press: 'Space' });
  await el.updateComplete;
  const sentences: string[] = [];
  for (let i = 0; i < 200 && !el.view?.result; i++) {
    await revealed(el);
    sentences.push(liveText(el));
    el.press();
    await el.updateComplete;
  }
  await revealed(el);
  sentences.push(liveText(el));
  expect(el.view?.result, 'the game ended').to.be.ok;
  return { el, sentences };
}

/** The phrases each language says of the sweep: its war, its first tricks and its end (a person's, or two people's). */
const EXPECTED: Record<string, { person: boolean; war: string[]; tricks: string[]; end: string; hidden: RegExp }> = {
  en: {
    person: true,
    war: ['War!', 'You win the war'],
    tricks: ['You take it, ace over 8', 'You take it, ace over 2', 'You take it, ace over 2', 'You take it, king over 2'],
    end: 'You win!',
    hidden: /queen/i,
  },
  de: {
    person: true,
    war: ['Krieg!', 'Du gewinnst den Krieg'],
    tricks: ['Du nimmst: Ass schlägt 8', 'Du nimmst: Ass schlägt 2', 'Du nimmst: Ass schlägt 2', 'Du nimmst: König schlägt 2'],
    end: 'Du gewinnst!',
    hidden: /dame/i,
  },
  fr: {
    person: false,
    war: ['Bataille\u202f!', 'Joueur 1 gagne la bataille'],
    tricks: [
      'Joueur 1 prend\u00a0: as bat 8',
      'Joueur 1 prend\u00a0: as bat 2',
      'Joueur 1 prend\u00a0: as bat 2',
      'Joueur 1 prend\u00a0: roi bat 2',
    ],
    end: 'Joueur 1 gagne\u202f!',
    hidden: /dame/i,
  },
  ro: {
    person: false,
    war: ['Război!', 'Jucătorul 1 câștigă războiul'],
    tricks: ['Jucătorul 1 ia: as bate 8', 'Jucătorul 1 ia: as bate 2', 'Jucătorul 1 ia: as bate 2', 'Jucătorul 1 ia: popă bate 2'],
    end: 'Jucătorul 1 câștigă!',
    hidden: /damă/i,
  },
  ru: {
    person: true,
    war: ['Спор!', 'Вы выиграли спор'],
    tricks: ['Вы берёте: туз бьёт восьмёрку', 'Вы берёте: туз бьёт двойку', 'Вы берёте: туз бьёт двойку', 'Вы берёте: король бьёт двойку'],
    end: 'Вы выиграли!',
    hidden: /дам/i,
  },
};

describe('narration in short phrases', () => {
  beforeEach(async () => {
    // No motion: the presses wait for no animation (the reveal's order is verdict.test.ts's).
    await emulateMedia({ reducedMotion: 'reduce' });
    resetVoice();
  });
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const [lang, expected] of Object.entries(EXPECTED))
    it(`${lang}: a war, every trick and the end, each a phrase of at most ${PHRASE_MAX} characters; never a face-down card`, async () => {
      // One person against the computer hears "you"; two people at one device (hotseat) hear the seats' names.
      const { sentences } = await playToTheEnd(sweep(expected.person ? ['human', 'computer'] : ['human', 'human']), lang);
      await waitUntil(() => spoken.at(-1) === expected.end, `"${expected.end}" spoken last (spoken: ${spoken.join(' | ')})`);
      for (const phrase of spoken) expect(phrase.length, `"${phrase}"`).to.be.at.most(PHRASE_MAX);
      // The war first, and nothing in it names the queens face down.
      expect(spoken.slice(0, 2), 'the war').to.deep.equal(expected.war);
      // Each trick said, the same words again when the next trick repeats them: 23 tricks after the war, then the end.
      expect(spoken.slice(2, 6), 'the first tricks').to.deep.equal(expected.tricks);
      expect(spoken.length, 'the war, 23 tricks and the end').to.equal(2 + 23 + 1);
      for (const phrase of spoken.slice(0, 2)) expect(phrase).to.not.match(expected.hidden);
      // The live region still says the whole sentences, for screen readers.
      expect(Math.max(...sentences.map((s) => s.length)), 'the live region keeps its sentences').to.be.greaterThan(PHRASE_MAX);
    });

  it('autoplay: the standings every tenth trick spoken as who leads, every phrase short', async () => {
    const el = await mount({ variant: 'war-cards', players: '3', seed: '8', speed: 'fast', narrate: '' });
    // A real key first: the page has been used, so the browser allows speech.
    part(el, '.table').focus();
    await sendKeys({ press: 'Space' });
    el.play();
    await waitUntil(() => spoken.some((p) => /^Seat \d leads with \d+$/.test(p)) || !!el.view?.result, 'the standings spoken');
    el.pause();
    expect(
      spoken.some((p) => /^Seat \d leads with \d+$/.test(p)),
      `the standings (spoken: ${spoken.join(' | ')})`,
    ).to.equal(true);
    for (const phrase of spoken) expect(phrase.length, `"${phrase}"`).to.be.at.most(PHRASE_MAX);
  });

  const STEAL: Record<string, RegExp> = {
    en: /^(Seat \d takes it, \S+ over \S+|War!|Seat \d wins the war|Seat \d steals from Seat \d)$/,
    de: /^(Spieler \d nimmt: \S+ schlägt \S+|Krieg!|Spieler \d gewinnt den Krieg|Spieler \d klaut von Spieler \d)$/,
  };
  for (const [lang, said] of Object.entries(STEAL))
    it(`${lang}: Steal War between two computers, its tricks in short phrases`, async () => {
      const el = await mount({ variant: 'steal-war', seats: 'computer,computer', speed: 'normal', narrate: '', lang });
      await speaking(el, lang);
      // A real key first: the page has been used, so the browser allows speech.
      await sendKeys({ press: 'a' });
      el.play();
      await waitUntil(() => spoken.filter((p) => said.test(p)).length >= 3 || !!el.view?.result, 'three tricks spoken');
      el.pause();
      expect(spoken.filter((p) => said.test(p)).length, `tricks spoken (spoken: ${spoken.join(' | ')})`).to.be.at.least(3);
      expect(
        spoken.some((p) => /takes it|nimmt:/.test(p)),
        'a trick won',
      ).to.equal(true);
      for (const phrase of spoken) expect(phrase.length, `"${phrase}"`).to.be.at.most(PHRASE_MAX);
    });

  const STACKED: Record<string, RegExp> = {
    en: /^(Seat \d wins the round|The round is drawn|War!)$/,
    ru: /^(Игрок \d выигрывает раунд|Раунд вничью|Спор!)$/,
  };
  for (const [lang, said] of Object.entries(STACKED))
    it(`${lang}: Stacked Deck War between two computers, its rounds in short phrases`, async () => {
      const el = await mount({ variant: 'stacked-deck', seats: 'computer:easy,computer:easy', speed: 'normal', narrate: '', lang });
      await speaking(el, lang);
      await sendKeys({ press: 'a' });
      el.play();
      await waitUntil(() => spoken.filter((p) => said.test(p)).length >= 2 || !!el.view?.result, 'two rounds spoken');
      el.pause();
      expect(spoken.filter((p) => said.test(p)).length, `rounds spoken (spoken: ${spoken.join(' | ')})`).to.be.at.least(2);
      for (const phrase of spoken) expect(phrase.length, `"${phrase}"`).to.be.at.most(PHRASE_MAX);
    });

  it('presses that do not wait for the voice: no phrase cut off, the end said last', async () => {
    // Each phrase takes the voice a second, about as long as a press; the presses do not wait for it.
    voice.ms = 1000;
    const { sentences } = await playToTheEnd(sweep(['human', 'computer']), 'en');
    expect(sentences.length, 'played').to.be.greaterThan(20);
    await waitUntil(() => voice.now === null && voice.queue.length === 0 && spoken.at(-1) === 'You win!', 'the voice done, the end said');
    expect(voice.cut, 'phrases cut off by the next').to.equal(0);
    expect(voice.longest, 'never more than one phrase queued in the voice').to.be.at.most(1);
    for (const phrase of spoken) expect(phrase.length, `"${phrase}"`).to.be.at.most(PHRASE_MAX);
  });
});
