// The decision games in every language at 360 px: Stacked Deck War's setup, every prompt, the pass screen and a whole
// game, Steal War's choices and a whole game; no English word left (names aside), no text running out of its control.
import { expect } from '@open-wc/testing';
import { stackedDeal, type Action, type GameRecord, type StackedSetup } from '../../engine/src/index.ts';
import type { LoadedLanguage } from '../src/i18n/languages.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { find, open, preparedRecord, stackedId, until } from './decision-helpers.ts';
import { all, unmountAll } from './helpers.ts';
import { allText, englishLeft, mountIn, OTHERS, overflowing, ownWords, playAndCheck, shot } from './language-helpers.ts';

/** Opens a prepared position in a widget at 360 px speaking `lang`, and waits for the prompt (or table part) `selector`. */
async function scene(
  lang: LoadedLanguage,
  record: GameRecord,
  selector: string,
  attributes: Record<string, string> = {},
): Promise<PiecepackWar> {
  const el = await mountIn(lang, { speed: 'max', 'confirm-forced': '', ...attributes });
  await open(el, record);
  await until(() => find(el, selector) !== null, selector);
  await el.updateComplete;
  return el;
}

const FLIP: Action = { type: 'flip' };

/** A buy of seat `seat` paid with named coins of its pack ("null of crowns", "3 of suns"). */
function buy(seat: number, suit: string, value: string, coins: string[]): Action {
  return { type: 'stacked/buy', seat, suit, value, coins: coins.map((c) => stackedId(c, seat)) } as Action;
}

/** Stacked Deck War positions where the person at the device has each kind of prompt. */
function stackedPrompts(): { kind: string; record: GameRecord }[] {
  const at = (seats: string, setup: StackedSetup, actions: Action[]) =>
    preparedRecord({ variant: 'stacked-deck', seats }, stackedDeal(setup), actions);
  const two = {
    decks: [
      ['3 of suns', '2 of arms', '5 of suns'],
      ['4 of moons', '2 of crowns', '2 of moons'],
    ],
  };
  return [
    {
      kind: 'buy',
      record: at(
        'human,computer',
        {
          ...two,
          coins: [
            [
              'null of crowns suit-up',
              'ace of suns value-up',
              '2 of suns suit-up',
              '3 of moons value-up',
              'null of moons value-up',
              '4 of arms suit-up',
            ],
            ['2 of arms suit-up', '5 of moons value-up'],
          ],
          first: 0,
        },
        [FLIP, { type: 'stacked/pass', seat: 1 }],
      ),
    },
    {
      kind: 'rps',
      record: at('human,computer', { ...two, coins: [['null of crowns suit-up', '3 of suns value-up'], []], first: 0 }, [
        FLIP,
        buy(0, 'crowns', '3', ['null of crowns', '3 of suns']),
      ]),
    },
    {
      kind: 'rearrange',
      record: at(
        'human,computer',
        {
          decks: [
            ['3 of suns', '5 of suns', 'ace of suns', '2 of suns', '4 of arms'],
            ['4 of moons', '2 of crowns', '2 of moons', '3 of moons', '5 of moons'],
          ],
          coins: [['null of crowns suit-up', '2 of suns value-up'], []],
          first: 0,
          dice: [2],
        },
        [FLIP, buy(0, 'crowns', '2', ['null of crowns', '2 of suns'])],
      ),
    },
    {
      kind: 'switch',
      record: at(
        'human,computer',
        { ...two, reserves: [['ace of arms', '4 of arms'], []], coins: [['null of arms suit-up', '4 of suns value-up'], []], first: 0 },
        [FLIP, buy(0, 'arms', '4', ['null of arms', '4 of suns'])],
      ),
    },
    {
      kind: 'guess',
      record: at(
        'human,computer',
        { ...two, reserves: [[], ['5 of moons']], coins: [['2 of crowns suit-up', 'null of suns value-up'], []], first: 0 },
        [FLIP, buy(0, 'crowns', 'null', ['2 of crowns', 'null of suns'])],
      ),
    },
    {
      kind: 'follow',
      record: at('computer,human', { ...two, coins: [['null of arms suit-up', '3 of suns value-up'], []], first: 0 }, [
        FLIP,
        buy(0, 'arms', '3', ['null of arms', '3 of suns']),
      ]),
    },
    {
      kind: 'give',
      record: at(
        'computer,human',
        {
          ...two,
          coins: [['null of arms suit-up', '2 of suns value-up'], []],
          spent: ['null of suns #2 suit-up', '3 of moons #2 value-up', '4 of crowns #2 suit-up'],
          first: 0,
        },
        [FLIP, buy(0, 'arms', '2', ['null of arms', '2 of suns'])],
      ),
    },
    {
      kind: 'name-suit',
      record: at('computer,human', { ...two, coins: [['ace of arms suit-up', 'null of suns value-up'], []], first: 0, dice: [2] }, [
        FLIP,
        buy(0, 'arms', 'null', ['ace of arms', 'null of suns']),
      ]),
    },
    {
      kind: 'bonus',
      record: at(
        'human,computer',
        {
          decks: [
            ['3 of suns', '2 of suns', '2 of arms'],
            ['3 of moons', '4 of moons', '2 of crowns'],
          ],
          coins: [['null of crowns suit-up', 'ace of suns value-up'], []],
          first: 0,
          dice: [3],
        },
        [FLIP, { type: 'stacked/pass', seat: 0 }, FLIP, buy(0, 'crowns', 'ace', ['null of crowns', 'ace of suns'])],
      ),
    },
  ];
}

