// Which "How to play" sentences a game's options call for, and the numbers they state: a sentence is chosen only where
// its rule is in force, so an option that changes a rule changes the words; then the sentences in the page's language.
// No DOM: the element imports it when a disclosure first opens (its own file in every build), and
// webview/test/help.test.ts holds every choice to the options.
import { customDeck, packSize, type Options } from '../../../engine/src/on-demand.ts';
import { sentence, type HowToLine, type WarHelpStrings } from '../../../picture/how-to-words.ts';

/** The sentences for a game's options, a list per paragraph. */
export function howToPlan(o: Options): HowToLine[][] {
  switch (o.family) {
    case 'war':
      return [[...deal(o), ...turn(o, 'turn'), ...ranks(o)], [...war(o), short(o)], ending(o)];
    case 'tod-und-leben':
      return [
        [...deal(o), ...turn(o, 'tod.turn'), ...ranks(o)],
        [
          { key: 'tod.tie' },
          { key: 'tod.round' },
          o.rounds === 1 ? { key: 'tod.one-round' } : { key: 'tod.rounds', values: { rounds: o.rounds } },
        ],
        [cap(o)],
      ];
    case 'steal-war':
      return [
        [...deal(o), { key: 'steal.turn' }, ...ranks(o)],
        [o.warFaceDown === 0 ? { key: 'steal.war-up' } : { key: 'steal.war', values: { down: o.warFaceDown } }, { key: 'steal.short' }],
        [{ key: 'steal.pile' }],
        [{ key: 'steal.steal' }],
        ...(o.protection ? [[{ key: 'steal.protect' } as const]] : []),
        [{ key: 'steal.goal' }, cap(o)],
      ];
    case 'stacked-deck':
      return [
        [{ key: 'stacked.players' }, { key: `stacked.arrange.${o.arrange}` }, { key: 'stacked.values' }, { key: 'stacked.end' }],
        [{ key: 'stacked.round' }],
        [{ key: 'stacked.buy' }],
        [
          { key: o.coinsPerAction === 1 ? 'stacked.cost.1' : 'stacked.cost.2' },
          // With one coin an action, the coin is the action's whatever side it shows: its sides say nothing.
          ...(o.coinsPerAction === 2 ? [{ key: `stacked.sides.${o.coinSides}` } as const] : []),
          { key: 'stacked.spent' },
        ],
        [{ key: `stacked.guess.${o.guess}` }],
        [{ key: 'stacked.win' }],
      ];
  }
}

/** The paragraphs for a game, from its options (`h`: the help strings in the language, `locale`: how numbers are written). */
export function howToParagraphs(options: Options, h: WarHelpStrings, locale: string): string[] {
  return howToPlan(options)
    .map((lines) =>
      lines
        .map((line) => sentence(line, h, locale))
        .filter((s) => s.length > 0)
        .join(' '),
    )
    .filter((p) => p.length > 0);
}

type DeckGame = Exclude<Options, { family: 'stacked-deck' }>;

/** Tiles, standard cards, or a custom deck's numbered cards. */
function deckKind(o: DeckGame): 'tiles' | 'cards' | 'numbers' {
  return o.deck === 'piecepack' ? 'tiles' : customDeck(o.deck) ? 'numbers' : 'cards';
}

/** How many pieces there are and how they are dealt, the jokers among them and where they go, what is set aside. */
function deal(o: DeckGame): HowToLine[] {
  const count = packSize(o.deck, o.jokers) * o.packs;
  const aside = count % o.players;
  const tiles = deckKind(o) === 'tiles';
  return [
    { key: tiles ? 'deal.tiles' : 'deal.cards', values: { count, packs: o.packs, players: o.players } },
    ...(o.jokers > 0 ? [{ key: 'jokers', values: { count: o.jokers * o.packs } } as const] : []),
    ...(o.jokersApart ? [{ key: 'jokers.apart' } as const] : []),
    ...(aside > 0 ? [{ key: 'deal.aside', values: { count: aside } } as const] : []),
  ];
}

/** Everyone turns up a piece (the War family's trick, or Tod und Leben's). */
function turn(o: DeckGame, key: 'turn' | 'tod.turn'): HowToLine[] {
  return [{ key: `${key}.${deckKind(o) === 'tiles' ? 'tiles' : 'cards'}` }];
}

/** The rank order: the deck's own, the Russian exception, the custom deck's numbers. */
function ranks(o: DeckGame): HowToLine[] {
  const ranking = o.family === 'steal-war' ? 'classic' : o.ranking;
  const kind = deckKind(o);
  const custom = customDeck(o.deck);
  const low = o.deck === 'cards-36' ? '6' : o.deck === 'cards-32' ? '7' : '2';
  const line: HowToLine =
    kind === 'tiles'
      ? { key: `rank.tiles.${ranking}` }
      : kind === 'numbers'
        ? { key: `rank.numbers.${ranking}`, values: { top: custom!.ranks } }
        : { key: `rank.cards.${ranking}`, words: { low: `low.${low}`, one: `one.${low}` } };
  return [line];
}

/** How a war goes: its size (a number, none, or the tied rank's), and what court cards and jokers count. */
function war(o: Extract<Options, { family: 'war' }>): HowToLine[] {
  const kind = deckKind(o);
  const down = o.warFaceDown;
  if (down === 0) return [{ key: 'war.up' }];
  if (down !== 'by-rank') return [{ key: kind === 'tiles' ? 'war.tiles' : 'war.cards', values: { down } }];
  if (kind === 'tiles') return [{ key: 'war.by-rank.tiles', values: { rank: 3 } }];
  // The example is a rank every such deck has: a 7 (52, 36 or 32 cards), a 2 in a custom deck.
  const rank = kind === 'cards' ? 7 : 2;
  const lines: HowToLine[] = [{ key: 'war.by-rank.cards', values: { rank } }];
  if (kind === 'cards') lines.push({ key: `court.${o.courtValue}` });
  if (o.jokers > 0) lines.push({ key: 'court.joker', values: { count: o.courtValue === 'rank' ? 15 : 11 } });
  return lines;
}

/** What becomes of a player who cannot finish a war. */
function short(o: Extract<Options, { family: 'war' }>): HowToLine {
  return { key: `short.${o.outOfCards}` };
}

/** Who drops out, what wins, and how a game that would go on forever ends. */
function ending(o: Extract<Options, { family: 'war' }>): HowToLine[] {
  return [
    { key: `pickup.${o.pickup}` },
    ...(o.players > 2 && o.objective !== 'first-out-loses' ? [{ key: 'drop-out' } as const] : []),
    { key: `goal.${o.objective}` },
    ...(o.pickup !== 'shuffled' ? [{ key: 'cycle' } as const] : []),
    cap(o),
  ];
}

/** The trick cap: a game still going after it is a draw. */
function cap(o: DeckGame): HowToLine {
  return { key: 'cap', values: { count: o.maxTricks } };
}
