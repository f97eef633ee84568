// The "How to play" disclosure every widget carries (so a page with one tag has the rules too): closed at first, a
// paragraph per point from the strings, true for the options in force in every family (its words and plan loaded when
// it first opens): Război's court values, the Russian tie methods, Steal War's protection, Stacked Deck War's
// variations; Crowns-Null's cell and the action table's caption under the same options; replaceable text; axe clean
// open. Then every preset with each option and every pair of options, in five languages, against the rule each
// sentence states and the numbers it gives.
import { expect } from '@open-wc/testing';
import { OPTION_SPECS, packSize, PRESETS, resolveOptions, VARIANT_NAMES, type Options } from '../../engine/src/on-demand.ts';
import { howToParagraphs, howToPlan } from '../src/help/help-plan.ts';
import { sentence, type HowToKey } from '../../picture/how-to-words.ts';
import EN_HELP from '../../picture/help.en.ts';
import de from '../src/i18n/war.de.ts';
import fr from '../src/i18n/war.fr.ts';
import ro from '../src/i18n/war.ro.ts';
import ru from '../src/i18n/war.ru.ts';
import type { WarHelpStrings } from '../src/i18n/strings.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
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
    const rb = (await helpOf(razboi)).join(' ');
    expect(rb).to.contain('tied 7s mean 7 cards');
    expect(rb).to.contain('Jacks, queens and kings count 10, an ace 11.');
    // The court cards' count follows court-value: Război with rank never says they count ten.
    const byRank = (await helpOf(await mount({ variant: 'razboi', 'court-value': 'rank' }))).join(' ');
    expect(byRank).to.contain('A jack counts 11, a queen 12, a king 13, an ace 14.');
    expect(byRank).not.to.contain('count 10');
    const russian = await mount({ variant: 'russian' });
    const r = (await helpOf(russian)).join(' ');
    expect(r).to.contain('but a 5 beats a null');
    expect(r).to.contain('Whoever ends up with every piece loses');
    expect(r).to.contain('turns up one more on top, nothing face down');
    const other = await mount({ variant: 'russian', objective: 'first-out-loses', 'tie-method': 'down-then-up' });
    const o = (await helpOf(other)).join(' ');
    expect(o).to.contain('Whoever runs out first loses');
    expect(o).to.contain('puts 1 face down and one face up');
    expect(o).not.to.contain('nothing face down');
  });

  it("tells Stacked Deck War's round: Player A and B, who buys when, effects played Player A's first", async () => {
    const el = await mount({ variant: 'stacked-deck', seed: '2' }, 900);
    const text = (await helpOf(el)).join(' ');
    expect(text).to.contain('Player A turns up the top tile of its deck');
    expect(text).to.contain('Player B may buy one action from the action table, then Player A may');
    expect(text).to.contain('Effects are played Player A\u2019s first');
    expect(text).to.contain('one showing its suit and one showing its value');
    expect(text).to.contain('Coins lie as they fell');
    expect(text).to.contain('you arrange your 24 tiles');
    await clickOn(el, '.help-box summary');
    await expect(el).to.be.accessible();
    // Variations 1 to 3 and the guess change the coin, arranging and Crowns-Null sentences.
    const varied = await mount({ variant: 'stacked-deck', seed: '2', 'coin-sides': 'chosen', arrange: 'shuffled', guess: 'value' }, 900);
    const v = (await helpOf(varied)).join(' ');
    expect(v).to.contain('you choose which side a coin counts as');
    expect(v).not.to.contain('Coins lie as they fell');
    expect(v).to.contain('nobody arranges them');
    expect(v).not.to.contain('you arrange your 24 tiles');
    expect(v).to.contain('guess only the value');
    const one = (await helpOf(await mount({ variant: 'stacked-deck', seed: '2', 'coins-per-action': '1' }, 900))).join(' ');
    expect(one).to.contain('An action costs one coin');
    expect(one).not.to.contain('two coins');
  });

  /**
   * Opens Stacked Deck War's action table for reference. While the person's buying window is open the window is the
   * table and the reference is not shown, so the person passes first: the reference then stays until their next flip.
   * (Waiting for the reference alone caught it only while the computer bought first, a race a busy machine lost.)
   */
  const openReference = async (el: PiecepackWar): Promise<void> => {
    const pass = '.prompt.buy button.pass';
    await until(() => find(el, '.actions-box') !== null || find(el, pass) !== null, 'the action table or the buying window');
    if (find(el, '.actions-box') === null) await clickOn(el, pass);
    await until(() => find(el, '.actions-box') !== null, 'the action table for reference');
    find<HTMLDetailsElement>(el, '.actions-box')!.open = true;
  };

  it("says what Crowns-Null's cell guesses as the guess option has it", async () => {
    const cellOf = async (guess: string): Promise<string> => {
      const el = await mount({ variant: 'stacked-deck', seed: '2', arrange: 'shuffled', guess }, 900);
      await openReference(el);
      await until(() => find(el, '[data-cell="crowns-null"] .cell-long') !== null, "Crowns-Null's cell");
      return find(el, '[data-cell="crowns-null"] .cell-long')!.textContent;
    };
    expect(await cellOf('tile')).to.contain('(suit and value)');
    const value = await cellOf('value');
    expect(value).to.contain('Guess the value of');
    expect(value).not.to.contain('suit');
  });

  it("captions Stacked Deck War's action table with what an action costs under the options in force", async () => {
    const captionOf = async (options: Record<string, string>): Promise<string> => {
      const el = await mount({ variant: 'stacked-deck', seed: '2', arrange: 'shuffled', ...options }, 900);
      await openReference(el);
      await until(() => find(el, '.action-table caption') !== null, 'its caption');
      return find(el, '.action-table caption')!.textContent;
    };
    expect(await captionOf({})).to.contain('a coin showing its suit and one showing its value');
    const one = await captionOf({ 'coins-per-action': '1' });
    expect(one).to.contain('one coin: the coin of that very cell');
    expect(one).not.to.contain('showing its suit');
    expect(await captionOf({ 'coin-sides': 'chosen' })).to.contain('either side of each');
  });

  it("tells Steal War's stealing and protection, and takes the page's words", async () => {
    const el = await mount({ variant: 'steal-war', seed: '2' }, 900);
    const text = (await helpOf(el)).join(' ');
    expect(text).to.contain('you may steal that whole pile');
    expect(text).to.contain('Protection:');
    expect(text).to.contain('puts 3 face down');
    const open = (await helpOf(await mount({ variant: 'steal-war', seed: '2', protection: 'false', 'war-face-down': '1' }, 900))).join(' ');
    expect(open).not.to.contain('Protection');
    expect(open).not.to.contain('protects');
    expect(open).to.contain('puts 1 face down');
    el.strings = { helpTitle: 'Règles', howTo: { 'deal.cards': 'La guerre avec {count} cartes.' } };
    await el.updateComplete;
    expect(find(el, '.help-box summary')!.textContent).to.equal('Règles');
    expect((await helpOf(el))[0]).to.match(/^La guerre avec 54 cartes\. /);
    // Without the figures' paragraph, the rules' last sentence ends How to play.
    const war = await mount({ variant: 'war', figures: 'off' });
    war.strings = { howTo: { 'turn.tiles': 'Chacun retourne sa tuile.', cap: 'Qui a tout gagne.' } };
    await war.updateComplete;
    const words = await helpOf(war);
    expect(words[0]).to.contain('Chacun retourne sa tuile.');
    expect(words.at(-1)).to.match(/Qui a tout gagne\.$/);
  });
});

