// The Settings UI's words for each engine option: which category it sits in and a short description that matches
// what Settings shows (list settings say "Add Item", enums name only the values the schema takes). The manifest
// generator refuses to run when an engine option has no entry here, so a new option cannot slip by undescribed.
import type { Category } from './play-settings.ts';

/** One engine option in Settings. */
export interface SettingDoc {
  category: Category;
  /** Markdown; setting names in bold as Settings titles them. */
  description: string;
}

/** By option name (the setting is `piecepackWar.<name>`). */
export const SETTING_DOCS: Readonly<Record<string, SettingDoc>> = {
  variant: {
    category: 'game',
    description:
      'The game **New Game** deals: a built-in variant (`war`, `war-cards`, `w-a-r`, `war-jokers`, `razboi`, `russian`, `pyanitsa`, `tod-und-leben`, `steal-war`, `stacked-deck`) or the name of one of yours (**Variants**). Each variant brings its own rules; the settings below refine the built-in ones.',
  },
  seats: {
    category: 'game',
    description:
      'Who plays each seat, one item per seat (**Add Item**): `human` (you, or a friend at the same screen), `computer`, `computer:easy`, `computer:normal`, `computer:strong` or `computer:random`. The levels matter in the decision games (Stacked Deck War, Steal War); `computer` plays at **Computer Level**. Empty: you in the first seat, the computer in the others.',
  },
  players: {
    category: 'game',
    description: "How many players: 2 to 6 (Steal War up to 4, Stacked Deck War exactly 2). Empty: the variant's own (2).",
  },
  deck: { category: 'game', description: "Piecepack tiles, or a pack of playing cards. Empty: the variant's own." },
  packs: {
    category: 'game',
    description: 'How many piecepacks (or card packs) are mixed together: 1 to 8. More packs make a longer game. Empty: 1.',
  },
  warFaceDown: {
    category: 'war',
    description:
      "Pieces each player puts face down in a war before the deciding face-up one: 1 is the classic war, 3 is W-A-R, 0 none, `by-rank` sizes the war by the tied rank (Război). Also Steal War's war size. When **Tie Method** is set too, this setting wins.",
  },
  tieMethod: {
    category: 'war',
    description:
      "The Russian rules' names for the war size: `face-up` is **War Face Down** 0, `down-then-up` is **War Face Down** 1. When **War Face Down** is set too, it wins and this one is ignored.",
  },
  outOfCards: {
    category: 'war',
    description:
      'A player who cannot finish a war: `lose`, play the last piece face up for the whole war (`last-card-up`), or everyone plays as many as the shortest player can (`fewest`, Război).',
  },
  pickup: {
    category: 'war',
    description:
      "The order in which a won trick goes under the winner's stack. A fixed order can bring back a position forever: such a game ends as a draw.",
  },
  ranking: { category: 'war', description: 'The rank order (War variants and Tod und Leben).' },
  objective: { category: 'war', description: 'What wins a War game.' },
  jokers: { category: 'war', description: 'Jokers in each card pack, above the aces (card decks only).' },
  jokersApart: { category: 'war', description: 'Whether the jokers go to different players.' },
  courtValue: { category: 'war', description: 'How big a war a tie of court cards starts in Război.' },
  maxTricks: {
    category: 'war',
    description: 'A game still running after this many tricks ends as a draw: 1 to 10,000,000. Empty: 100,000.',
  },
  rounds: {
    category: 'tod-und-leben',
    description: 'Rounds in a Tod und Leben match, each a fresh deal; most rounds won wins: 1 to 99. Empty: 3.',
  },
  protection: {
    category: 'steal-war',
    description: "Whether a card matching your own pile's top protects that pile from being stolen this turn.",
  },
  coinSides: { category: 'stacked-deck', description: 'How the coins show their sides.' },
  coinsPerAction: { category: 'stacked-deck', description: 'What an action on the action table costs.' },
  arrange: { category: 'stacked-deck', description: 'Whether the players arrange their deck and reserve before play.' },
  guess: { category: 'stacked-deck', description: "What the Crowns-Null action guesses of the opponent's next reserve tile." },
};
