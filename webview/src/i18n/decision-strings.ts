// Every word the decision games' tables show or announce (Stacked Deck War, Steal War), in English by default; a page
// replaces any of them through the element's `strings` property, like the War table's strings.

/** The decision games' UI text. Templates take `{name}` placeholders; everything is rendered as plain text. */
export interface DecisionStrings {
  /** Shared by both games. */
  you: string;
  thinking: string;
  waitingFor: string;
  passTitle: string;
  passBody: string;
  passReady: string;
  passStart: string;
  refused: string;
  yourTurn: string;
  rules: string;
  /** The table's accessible name: what Space or Enter does on it now. */
  tableFlip: string;
  tableChoose: string;
  tableWait: string;
  tableOver: string;
  /** Stacked Deck War: the setup screen. */
  arrangeTitle: string;
  arrangeHelp: string;
  arrangeKeys: string;
  deckRow: string;
  reserveRow: string;
  /** "Deck" and "Reserve" before a position ("Deck 3"). */
  rowWords: Record<'deck' | 'reserve', string>;
  arrangeTile: string;
  arrangePicked: string;
  moveEarlier: string;
  moveLater: string;
  shuffleForMe: string;
  suggest: string;
  arrangeDone: string;
  arrangeMoved: string;
  arrangeSwapped: string;
  arrangePick: string;
  arrangeShuffled: string;
  arrangeSuggested: string;
  arrangeWait: string;
  /** Stacked Deck War: the table. */
  playerA: string;
  playerB: string;
  deck: string;
  reserve: string;
  coins: string;
  coinsNone: string;
  gifts: string;
  removed: string;
  playtile: string;
  wartile: string;
  /** "playtile" and "wartile" inside sentences. */
  tileWords: Record<'play' | 'war', string>;
  printed: string;
  tied: string;
  revealedTile: string;
  knownDown: string;
  faceDownTile: string;
  deckKnown: string;
  suitUp: string;
  valueUp: string;
  coinLabel: string;
  coinLabelChosen: string;
  coinSideSuit: string;
  coinSideValue: string;
  /** The two groups of a seat's coins. */
  coinsSuitSide: string;
  coinsValueSide: string;
  coinsEither: string;
  roundTitle: string;
  roundOf: string;
  warWindow: string;
  lowestWins: string;
  rolls: string;
  firstRolls: string;
  dieLabel: string;
  waiting: string;
  thisRound: string;
  noneYet: string;
  turnUpPlay: string;
  /** A flip about to happen by itself: "Turn up playtiles…". */
  next: string;
  turnUpWar: string;
  removeTiles: string;
  roundDecided: string;
  roundDrawn: string;
  /** The round before, once a new one has started. */
  lastRoundWon: string;
  lastRoundDrawn: string;
  /** The wartiles on the table, stacked: their number. */
  warStack: string;
  scoreLine: string;
  coinsLine: string;
  /** Stacked Deck War: the action table and the buying window. */
  actionTable: string;
  /** The reference table's caption, after what an action costs under the options in force (`costTwo`, `costOne`, `costChosen`). */
  actionTableHint: string;
  afford: string;
  warsOnly: string;
  buyTitle: string;
  buyHelp: string;
  pay: string;
  pass: string;
  cellName: string;
  /** The buying window as the action table: what coins an action costs, the duel, marks on the cells. */
  costTwo: string;
  costOne: string;
  costChosen: string;
  coinsYouHave: string;
  winsNow: string;
  winsNowLong: string;
  becomes: string;
  becomesLong: string;
  vs: string;
  theirEffect: string;
  pointAtCell: string;
  notNow: string;
  payFor: string;
  buyIt: string;
  /** A buying window skipped: for the viewer, for another seat, and why. */
  skipYou: string;
  skipSeat: string;
  skipWhy: Record<'bought' | 'none' | 'gifts' | 'suit' | 'value' | 'cells', string>;
  /** What each cell does, by "suit-rank". */
  cells: Record<string, string>;
  /** Crowns-Null's cell when only the value is guessed (option `guess` value; `cells` has it for a whole tile). */
  crownsNullValue: string;
  /** Short names of cells for the grid, by "suit-rank". */
  cellShort: Record<string, string>;
  /** Suit and value names for coins and cells. */
  suitNames: Record<string, string>;
  valueNames: Record<string, string>;
  /** Stacked Deck War: the choices effects ask for. */
  bonusTitle: string;
  bonusPlay: string;
  bonusWar: string;
  rpsTitle: string;
  rpsTies: string;
  hands: Record<string, string>;
  rearrangeTitle: string;
  rearrangeKeep: string;
  switchTitle: string;
  switchHelp: string;
  switchDo: string;
  switchNone: string;
  followTitle: string;
  followYes: string;
  followNo: string;
  giveTitle: string;
  giveDo: string;
  guessTitle: string;
  /** Crowns-Null's prompt when a whole tile is guessed (the default). */
  guessTileTitle: string;
  nameSuitTitle: string;
  /** Stacked Deck War: what happened, in words. */
  saidArranged: string;
  saidCoins: string;
  saidFirst: string;
  saidReveal: string;
  /** Both seats' tiles turned up by one flip, in one sentence ("Playtiles: Seat 1 5 of suns (5), Seat 2 ..."). */
  turnedUp: Record<'play' | 'war', string>;
  saidTileOf: string;
  saidRevealReserve: string;
  saidBuy: string;
  saidPass: string;
  saidEffect: string;
  saidIdle: string;
  saidRoll: string;
  saidValue: string;
  saidLowest: string;
  saidRps: string;
  saidRpsTie: string;
  saidGuess: string;
  saidGuessRight: string;
  saidNameSuit: string;
  saidSwitchDecks: string;
  saidSwitchReserves: string;
  saidMoveDeck: string;
  saidMoveReserve: string;
  saidRearranged: string;
  saidGive: string;
  saidDecided: string;
  saidDrawn: string;
  /** Narration's short phrases for a round won and drawn (the live region's sentences: `saidDecided`, `saidDrawn`). */
  sayDecided: string;
  sayDrawn: string;
  saidTie: string;
  saidRemoved: string;
  saidEnd: string;
  saidEndDraw: string;
  /** Why a round was decided (the engine's words: higher, lower, deck-empty, or a cell). */
  why: Record<string, string>;
  /** Prompts announced to the seat that must decide. */
  askBuy: string;
  askBonus: string;
  askRps: string;
  askRearrange: string;
  askSwitch: string;
  askFollow: string;
  askGive: string;
  askGuess: string;
  /** The same question when a whole tile is guessed. */
  askGuessTile: string;
  askNameSuit: string;
  askArrange: string;
  /** Stacked Deck War: the end. */
  endDetail: string;
  /** Steal War. */
  packet: string;
  pile: string;
  pileEmpty: string;
  pileTop: string;
  holding: string;
  handMine: string;
  handOther: string;
  yourCard: string;
  hasDecided: string;
  mustDecide: string;
  guarded: string;
  protectionRule: string;
  noProtection: string;
  stealTitle: string;
  stealHelp: string;
  stealNone: string;
  stealRules: string;
  forcedPlay: string;
  forcedProtected: string;
  canSteal: string;
  blocked: string;
  topSuggested: string;
  topAlways: string;
  topAuto: string;
  stealFrom: string;
  playIt: string;
  topTitle: string;
  topHelp: string;
  turnUpCards: string;
  stealsLine: string;
  askSteal: string;
  askTop: string;
  saidStolen: string;
  /** Narration's short phrase for a steal (the live region's sentence is `saidStolen`). */
  saySteal: string;
  saidRefusedProtected: string;
  saidRefusedTaken: string;
  saidProtect: string;
  saidReplenish: string;
  saidTop: string;
  saidPickup: string;
  /** Ranks with an article for card sentences ("a 7", "an ace") come from the War strings. */
  endSteal: string;
}