/** When each sentence's rule is in force, from docs/rules.md (the borrowed words `low.*`, `one.*` are never sentences). */
const RULES: Record<HowToKey, (o: Options) => boolean> = {
  'deal.tiles': (o) => deckGame(o) && tiles(o),
  'deal.cards': (o) => deckGame(o) && !tiles(o),
  'deal.aside': (o) => deckGame(o) && total(o) % o.players > 0,
  jokers: (o) => deckGame(o) && o.jokers > 0,
  'jokers.apart': (o) => deckGame(o) && o.jokersApart,
  'turn.tiles': (o) => o.family === 'war' && tiles(o),
  'turn.cards': (o) => o.family === 'war' && !tiles(o),
  'rank.tiles.classic': (o) => deckGame(o) && tiles(o) && ranking(o) === 'classic',
  'rank.tiles.russian': (o) => deckGame(o) && tiles(o) && ranking(o) === 'russian',
  'rank.cards.classic': (o) => deckGame(o) && cards(o) && ranking(o) === 'classic',
  'rank.cards.russian': (o) => deckGame(o) && cards(o) && ranking(o) === 'russian',
  'rank.numbers.classic': (o) => deckGame(o) && numbers(o) && ranking(o) === 'classic',
  'rank.numbers.russian': (o) => deckGame(o) && numbers(o) && ranking(o) === 'russian',
  'low.2': () => false,
  'low.6': () => false,
  'low.7': () => false,
  'one.2': () => false,
  'one.6': () => false,
  'one.7': () => false,
  'war.tiles': (o) => o.family === 'war' && tiles(o) && typeof o.warFaceDown === 'number' && o.warFaceDown > 0,
  'war.cards': (o) => o.family === 'war' && !tiles(o) && typeof o.warFaceDown === 'number' && o.warFaceDown > 0,
  'war.up': (o) => o.family === 'war' && o.warFaceDown === 0,
  'war.by-rank.tiles': (o) => o.family === 'war' && o.warFaceDown === 'by-rank' && tiles(o),
  'war.by-rank.cards': (o) => o.family === 'war' && o.warFaceDown === 'by-rank' && !tiles(o),
  'court.ten': (o) => o.family === 'war' && o.warFaceDown === 'by-rank' && cards(o) && o.courtValue === 'ten',
  'court.rank': (o) => o.family === 'war' && o.warFaceDown === 'by-rank' && cards(o) && o.courtValue === 'rank',
  'court.joker': (o) => o.family === 'war' && o.warFaceDown === 'by-rank' && o.jokers > 0,
  'short.lose': (o) => o.family === 'war' && o.outOfCards === 'lose',
  'short.last-card-up': (o) => o.family === 'war' && o.outOfCards === 'last-card-up',
  'short.fewest': (o) => o.family === 'war' && o.outOfCards === 'fewest',
  'pickup.shuffled': (o) => o.family === 'war' && o.pickup === 'shuffled',
  'pickup.winner-first': (o) => o.family === 'war' && o.pickup === 'winner-first',
  'pickup.in-order': (o) => o.family === 'war' && o.pickup === 'in-order',
  'pickup.naturelle': (o) => o.family === 'war' && o.pickup === 'naturelle',
  'drop-out': (o) => o.family === 'war' && o.players > 2 && o.objective !== 'first-out-loses',
  'goal.win-all': (o) => o.family === 'war' && o.objective === 'win-all',
  'goal.avoid-all': (o) => o.family === 'war' && o.objective === 'avoid-all',
  'goal.first-out-loses': (o) => o.family === 'war' && o.objective === 'first-out-loses',
  cycle: (o) => o.family === 'war' && o.pickup !== 'shuffled',
  cap: (o) => deckGame(o),
  'tod.turn.tiles': (o) => o.family === 'tod-und-leben' && tiles(o),
  'tod.turn.cards': (o) => o.family === 'tod-und-leben' && !tiles(o),
  'tod.tie': (o) => o.family === 'tod-und-leben',
  'tod.round': (o) => o.family === 'tod-und-leben',
  'tod.rounds': (o) => o.family === 'tod-und-leben' && o.rounds > 1,
  'tod.one-round': (o) => o.family === 'tod-und-leben' && o.rounds === 1,
  'steal.turn': (o) => o.family === 'steal-war',
  'steal.war': (o) => o.family === 'steal-war' && o.warFaceDown > 0,
  'steal.war-up': (o) => o.family === 'steal-war' && o.warFaceDown === 0,
  'steal.short': (o) => o.family === 'steal-war',
  'steal.goal': (o) => o.family === 'steal-war',
  'steal.pile': (o) => o.family === 'steal-war',
  'steal.steal': (o) => o.family === 'steal-war',
  'steal.protect': (o) => o.family === 'steal-war' && o.protection,
  'stacked.players': (o) => o.family === 'stacked-deck',
  'stacked.arrange.chosen': (o) => o.family === 'stacked-deck' && o.arrange === 'chosen',
  'stacked.arrange.shuffled': (o) => o.family === 'stacked-deck' && o.arrange === 'shuffled',
  'stacked.values': (o) => o.family === 'stacked-deck',
  'stacked.end': (o) => o.family === 'stacked-deck',
  'stacked.round': (o) => o.family === 'stacked-deck',
  'stacked.buy': (o) => o.family === 'stacked-deck',
  'stacked.cost.2': (o) => o.family === 'stacked-deck' && o.coinsPerAction === 2,
  'stacked.cost.1': (o) => o.family === 'stacked-deck' && o.coinsPerAction === 1,
  // A coin's side matters only when an action takes a suit coin and a value coin.
  'stacked.sides.dropped': (o) => o.family === 'stacked-deck' && o.coinsPerAction === 2 && o.coinSides === 'dropped',
  'stacked.sides.chosen': (o) => o.family === 'stacked-deck' && o.coinsPerAction === 2 && o.coinSides === 'chosen',
  'stacked.spent': (o) => o.family === 'stacked-deck',
  'stacked.guess.tile': (o) => o.family === 'stacked-deck' && o.guess === 'tile',
  'stacked.guess.value': (o) => o.family === 'stacked-deck' && o.guess === 'value',
  'stacked.win': (o) => o.family === 'stacked-deck',
  // The figures' sentences are help-figures.ts's (help-figures.test.ts), never the plan's.
  'figures.length.trick': () => false,
  'figures.length.round': () => false,
  'figures.unstated': () => false,
  'figures.time': () => false,
  'figures.time.short': () => false,
  'figures.never': () => false,
  'figures.always': () => false,
  'figures.working': () => false,
};

