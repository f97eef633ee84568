// The demo page's own words in its five languages (the widgets on it speak the page's language by themselves).
// `{kbd:Flip}`, `{code:seed}` and `{em:war}` in a text are drawn as <kbd>, <code> and <em>; `{n}` and the like are
// filled in, with plural forms as in the widget's strings.

/** The page's languages, each named in itself. */
export const PAGE_LANGUAGES = { en: 'English', de: 'Deutsch', ru: 'Русский', ro: 'Română', fr: 'Français' } as const;

/** One of the page's languages. */
export type PageLanguage = keyof typeof PAGE_LANGUAGES;

/** Every text of the page, by key (the page's elements name theirs in `data-words`). */
export interface PageWords {
  title: string;
  skip: string;
  heading: string;
  language: string;
  theme: string;
  themeAuto: string;
  themeLight: string;
  themeDark: string;
  palette: string;
  paletteColourBlind: string;
  paletteClassic: string;
  contents: string;
  tocLabel: string;
  playNow: string;
  playHeading: string;
  howToPlay: string;
  aboutPlay: string;
  aboutPieces: string;
  warInAWar: string;
  warInAWarText: string;
  /** The walk-throughs section: its heading and its paragraph. */
  walkthroughs: string;
  walkthroughsText: string;
  simulator: string;
  simulatorText: string;
  simVariant: string;
  simPlayers: string;
  simGames: string;
  simRun: string;
  simCancel: string;
  simProgress: string;
  simReady: string;
  simCancelled: string;
  simStarting: string;
  simRunning: string;
  simSecondsLeft: string;
  simMinutesLeft: string;
  simCannot: string;
  simDone: string;
  simFailed: string;
  simCaption: string;
  factMedian: string;
  factMean: string;
  factP90: string;
  factLongest: string;
  factWars: string;
  factDraws: string;
  factCycles: string;
  factCapped: string;
  factWins: string;
  tricks: string;
  chartLabel: string;
  chartEmpty: string;
  chartNone: string;
  chartBar: string;
  chartX: string;
  chartY: string;
  chartMedian: string;
  pieces: string;
  piecesText: string;
  galleryTiles: string;
  gallerySecondPack: string;
  galleryCards: string;
  tileBack: string;
  cardBack: string;
  embed: string;
  embedText: string;
  embedAttributes: string;
  footer: string;
  /** Each variant in a sentence, under its title. */
  summaries: Record<string, string>;
  /** How to play the games with decisions, for a newcomer (the widget shows every choice as it comes). */
  howTo: Record<string, string[]>;
}