/** The English strings. */
export const DEFAULT_DECISION_STRINGS: DecisionStrings = {
  you: 'you',
  thinking: '{seat} is thinking…',
  waitingFor: 'Waiting for {seat}.',
  passTitle: 'Pass the device to {seat}',
  passBody: 'The table is hidden so that nobody sees another player\u2019s tiles, cards or coins.',
  passReady: 'I am {seat}: show my table',
  passStart: '{seat} plays first.',
  refused: 'Not allowed: {message}',
  yourTurn: 'Your turn, {seat}.',
  rules: 'Rules',
  tableFlip: 'Table: Space or Enter: {action}',
  tableChoose: 'Table: Space or Enter takes you to your choice',
  tableWait: 'Table: waiting for {seat}',
  tableOver: 'Table: the game is over',
  arrangeTitle: 'Arrange your pack, {seat}',
  arrangeHelp:
    'Your deck (18 tiles, top first) gives one playtile a round, and more in wars; your reserve (6 tiles, top first) is turned up only by the Null actions. Values: null 1, two to five as printed, ace 6.',
  arrangeKeys:
    'Drag a tile onto another, or use the keyboard: arrows move along the tiles, Space or Enter picks a tile up and then swaps it with the next one you pick, Alt with an arrow moves a tile one place earlier or later.',
  deckRow: 'Deck, top first',
  reserveRow: 'Reserve, top first',
  rowWords: { deck: 'Deck', reserve: 'Reserve' },
  arrangeTile: '{row} {n}: {tile}, value {value}',
  arrangePicked: 'picked up',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  shuffleForMe: 'Shuffle for me',
  suggest: 'Suggest a strong pack',
  arrangeDone: 'Done: play this pack',
  arrangeMoved: '{tile} is now {row} {n}.',
  arrangeSwapped: '{a} and {b} changed places.',
  arrangePick: '{tile} picked up: choose a tile to swap it with, or move it with Alt and an arrow.',
  arrangeShuffled: 'Your pack is shuffled.',
  arrangeSuggested: 'The six lowest tiles are in the reserve and the deck is shuffled.',
  arrangeWait: '{seat} is arranging its pack.',
  playerA: 'Player A',
  playerB: 'Player B',
  deck: 'Deck {count}',
  reserve: 'Reserve {count}',
  coins: 'Coins {count}',
  coinsNone: 'no coins',
  gifts: '{count} given, to spend from the next buying turn',
  removed: '{count} removed',
  playtile: 'Playtile',
  wartile: 'Wartile {n}',
  tileWords: { play: 'playtile', war: 'wartile' },
  printed: 'printed {value}',
  tied: 'tied',
  revealedTile: 'reserve tile turned up',
  knownDown: '{tile}, face down (you know it)',
  faceDownTile: 'face-down tile',
  deckKnown: 'Deck order you know ({count})',
  suitUp: 'suit side up',
  valueUp: 'value side up',
  coinLabel: '{side} coin, {up}',
  coinLabelChosen: 'coin {value} of {suit} (either side)',
  coinSideSuit: '{suit}',
  coinSideValue: '{value}',
  coinsSuitSide: 'Suit side up',
  coinsValueSide: 'Value side up',
  coinsEither: 'Either side',
  roundTitle: 'Round {n}',
  roundOf: 'Round {n} of at most {max}',
  warWindow: 'War {n}',
  lowestWins: 'Lowest value wins this round',
  rolls: 'Dice this round',
  firstRolls: 'Dice for the first Player A',
  dieLabel: 'die showing {roll}',
  waiting: 'Waiting to be played: {effects}',
  thisRound: 'This round',
  noneYet: 'Nothing yet.',
  turnUpPlay: 'Turn up playtiles',
  next: '{action}\u2026',
  turnUpWar: 'Turn up wartiles',
  removeTiles: 'Remove the tiles',
  roundDecided: '{seat} wins the round ({why}).',
  roundDrawn: 'The round is drawn ({why}).',
  lastRoundWon: 'Round {n}: {seat} won ({why}) and removed {count:tile|tiles}.',
  lastRoundDrawn: 'Round {n}: drawn ({why}); {seat} removed {count:tile|tiles}.',
  warStack: 'War {n}',
  scoreLine: 'Tiles removed: {scores}',
  coinsLine: 'Coins left: {coins}',
  actionTable: 'Action table',
  actionTableHint: 'Highlighted: cells your coins can pay for.',
  afford: 'you can pay for it',
  warsOnly: 'wars only',
  buyTitle: 'Your buying window: {role}',
  buyHelp: 'Bought {bought} of 2 this round; Player A\u2019s effects are played first.',
  pay: 'pays',
  pass: 'Pass',
  cellName: '{suit} {value}',
  costTwo: 'An action costs a coin showing its suit and one showing its value.',
  costOne: 'An action costs one coin: the coin of that very cell.',
  costChosen: 'An action costs two coins: one for its suit and one for its value (either side of each).',
  coinsYouHave: 'Yours: {suits} suit side up, {values} value side up.',
  winsNow: 'Wins',
  winsNowLong: 'wins the round on the spot',
  becomes: '\u2192 {value}',
  becomesLong: 'your tile becomes {value}',
  vs: 'vs',
  theirEffect: '{seat} bought {cell}: played after yours.',
  pointAtCell: 'Point at or focus a cell to read what it does.',
  notNow: 'not now',
  payFor: 'Pay for {cell} with',
  buyIt: 'Buy {cell}',
  skipYou: 'No buying window for you: {why}.',
  skipSeat: '{seat} cannot buy: {why}.',
  skipWhy: {
    bought: 'two actions bought this round already',
    none: 'no coins left',
    gifts: 'given coins count from the next buying turn',
    suit: 'no suit-side coin left',
    value: 'no value-side coin left',
    cells: 'no open cell these coins pay for',
  },
  cells: {
    'suns-ace': 'You win the round.',
    'suns-5': 'The round is drawn; Player A stays Player A.',
    'suns-4': 'Double your tile\u2019s value.',
    'suns-3': 'Add 4 to your tile.',
    'suns-2': 'Add 2 to your tile.',
    'suns-null': 'Turn up your top reserve tile and add its value to your playtile.',
    'moons-ace': 'You win the war, and with it the round.',
    'moons-5': 'The war, and the round, is drawn; Player A stays Player A.',
    'moons-4': 'Add your playtile\u2019s value to your wartile.',
    'moons-3': 'Your wartile gets +1 and your opponent\u2019s \u22121.',
    'moons-2': 'Your playtile and wartile swap values.',
    'moons-null': 'Turn up your top reserve tile and add its value to your wartile.',
    'crowns-ace': 'Roll a die and add the roll to your playtile or wartile.',
    'crowns-5': 'Roll a die: on an even roll add 3 to your playtile or wartile.',
    'crowns-4': 'Add 1 to your playtile or wartile; the lowest value wins this round.',
    'crowns-3': 'Rock-paper-scissors until someone wins; the winner adds 1 plus the ties.',
    'crowns-2': 'Roll: even, you look at your top 3 deck tiles and reorder them; odd, your opponent does so with its deck.',
    'crowns-null': 'Guess your opponent\u2019s top reserve tile (suit and value); it is turned up; a right guess adds 2.',
    'arms-ace': 'The two decks change hands.',
    'arms-5': 'The two reserves change hands.',
    'arms-4': 'Switch reserve tiles of your choice with as many from the bottom of your deck.',
    'arms-3': 'Your top 2 deck tiles go under your reserve; your opponent may do so with 1.',
    'arms-2': 'Your opponent gives you 2 spent coins, to spend on a later buying turn (a war\u2019s turn counts).',
    'arms-null': 'Your opponent names a suit; a die picks the row; that cell is played for you.',
  },
  crownsNullValue: 'Guess the value of your opponent\u2019s top reserve tile; it is turned up; a right guess adds 2.',
  cellShort: {
    'suns-ace': 'Win the round',
    'suns-5': 'Draw the round',
    'suns-4': 'Tile \u00d72',
    'suns-3': 'Tile +4',
    'suns-2': 'Tile +2',
    'suns-null': 'Playtile + reserve',
    'moons-ace': 'Win the war',
    'moons-5': 'Draw the war',
    'moons-4': 'Wartile + playtile',
    'moons-3': 'Yours +1, theirs \u22121',
    'moons-2': 'Swap play and war',
    'moons-null': 'Wartile + reserve',
    'crowns-ace': '+ a die roll',
    'crowns-5': 'Even roll: +3',
    'crowns-4': '+1, lowest wins',
    'crowns-3': 'Rock-paper-scissors',
    'crowns-2': 'Look at 3, reorder',
    'crowns-null': 'Guess a reserve',
    'arms-ace': 'Swap decks',
    'arms-5': 'Swap reserves',
    'arms-4': 'Reserve \u2194 bottom',
    'arms-3': '2 tiles to reserve',
    'arms-2': 'Get 2 coins',
    'arms-null': 'They name a suit',
  },
  suitNames: { suns: 'Suns', moons: 'Moons', crowns: 'Crowns', arms: 'Arms' },
  valueNames: { null: 'Null', ace: 'Ace', '2': '2', '3': '3', '4': '4', '5': '5' },
  bonusTitle: 'Your bonus of +{amount}: which tile gets it?',
  bonusPlay: 'Playtile (now {value})',
  bonusWar: 'Wartile (now {value})',
  rpsTitle: 'Rock-paper-scissors: show your hand, {seat}',
  rpsTies: 'Ties so far: {ties} (the winner adds 1 + ties).',
  hands: { rock: 'Rock', paper: 'Paper', scissors: 'Scissors' },
  rearrangeTitle: 'Your top {count:deck tile|deck tiles}: put them in the order you want (top first)',
  rearrangeKeep: 'Keep this order',
  switchTitle: 'Switch reserve tiles with the bottom of your deck',
  switchHelp: 'Choose any reserve tiles (at most {most}); each changes places with one of the bottom tiles of your deck.',
  switchDo: 'Switch {count}',
  switchNone: 'Switch none',
  followTitle: '{seat} put its top 2 deck tiles under its reserve. Put your top deck tile under your reserve too?',
  followYes: 'Yes, move one tile',
  followNo: 'No',
  giveTitle: 'Give {count:spent coin|spent coins} to {seat} (pick the ones least useful to it)',
  giveDo: 'Give these coins',
  guessTitle: 'Guess the value of {seat}\u2019s top reserve tile',
  guessTileTitle: 'Guess {seat}\u2019s top reserve tile (suit and value)',
  nameSuitTitle: 'Name a suit for {seat}\u2019s Arms Null: a die then picks the row',
  saidArranged: '{seat} has arranged its pack.',
  saidCoins: 'Coins dropped: {counts}.',
  saidFirst: 'Dice for the first Player A: {rolls}. {seat} is Player A.',
  saidReveal: '{seat} turns up the {tile} as its {as}.',
  turnedUp: { play: 'Playtiles: {tiles}.', war: 'Wartiles: {tiles}.' },
  saidTileOf: '{seat} {tile}',
  saidRevealReserve: '{seat}\u2019s top reserve tile is turned up: the {tile}.',
  saidBuy: '{seat} buys {cell}.',
  saidPass: '{seat} passes.',
  saidEffect: '{seat} plays {cell}.',
  saidIdle: '{seat}\u2019s {cell} does nothing now.',
  saidRoll: '{seat} rolls {roll}.',
  saidValue: '{seat}\u2019s {tile} is now {value}.',
  saidLowest: 'The lowest value wins this round.',
  saidRps: '{hands}: {seat} wins.',
  saidRpsTie: '{hands}: a tie.',
  saidGuess: '{seat} guesses {value}: wrong.',
  saidGuessRight: '{seat} guesses {value}: right!',
  saidNameSuit: '{seat} names {suit}.',
  saidSwitchDecks: 'The decks change hands.',
  saidSwitchReserves: 'The reserves change hands.',
  saidMoveDeck: '{seat} puts {count:tile|tiles} from the top of its deck under its reserve.',
  saidMoveReserve: '{seat} switches {count:reserve tile|reserve tiles} with the bottom of its deck.',
  saidRearranged: '{seat} looks at its top {count:deck tile|deck tiles} and puts them back in an order it chose.',
  saidGive: '{from} gives {to} {count:spent coin|spent coins}.',
  saidDecided: '{seat} wins the round ({why}).',
  saidDrawn: 'The round is drawn ({why}).',
  sayDecided: '{seat} wins the round',
  sayDrawn: 'The round is drawn',
  saidTie: 'Equal values: war!',
  saidRemoved: '{seat} removes {count:tile|tiles}.',
  saidEnd: '{seat} wins, {score} tiles removed.',
  saidEndDraw: 'A draw: {score} tiles removed.',
  why: { higher: 'higher value', lower: 'lower value', 'deck-empty': 'a deck ran out in the war' },
  askBuy: 'Your buying window: {count:action|actions} you can buy, or pass.',
  askBonus: 'Choose which tile gets your bonus of +{amount}.',
  askRps: 'Rock-paper-scissors: choose your hand.',
  askRearrange: 'Reorder your top {count:deck tile|deck tiles}.',
  askSwitch: 'Choose reserve tiles to switch with the bottom of your deck.',
  askFollow: 'Put your top deck tile under your reserve too?',
  askGive: 'Choose {count:spent coin|spent coins} to give.',
  askGuess: 'Guess the value of the top reserve tile.',
  askGuessTile: 'Guess the top reserve tile, suit and value.',
  askNameSuit: 'Name a suit.',
  askArrange: 'Arrange your pack: deck of 18 and reserve of 6.',
  endDetail: 'Tiles removed: {scores}. {rounds} rounds.',
  packet: 'Packet {count}',
  pile: 'Capture pile {count}',
  pileEmpty: 'empty capture pile',
  pileTop: 'top card {card}',
  holding: 'holds a card',
  handMine: 'Your card',
  handOther: 'In hand',
  yourCard: 'Your card (only you see it): {card}',
  hasDecided: 'has decided',
  mustDecide: 'deciding',
  guarded: 'protected this turn',
  protectionRule: 'Protection: if the card you play matches the top of your own pile, nobody can steal that pile this turn.',
  noProtection: 'Protection is off: every pile can be stolen.',
  stealTitle: 'You hold {card}',
  stealHelp: 'A card matching the top of another player\u2019s capture pile may steal the whole pile instead of being played.',
  stealNone: 'It matches no pile you could steal: play it.',
  stealRules: 'How stealing works',
  forcedPlay: 'Your {card} is played: it matches no pile you could steal.',
  forcedProtected: 'Your {card} is played: the pile it matches is protected this turn.',
  canSteal: 'your card can steal it',
  blocked: 'protected: your card cannot take it',
  topSuggested: 'suggested',
  topAlways: 'Always choose for me',
  topAuto: 'Choose my top card for me',
  stealFrom: 'Steal {seat}\u2019s pile ({count:card|cards}, top {card})',
  playIt: 'Play it',
  topTitle: 'You won {count} cards: which one goes on top of your capture pile?',
  topHelp: 'Another player holding the same rank could steal your pile: pick a rank they are unlikely to hold.',
  turnUpCards: 'Turn up cards',
  stealsLine: 'Piles stolen: {count}',
  askSteal: 'You hold {card}: steal a pile or play it.',
  askTop: 'Choose the top card of your capture pile.',
  saidStolen: '{seat} steals {from}\u2019s pile ({count:card|cards}) with the {card}.',
  saySteal: '{seat} steals from {from}',
  saidRefusedProtected: '{seat} cannot steal {from}\u2019s pile: it is protected.',
  saidRefusedTaken: '{seat} cannot steal {from}\u2019s pile: another player took it first.',
  saidProtect: '{seat} plays the {card}, matching its own pile: the pile is protected this turn.',
  saidReplenish: '{seat} turns its capture pile over into a new packet of {count}.',
  saidTop: '{seat} puts the {card} on top of its capture pile.',
  saidPickup: '{seat} takes the {count} cards onto its capture pile.',
  endSteal: '{steals} piles stolen.',
};
