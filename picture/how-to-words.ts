// The words of "How to play" without the widget: every sentence's key, a language's sentences by key, one sentence
// (a key, its numbers, the words it borrows) and how it is written in a language. No DOM: the widget's How to play
// (webview/src/help/help-plan.ts picks the sentences) and a fence's build-time figures (markdown/) share them.
import { format } from './format.ts';

/** Every sentence of "How to play", by what it tells; each language's `howTo` has them all. */
export type HowToKey =
  | 'deal.tiles'
  | 'deal.cards'
  | 'deal.aside'
  | 'jokers'
  | 'jokers.apart'
  | 'turn.tiles'
  | 'turn.cards'
  | 'rank.tiles.classic'
  | 'rank.tiles.russian'
  | 'rank.cards.classic'
  | 'rank.cards.russian'
  | 'rank.numbers.classic'
  | 'rank.numbers.russian'
  | 'low.2'
  | 'low.6'
  | 'low.7'
  | 'one.2'
  | 'one.6'
  | 'one.7'
  | 'war.tiles'
  | 'war.cards'
  | 'war.up'
  | 'war.by-rank.tiles'
  | 'war.by-rank.cards'
  | 'court.ten'
  | 'court.rank'
  | 'court.joker'
  | 'short.lose'
  | 'short.last-card-up'
  | 'short.fewest'
  | 'pickup.shuffled'
  | 'pickup.winner-first'
  | 'pickup.in-order'
  | 'pickup.naturelle'
  | 'drop-out'
  | 'goal.win-all'
  | 'goal.avoid-all'
  | 'goal.first-out-loses'
  | 'cycle'
  | 'cap'
  | 'tod.turn.tiles'
  | 'tod.turn.cards'
  | 'tod.tie'
  | 'tod.round'
  | 'tod.rounds'
  | 'tod.one-round'
  | 'steal.turn'
  | 'steal.war'
  | 'steal.war-up'
  | 'steal.short'
  | 'steal.goal'
  | 'steal.pile'
  | 'steal.steal'
  | 'steal.protect'
  | 'stacked.players'
  | 'stacked.arrange.chosen'
  | 'stacked.arrange.shuffled'
  | 'stacked.values'
  | 'stacked.end'
  | 'stacked.round'
  | 'stacked.buy'
  | 'stacked.cost.2'
  | 'stacked.cost.1'
  | 'stacked.sides.dropped'
  | 'stacked.sides.chosen'
  | 'stacked.spent'
  | 'stacked.guess.tile'
  | 'stacked.guess.value'
  | 'stacked.win'
  | 'figures.length.trick'
  | 'figures.length.round'
  | 'figures.unstated'
  | 'figures.time'
  | 'figures.time.short'
  | 'figures.never'
  | 'figures.always'
  | 'figures.working';

/** Every "How to play" sentence of a language, by key. */
export type HowToWords = Record<HowToKey, string>;

/** One sentence: its key, the numbers it states, and words it takes from other keys (such as the lowest rank's name). */
export interface HowToLine {
  readonly key: HowToKey;
  readonly values?: Readonly<Record<string, number>>;
  readonly words?: Readonly<Record<string, HowToKey>>;
}

/**
 * The "How to play" sentences of every game, by key (help-plan.ts picks the ones the options in force call for and the
 * numbers they state). Each language's table holds them; English's load when a disclosure is first opened (they are
 * rarely read).
 */
export interface WarHelpStrings {
  howTo: HowToWords;
}

/** One sentence in words: its numbers written as the language writes them, the words it borrows filled in. */
export function sentence(line: HowToLine, h: WarHelpStrings, locale: string): string {
  const words = Object.fromEntries(Object.entries(line.words ?? {}).map(([name, key]) => [name, h.howTo[key] ?? '']));
  return format(h.howTo[line.key] ?? '', { ...line.values, ...words }, locale);
}