/** Steal War positions: the person's steal choice, and the choice of the top card of the won pile. */
function stealPrompts(): { kind: string; record: GameRecord; actions?: number }[] {
  return [
    {
      kind: 'steal',
      record: preparedRecord({ variant: 'steal-war', seats: 'human,computer' }, [
        ['7 of hearts', '2 of hearts', '3 of hearts'],
        ['5 of clubs', '6 of clubs', '8 of clubs'],
        ['4 of spades', '9 of diamonds'],
        ['K of spades', '7 of clubs'],
      ]),
    },
    {
      kind: 'top',
      record: preparedRecord(
        { variant: 'steal-war', seats: 'human,computer' },
        [['K of hearts', '2 of hearts', '3 of hearts', '4 of hearts'], ['5 of clubs', '6 of clubs', '7 of clubs', '8 of clubs'], [], []],
        [FLIP],
      ),
    },
  ];
}

describe('languages: the decision games in every language at 360 px', () => {
  afterEach(() => unmountAll());

  for (const lang of OTHERS) {
    it(`${lang}: Stacked Deck War's setup, every prompt, the pass screen, and a whole game`, async () => {
      const own = await ownWords(lang);
      const english = new Map<string, string>();
      const overflow: string[] = [];
      const check = (el: PiecepackWar, where: string): void => {
        for (const w of englishLeft(allText(el), own))
          if (!english.has(w)) english.set(w, `${where}: ${allText(el).replace(/\s+/g, ' ').slice(0, 200)}`);
        overflow.push(...overflowing(el).map((o) => `${where}: ${o}`));
      };
      const setup = await mountIn(lang, { variant: 'stacked-deck', seed: '5' });
      await until(() => find(setup, '.arrange') !== null, 'the setup screen');
      for (const d of all(setup, 'details')) (d as HTMLDetailsElement).open = true;
      await setup.updateComplete;
      check(setup, 'setup');
      await shot(setup, `lang-${lang}-stacked-setup`);
      for (const { kind, record } of stackedPrompts()) {
        const el = await scene(lang, record, `.prompt.${kind}`);
        check(el, kind);
        await shot(el, `lang-${lang}-stacked-${kind}`);
        el.parentElement!.remove();
      }
      check(await mountIn(lang, { variant: 'stacked-deck', seats: 'human,human' }), 'pass screen');
      const game = await mountIn(lang, { variant: 'stacked-deck', seats: 'computer:random,computer:random', seed: '4' });
      await playAndCheck(game, own, 600, english);
      check(game, 'the end');
      await shot(game, `lang-${lang}-stacked-end`);
      unmountAll();
      expect([...english.entries()].map(([w, where]) => `${w} (${where})`)).to.deep.equal([]);
      expect(overflow).to.deep.equal([]);
    });

    it(`${lang}: Steal War's steal and top-card choices, the pass screen, and a whole game`, async () => {
      const own = await ownWords(lang);
      const english = new Map<string, string>();
      const overflow: string[] = [];
      const check = (el: PiecepackWar, where: string): void => {
        for (const w of englishLeft(allText(el), own))
          if (!english.has(w)) english.set(w, `${where}: ${allText(el).replace(/\s+/g, ' ').slice(0, 200)}`);
        overflow.push(...overflowing(el).map((o) => `${where}: ${o}`));
      };
      for (const { kind, record } of stealPrompts()) {
        const el = await scene(lang, record, `.prompt.${kind}`, { speed: 'slow' });
        check(el, kind);
        await shot(el, `lang-${lang}-steal-${kind}`);
      }
      check(await mountIn(lang, { variant: 'steal-war', seats: 'human,human' }), 'pass screen');
      const game = await mountIn(lang, { variant: 'steal-war', seats: 'computer:random,computer:random', seed: '6' });
      await playAndCheck(game, own, 800, english);
      check(game, 'the end');
      await shot(game, `lang-${lang}-steal-end`);
      unmountAll();
      expect([...english.entries()].map(([w, where]) => `${w} (${where})`)).to.deep.equal([]);
      expect(overflow).to.deep.equal([]);
    });
  }
});