type DeckGame = Exclude<Options, { family: 'stacked-deck' }>;
const deckGame = (o: Options): o is DeckGame => o.family !== 'stacked-deck';
const tiles = (o: DeckGame): boolean => o.deck === 'piecepack';
const numbers = (o: DeckGame): boolean => /^\d+x\d+$/.test(o.deck);
const cards = (o: DeckGame): boolean => !tiles(o) && !numbers(o);
const ranking = (o: DeckGame): string => ('ranking' in o ? o.ranking : 'classic');
const total = (o: DeckGame): number => packSize(o.deck, o.jokers) * o.packs;

/** The values each option is tried with (alone, and in every pair with another option's). */
function tried(name: string): readonly unknown[] {
  switch (name) {
    case 'deck':
      return ['piecepack', 'cards-52', 'cards-36', 'cards-32', '4x4', '13x2'];
    case 'warFaceDown':
      return [0, 1, 3, 10, 'by-rank'];
    case 'players':
      return [2, 3, 4, 5, 6];
    case 'packs':
      return [1, 2, 3];
    case 'rounds':
      return [1, 3, 7];
    case 'maxTricks':
      return [50, 2500, 100000];
    case 'seats':
    case 'variant':
      return [];
  }
  const spec = OPTION_SPECS.find((s) => s.name === name)!;
  return spec.kind === 'bool' ? [true, false] : (spec.values ?? []);
}