/** English (the variants' summaries come from the engine's presets). */
const en: PageWords = {
  title: 'War for piecepack and cards: playable rules',
  skip: 'Skip to the games',
  heading: 'War, and every variant of it',
  language: 'Language',
  theme: 'Theme',
  themeAuto: 'Follow the system',
  themeLight: 'Light',
  themeDark: 'Dark',
  palette: 'Suit colours',
  paletteColourBlind: 'Colour-blind safe',
  paletteClassic: 'Classic',
  contents: 'Contents',
  tocLabel: 'Contents',
  playNow: 'Play now',
  playHeading: 'Play now: War against the computer',
  howToPlay: 'How to play',
  aboutPlay:
    'Every game on this page is a live {code:<piecepack-war>} element. Press {kbd:Flip} (or focus the table and press {kbd:Space} or {kbd:Enter}) to turn up the next pieces; the highest piece takes the trick. A tie is a {em:war}: each player adds pieces face down, then one face up, until someone wins the whole pot. One press plays a trick: a war plays itself, and the pot goes to the winner. {kbd:Auto-play} runs the game by itself at the chosen speed. The {kbd:Game} menu holds the deal\u2019s number, {kbd:Restart} (the same pieces again) and {kbd:New game} (a new deal).',
  aboutPieces:
    'Piecepack tiles rank 5, 4, 3, 2, ace, null from high to low (in the Russian version the null is high and a five beats it). Cards rank ace high, jokers above aces.',
  warInAWar: 'A war inside a war',
  warInAWarText:
    'A prepared position, loaded from a game record with {code:record-src}. Both players turn up a 4: war. Each puts one tile face down and turns up a 3: war again. The second war decides it. Flip three times to see it, then once more to watch the pot go to the winner.',
  walkthroughs: 'Walk-throughs',
  walkthroughsText:
    'One short game per family, with a caption at each step that explains its special rule. Step through with the replay bar under the table (or Home, End and the arrow keys on it).',
  simulator: 'How long does a game last?',
  simulatorText:
    'The simulator plays many seeded games of a variant in a background worker and draws how many tricks they took (a whole war counts as one trick). Games that repeat forever or hit the trick limit are counted apart.',
  simVariant: 'Variant',
  simPlayers: 'Players',
  simGames: 'Games',
  simRun: 'Simulate',
  simCancel: 'Cancel',
  simProgress: 'Simulation progress',
  simReady: 'Choose a variant and press Simulate.',
  simCancelled: 'Cancelled.',
  simStarting: 'Starting…',
  simRunning: '{done} of {total} games{left}…',
  simSecondsLeft: ', about {n} s left',
  simMinutesLeft: ', about {n} min left',
  simCannot: 'Cannot simulate: {message}',
  simDone: 'Done: {games} games in {seconds} s.',
  simFailed: 'The simulator failed: {message}',
  simCaption: '{title}, {players} players: tricks per finished game ({finished} of {games} games).',
  factMedian: 'Median',
  factMean: 'Mean',
  factP90: '90% of games within',
  factLongest: 'Longest',
  factWars: 'Wars per game',
  factDraws: 'Draws',
  factCycles: 'Endless (cycles)',
  factCapped: 'Stopped at the limit',
  factWins: 'Wins by seat',
  tricks: '{n:trick|tricks}',
  chartLabel: 'Histogram of game length for {title}: median {median}, 90% of games within {p90}, longest {max}.',
  chartEmpty: 'No game of {title} finished, so there is nothing to draw.',
  chartNone: 'No finished games',
  chartBar: '{from}–{to} tricks: {count} games',
  chartX: 'tricks per game',
  chartY: 'games',
  chartMedian: 'median',
  pieces: 'The pieces',
  piecesText:
    'Our own drawings of the public-domain piecepack: the value in the middle and a small suit symbol in the corner, in the suit\u2019s colour; the null is blank and the ace is drawn as its suit; every back shows the cross that divides a tile into quarters. The suit colours follow the switch at the top (colour-blind safe by default).',
  galleryTiles: 'Tiles: null, ace, 2, 3, 4, 5 of each suit',
  gallerySecondPack: 'A second pack, told apart by its tint and a numbered disc; the back every tile shares',
  galleryCards: 'Cards: a 52-card pack (36 and 32 leave out the low cards), two jokers and the back',
  tileBack: 'tile back',
  cardBack: 'card back',
  embed: 'Put a game in your page',
  embedText: 'One script and one tag; no build step, no inline styles or scripts (it runs under a strict Content-Security-Policy):',
  embedAttributes:
    'Every rule option is an attribute ({code:war-face-down}, {code:out-of-cards}, {code:pickup}, {code:objective}, {code:jokers}, {code:max-tricks}…), plus {code:autoplay}, {code:speed}, {code:palette}, {code:theme}, {code:seed}, {code:record-src} and {code:lang}: the widget speaks the page\u2019s language (English, German, Russian, Romanian, French). A wrong value shows what is allowed instead of a table:',
  footer: 'Rules in our own words; art drawn for this project. The piecepack is a public-domain game system.',
  summaries: {},
  howTo: {
    'stacked-deck': [
      'You are Seat 1, against the computer. First arrange your 24 tiles: drag them, or use the arrow keys and Space. Your deck of 18 is played from the top, one tile a round (more in a war); your reserve of 6 is turned up only by the Null actions. Values: null 1, two to five as printed, ace 6.',
      'Each round both turn up a playtile, and each may buy one action from the action table (open it under the table at any time): pay with one coin showing the cell\u2019s suit and another showing its value. The higher value wins the round and removes the tiles; equal values are a war. When a deck runs out, whoever removed more tiles wins.',
    ],
    'steal-war': [
      'You are Seat 1, against the computer. Each turn you look at your next card first. If it matches the top card of the computer\u2019s capture pile you may steal the whole pile with it; otherwise play it, and the higher card takes the trick onto its capture pile, its winner choosing the card on top.',
      'When your packet runs out, your capture pile is shuffled into a new one. Equal cards are a war of three cards face down and one up. Whoever ends with every card wins.',
    ],
  },
};

export default en;