/** Every preset's options alone, with each option's tried values, and with every pair of them; the ones that resolve. */
function combinations(): Options[] {
  const out: Options[] = [];
  for (const variant of VARIANT_NAMES) {
    const family = PRESETS[variant].family;
    const changes = OPTION_SPECS.filter((s) => s.families.includes(family)).flatMap((s) => tried(s.name).map((v) => [s.name, v] as const));
    const inputs: Record<string, unknown>[] = [{}, ...changes.map(([k, v]) => ({ [k]: v }))];
    for (let i = 0; i < changes.length; i++)
      for (let j = i + 1; j < changes.length; j++)
        if (changes[i][0] !== changes[j][0]) inputs.push({ [changes[i][0]]: changes[i][1], [changes[j][0]]: changes[j][1] });
    for (const input of inputs) {
      const r = resolveOptions({ variant, ...input });
      if (r.ok) out.push(r.value);
    }
  }
  return out;
}

/** The `{name}` placeholders of a template. */
const placeholders = (template: string): string[] => [...template.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('How to play, for every preset and option combination', () => {
  const tables: Record<string, WarHelpStrings> = { en: EN_HELP, de, fr, ro, ru };
  const every = combinations();

  it('chooses exactly the sentences whose rules the options put in force, in every language, with their numbers', function () {
    // Sized by count (every combination, five languages), not by time: a generous limit for a busy machine.
    this.timeout(600_000);
    const t0 = performance.now();
    const numbers = new Map(Object.keys(tables).map((lang) => [lang, new Intl.NumberFormat(lang)] as const));
    // Plain checks gathered into one list (chai's expect per sentence cost most of the time); the list must be empty.
    const problems: string[] = [];
    let checked = 0;
    for (const o of every) {
      const plan = howToPlan(o);
      const keys = plan.flat().map((l) => l.key);
      const wanted = (Object.keys(RULES) as HowToKey[]).filter((k) => RULES[k](o));
      if ([...keys].sort().join() !== [...wanted].sort().join())
        problems.push(`${JSON.stringify(o)}: sentences ${[...keys].sort().join()} instead of ${[...wanted].sort().join()}`);
      for (const [lang, h] of Object.entries(tables)) {
        const locale = lang;
        for (const line of plan.flat()) {
          const said = sentence(line, h, locale);
          if (!/\S/.test(said)) problems.push(`${lang} ${line.key}: empty`);
          if (/[{}]/.test(said)) problems.push(`${lang} ${line.key}: a placeholder left in "${said}"`);
          for (const [name, n] of Object.entries(line.values ?? {}))
            if (!said.includes(numbers.get(lang)!.format(n))) problems.push(`${lang} ${line.key} does not state ${name} ${n}: "${said}"`);
        }
        const paragraphs = howToParagraphs(o, h, locale).length;
        const wantedParagraphs = plan.filter((p) => p.length > 0).length;
        if (paragraphs !== wantedParagraphs)
          problems.push(`${lang} ${JSON.stringify(o)}: ${paragraphs} paragraphs, not ${wantedParagraphs}`);
        checked++;
      }
    }
    // The count is in the report: presets x option combinations x languages.
    console.log(
      `How to play: ${every.length} option sets over ${VARIANT_NAMES.length} presets x ${Object.keys(tables).length} languages = ${checked} checked in ${Math.round(performance.now() - t0)} ms`,
    );
    expect([...new Set(problems)].slice(0, 50)).to.deep.equal([]);
    expect(checked).to.equal(every.length * 5);
  });

  it('states the numbers the options give', () => {
    const text = (input: Record<string, unknown>): string => {
      const r = resolveOptions(input);
      if (!r.ok) throw new Error(r.error.message);
      return howToParagraphs(r.value, EN_HELP, 'en').join(' ');
    };
    expect(text({ variant: 'w-a-r' })).to.contain('puts 3 face down');
    expect(text({ variant: 'w-a-r', warFaceDown: 7 })).to.contain('puts 7 face down');
    expect(text({ variant: 'war', packs: 2, players: 5 }))
      .to.contain('The 48 tiles of 2 piecepacks')
      .and.contain('each of the 5 players')
      .and.contain('3 pieces are left over');
    expect(text({ variant: 'pyanitsa' })).to.contain('Aces are high, sixes low, but a six beats an ace');
    expect(text({ variant: 'pyanitsa', deck: 'cards-52' })).to.contain('Aces are high, twos low, but a two beats an ace');
    expect(text({ variant: 'pyanitsa', deck: 'piecepack' })).to.contain('but a 5 beats a null');
    expect(text({ variant: 'war', ranking: 'russian' })).to.contain('Null is highest');
    expect(text({ variant: 'war-cards', deck: 'cards-32' })).to.contain('Aces are high, sevens low');
    expect(text({ variant: 'war-cards', deck: '13x2' })).to.contain('13 highest and 1 lowest');
    expect(text({ variant: 'razboi', jokers: 2, courtValue: 'rank' }))
      .to.contain('A joker counts 15.')
      .and.contain('an ace 14');
    expect(text({ variant: 'razboi', jokers: 2 }))
      .to.contain('A joker counts 11.')
      .and.contain('an ace 11');
    expect(text({ variant: 'razboi', deck: 'piecepack' }))
      .to.contain('tied 3s mean 3 tiles')
      .and.not.contain('jack');
    expect(text({ variant: 'war-jokers', jokers: 0, jokersApart: false })).not.to.contain('joker');
    expect(text({ variant: 'war-jokers', packs: 2 })).to.contain('Among them are 4 jokers');
    expect(text({ variant: 'tod-und-leben' })).to.contain('The match is 3 rounds');
    expect(text({ variant: 'tod-und-leben', rounds: 1 })).to.contain('The match is a single round.');
    expect(text({ variant: 'tod-und-leben', players: 4, deck: 'cards-52' }))
      .to.contain('The 52 cards')
      .and.contain('each of the 4 players');
    expect(text({ variant: 'war', maxTricks: 2500 })).to.contain('after 2,500 tricks');
    expect(text({ variant: 'war', pickup: 'in-order' }))
      .to.contain('in the order they were played')
      .and.contain('ends in a draw');
    expect(text({ variant: 'steal-war', warFaceDown: 0 }))
      .to.contain('looks at the next card and plays it face up')
      .and.not.contain('face down, then');
  });

  it('has, in every language, the same placeholders in each sentence as English', () => {
    for (const [lang, h] of Object.entries(tables))
      for (const key of Object.keys(RULES) as HowToKey[])
        expect(placeholders(h.howTo[key]), `${lang} ${key}`).to.deep.equal(placeholders(EN_HELP.howTo[key]));
  });
});
