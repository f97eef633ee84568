// Every word the widget shows or announces, in English (the other languages load on demand: i18n/); a page replaces any
// of them with the `strings` property. Templates are filled by `format`: plural forms by the language's rules, numbers
// written as the language writes them.
import type { DecisionStrings } from './decision-strings.ts';
import type { WarHelpStrings } from '../../../picture/how-to-words.ts';
import { REPLAY_EN, type ReplayStrings } from './replay-strings.ts';

/** The widget's UI text. Templates take `{name}` placeholders; everything is rendered as plain text, never as HTML. */
export interface WarStrings {
  /** Buttons and controls. */
  flip: string;
  collect: string;
  nextRound: string;
  play: string;
  pause: string;
  step: string;
  stepHint: string;
  restart: string;
  restartHint: string;
  newGame: string;
  newGameHint: string;
  /** The game menu's item that copies the embed snippets. */
  copyEmbed: string;
  copyEmbedHint: string;
  /** The item that copies the other snippet: the <script> tag and the element. */
  copyEmbedScript: string;
  copyEmbedScriptHint: string;
  /** Said when they are copied; when the page refuses the clipboard, the snippets are shown to copy by hand. */
  embedCopied: string;
  embedByHand: string;
  /** The replay bar, Finish the game and Copy link (replay-strings.ts). */
  replay: ReplayStrings;
  /** Pictures (picture): the game menu's items that download the position (PNG) and the game so far (GIF). */
  savePicture: string;
  savePictureHint: string;
  saveAnimation: string;
  /** `{max}`: the most steps an animation holds (its last ones). */
  saveAnimationHint: string;
  /** Said when an animation downloaded holds only the last `{max}` steps of those asked for: `{from}` to `{to}`. */
  animationCut: string;
  /** The menu's animation of the war on the table (else the last war), and what is said when none was played. */
  saveWar: string;
  saveWarHint: string;
  noWar: string;
  /** The menu's animation of the last `{count}` tricks. */
  saveTricks: string;
  saveTricksHint: string;
  /** The menu's box: pictures and animations at twice their size. */
  saveDouble: string;
  speed: string;
  speeds: Record<'slow' | 'normal' | 'fast' | 'max', string>;
  /** The table and its seats. */
  tableLabel: string;
  seat: string;
  human: string;
  computer: string;
  /** A computer seat of a decision game (Stacked Deck War, Steal War), by its level. */
  computerEasy: string;
  computerNormal: string;
  computerStrong: string;
  randomComputer: string;
  stack: string;
  won: string;
  out: string;
  takes: string;
  /** A seat that won the game, on its panel at the end (in the Russian Version the winner has no pieces left). */
  winner: string;
  onTable: string;
  emptyTable: string;
  faceDown: string;
  faceDownMany: string;
  /** The status line. */
  trick: string;
  round: string;
  score: string;
  seed: string;
  pot: string;
  warDepth: string;
  aside: string;
  ready: string;
  /** Announcements (the live region): `{seat}` names a seat, `{piece}` a face-up piece with its article. */
  trickWon: string;
  warWon: string;
  takesUncontested: string;
  tie: string;
  tieAgain: string;
  warStep: string;
  pickup: string;
  pickupWon: string;
  outEmpty: string;
  outShort: string;
  split: string;
  roundWon: string;
  roundTied: string;
  dealt: string;
  /** The end of the game. */
  wins: string;
  winTogether: string;
  draw: string;
  /** One sentence per way a game can end (the engine's EndReason); unknown reasons say nothing. */
  endReasons: Record<string, string>;
  afterTricks: string;
  /** Errors shown in place of the table. */
  errorTitle: string;
  errorOption: string;
  errorAllowed: string;
  /** A file the game needs that could not load (named in place of an option: the file is not an option's value). */
  errorFile: string;
  /**
   * What went wrong, by the error's code (ERROR_CODES in error-words.ts), for languages other than English; without
   * one the error box shows the engine's English message, as the `pw-error` event always carries it.
   */
  errors: Record<string, string>;
  /** An allowed range of whole numbers, for errors: "1 to 8". */
  errorRange: string;
  /** The games' names, by variant (names of games from elsewhere, such as Tod und Leben, stay as they are). */
  titles: Record<string, string>;
  /**
   * Names of pieces: `pieceName` for labels ("5 of suns": `{rank}` from `ranks`, `{suit}` from `suits`, each in the
   * form this template needs); `a` for sentences ("a 5", "an ace"), `aRank` for ranks `a` does not list.
   */
  pieceName: string;
  jokerName: string;
  /** A numbered card of a custom deck ("4x4"): "card {rank}", and with its article for sentences. */
  numberName: string;
  aNumber: string;
  ranks: Record<string, string>;
  a: Record<string, string>;
  aRank: string;
  /** A beaten piece in sentences, where the language says it otherwise than `a` ("schlägt Buben"); else `a`. */
  aBeaten: Record<string, string>;
  suits: Record<string, string>;
  colours: Record<string, string>;
  /** What cards print in their corners, by rank (A, K, Q, J) and `joker` (the word down the joker's side). */
  cardIndex: Record<string, string>;
  /** Joins names: "Seat 1, Seat 2 and Seat 3". */
  and: string;
  /** The strings' language (a BCP 47 tag): it picks the plural form of `{count:one=...|few=...|other=...}`. */
  locale: string;
  /** The autoplay switch, the same on every table. */
  autoplay: string;
  /** The game menu in the title line: its button, the deal's number (or why it is hidden for now). */
  menu: string;
  menuLabel: string;
  deal: string;
  dealHidden: string;
  /** Shown while something loads. */
  loading: string;
  /** Between the scores of a match: "3–1". */
  scoreDash: string;
  /** The table's accessible name: what Space or Enter does now (by the phase: flip, war, collect, round-over, over). */
  tableDoes: Record<string, string>;
  /** A seat's name when a person plays it among computers: "Seat 1 (you)". */
  seatYou: string;
  /** The end, said from the person's side when one person plays against the computer. */
  youWin: string;
  computerWins: string;
  /** The mark over tied pieces. */
  warMark: string;
  /** A rank order that is not the usual one: `{order}` from high to low joined by `rankOrderJoin`. */
  rankOrder: string;
  rankOrderJoin: string;
  /** The end of a game whose objective is to avoid collecting everything (Russian, P'yanitsa): why that loses. */
  endInverted: string;
  /** One message per trick: the winner and what it takes (to its stack, or to its won pile in Tod und Leben). */
  trickTakes: string;
  warTakes: string;
  trickKeeps: string;
  warKeeps: string;
  /** During autoplay, every tenth trick: the standings ("Trick 10: Seat 1 has 14, Seat 2 has 10."). */
  progress: string;
  standing: string;
  /** The accessible name of a fan of face-down pieces in a war. */
  fanLabel: string;
  // Feel of play (issue 26): the person's own stack as a control, the end's figures and chart, a resumed game.
  /** The accessible name of the person's stack, which flips when pressed. */
  stackPlay: string;
  /** The end's figures: tricks played, wars, the longest war (ties in one trick), changes of the leading seat. */
  statTricks: string;
  statWars: string;
  statLongest: string;
  statLeads: string;
  /** The chart of each seat's pieces over the game: its name, and one line per seat. */
  chartLabel: string;
  chartLine: string;
  /** Steal War's end figures besides tricks and wars: piles stolen, steals refused, piles protected. */
  statSteals: string;
  statRefused: string;
  statProtections: string;
  /** Stacked Deck War's end figures besides wars: rounds decided, actions bought, coins spent on them. */
  statRounds: string;
  statBought: string;
  statCoins: string;
  /** Stacked Deck War's chart: the tiles each seat removed over the game (its lines are said with chartLine). */
  chartRemoved: string;
  /** Said when a game left unfinished in this page is back after a reload. */
  resumed: string;
  /** The accessible name of a seat's empty place on the table. */
  onTableNothing: string;
  /** The "How to play" disclosure's summary (its paragraphs: WarHelpStrings). */
  helpTitle: string;
  /**
   * Narration's short phrases (`narrate`: spoken instead of the live region's sentences, which stay whole for screen
   * readers), at most about 40 characters: a trick won (`{piece}` the winner's rank, `{other}` the beaten one's, as
   * `aBeaten` says it), a trick taken with nobody else playing, a war won, a seat out, a round, and during autoplay
   * who leads. The `You` forms are said when the winner is the one person playing against computers.
   */
  sayTrick: string;
  sayTrickYou: string;
  sayTakes: string;
  sayTakesYou: string;
  sayWarWon: string;
  sayWarWonYou: string;
  sayOut: string;
  sayRound: string;
  sayRoundTied: string;
  sayLeads: string;
}

export type { WarHelpStrings };
export { format } from '../../../picture/format.ts';

/** A language's whole table for the War family: the strings and the help. */
export type WarTable = WarStrings & WarHelpStrings;

/** The English strings. */
export const DEFAULT_STRINGS: WarStrings = {
  flip: 'Flip',
  collect: 'Collect',
  nextRound: 'Next round',
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  stepHint: 'Play to the end of this trick',
  restart: 'Restart',
  restartHint: 'Play the same deal again from the start',
  newGame: 'New game',
  newGameHint: 'Shuffle a new deal (new seed)',
  copyEmbed: 'Copy embed code (iframe)',
  copyEmbedHint: 'Copies an <iframe> of this game, with the script file that sizes it, for pages that allow only iframes and our files',
  copyEmbedScript: 'Copy embed code (script)',
  copyEmbedScriptHint: 'Copies the <script> tag and the element of this game, for pages that allow scripts',
  embedCopied: 'Embed code copied',
  embedByHand: 'Select the embed code and copy it',
  replay: REPLAY_EN,
  // Pictures (picture).
  savePicture: 'Save picture',
  savePictureHint: 'Downloads a picture of the position on the table (PNG)',
  saveAnimation: 'Save animation',
  saveAnimationHint: 'Downloads the game so far as an animated picture (GIF), at most its last {max} steps',
  animationCut: 'The animation shows steps {from} to {to} (at most {max} steps)',
  saveWar: 'Save this war',
  saveWarHint: 'Downloads the war on the table, or the last war, as an animated picture (GIF)',
  noWar: 'No war has been played yet',
  saveTricks: 'Save the last {count} tricks',
  saveTricksHint: 'Downloads the last tricks as an animated picture (GIF)',
  saveDouble: 'Twice the size',
  speed: 'Speed',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', max: 'Fastest' },
  tableLabel: 'Table: press Space or Enter to flip',
  seat: 'Seat {n}',
  human: 'you',
  computer: 'computer',
  computerEasy: 'computer, easy',
  computerNormal: 'computer, normal',
  computerStrong: 'computer, strong',
  randomComputer: 'random',
  stack: '{count} in stack',
  won: '{count} won',
  out: 'out',
  takes: 'takes the trick',
  winner: 'winner',
  onTable: 'on the table',
  emptyTable: 'nothing played',
  faceDown: 'face-down piece',
  faceDownMany: '{count} face down',
  trick: 'Trick {n}',
  round: 'Round {n} of {total}',
  score: 'Score {score}',
  seed: 'Seed {seed}',
  pot: 'Pot {count}',
  warDepth: 'War {depth}',
  aside: '{count} set aside at the deal',
  ready: 'Press Flip to start.',
  trickWon: '{seat} wins the trick with {piece} over {other}.',
  warWon: '{seat} wins the war with {piece} over {other}.',
  takesUncontested: '{seat} takes the trick: nobody else can play on.',
  tie: '{seats} tie with {piece} each: war!',
  tieAgain: '{seats} tie again with {piece} each: the war goes on.',
  warStep: 'War: {down} face down, then one face up.',
  pickup: '{seat} collects {count}.',
  pickupWon: '{seat} keeps {count} in the won pile.',
  outEmpty: '{seat} has no pieces left and is out.',
  outShort: '{seat} cannot finish the war and is out.',
  split: 'The last pieces tie: each seat keeps its own.',
  roundWon: 'Round {round} to {seat}, {won} pieces won. Score {score}.',
  roundTied: 'Round {round} is tied. Score {score}.',
  dealt: 'Round {round}: a new deal.',
  wins: '{seat} wins!',
  winTogether: '{seats} win!',
  draw: 'A draw.',
  endReasons: {
    'all-pieces': '{seats} ended up with every piece.',
    'ran-out': '{seats} ran out first.',
    stalemate: 'Nobody can play on.',
    cycle: 'The same position came back, so the game would never end.',
    cap: 'The game reached its limit of {max} tricks.',
    match: 'The match is over.',
    'most-removed': '{seats} removed fewer tiles.',
  },
  afterTricks: '{tricks:trick|tricks}.',
  errorTitle: 'This game cannot start',
  errorOption: 'Option',
  errorAllowed: 'Allowed',
  errorFile: 'File',
  // English shows the engine's own message, in full.
  errors: {},
  errorRange: '{min} to {max}',
  titles: {
    war: 'War (piecepack)',
    'war-cards': 'War (cards)',
    'w-a-r': 'W-A-R',
    'war-jokers': 'War with jokers',
    razboi: 'Război',
    russian: 'Russian War (piecepack)',
    pyanitsa: "P'yanitsa (Drunkard)",
    'tod-und-leben': 'Tod und Leben',
    'steal-war': 'Steal War',
    'stacked-deck': 'Stacked Deck War',
  },
  pieceName: '{rank} of {suit}',
  jokerName: '{colour} joker',
  numberName: 'card {rank}',
  aNumber: 'a card {rank}',
  ranks: { null: 'null', ace: 'ace', J: 'jack', Q: 'queen', K: 'king', A: 'ace', joker: 'joker' },
  a: { null: 'a null', ace: 'an ace', A: 'an ace', J: 'a jack', Q: 'a queen', K: 'a king', '8': 'an 8', joker: 'a joker' },
  aRank: 'a {rank}',
  aBeaten: {},
  suits: {
    suns: 'suns',
    moons: 'moons',
    crowns: 'crowns',
    arms: 'arms',
    spades: 'spades',
    hearts: 'hearts',
    diamonds: 'diamonds',
    clubs: 'clubs',
  },
  colours: { red: 'red', black: 'black' },
  cardIndex: { A: 'A', K: 'K', Q: 'Q', J: 'J', joker: 'JOKER' },
  and: ' and ',
  locale: 'en',
  autoplay: 'Auto-play',
  menu: 'Game',
  menuLabel: 'Game: the deal, restart, new game',
  deal: 'Deal number {seed}',
  dealHidden: 'The deal’s number is shown when the game ends (it would tell the hidden cards).',
  loading: 'Loading…',
  scoreDash: '–',
  tableDoes: {
    battle: 'Table. Space or Enter: flip.',
    war: 'Table. Space or Enter: play the war.',
    collect: 'Table. Space or Enter: the winner takes the pot, then flip.',
    'round-over': 'Table. Space or Enter: next round.',
    over: 'Table. The game is over.',
  },
  seatYou: '{seat} (you)',
  youWin: 'You win!',
  computerWins: 'The computer wins!',
  warMark: 'War!',
  rankOrder: 'Ranks here: {order}; but {low} beats {high}.',
  rankOrderJoin: ' > ',
  endInverted: '{seats} ended up with every piece, and in {game} that loses.',
  trickTakes: '{seat} wins the trick with {piece} over {other} and takes {count}.',
  warTakes: '{seat} wins the war with {piece} over {other} and takes all {count}.',
  trickKeeps: '{seat} wins the trick with {piece} over {other} and keeps {count}.',
  warKeeps: '{seat} wins the war with {piece} over {other} and keeps all {count}.',
  progress: 'Trick {n}: {standings}.',
  standing: '{seat} has {count}',
  fanLabel: '{count} face down',
  // Feel of play (issue 26): the stack as a control, the end's figures and chart, a resumed game.
  stackPlay: 'Your stack, {count}: flip',
  statTricks: 'Tricks',
  statWars: 'Wars',
  statLongest: 'Longest war',
  statLeads: 'Lead changes',
  chartLabel: 'Pieces of each seat over the game: {lines}',
  chartLine: '{seat} from {start} to {end}, at most {max}',
  statSteals: 'Steals',
  statRefused: 'Steals refused',
  statProtections: 'Protections',
  statRounds: 'Rounds',
  statBought: 'Actions bought',
  statCoins: 'Coins spent',
  chartRemoved: 'Tiles removed by each seat over the game: {lines}',
  resumed: 'The unfinished game is back where it was left.',
  onTableNothing: 'on the table: nothing played',
  helpTitle: 'How to play',
  sayTrick: '{seat} takes it, {piece} over {other}',
  sayTrickYou: 'You take it, {piece} over {other}',
  sayTakes: '{seat} takes it',
  sayTakesYou: 'You take it',
  sayWarWon: '{seat} wins the war',
  sayWarWonYou: 'You win the war',
  sayOut: '{seat} is out',
  sayRound: 'Round {round} to {seat}',
  sayRoundTied: 'Round {round} tied',
  sayLeads: '{seat} leads with {count}',
};

/** A partial set of strings a page passes in; nested maps merge key by key. */
export type StringsInput = Replacements<WarTable> & Replacements<DecisionStrings>;

/** Any subset of a table of strings: strings, or nested maps in part. */
type Replacements<T> = { [K in keyof T]?: T[K] extends string ? string : Partial<T[K]> };

/**
 * Any table of strings with a page's replacements laid over it: a string replaces a string, and a nested map merges
 * key by key; keys the table does not have, and values that are not strings, are ignored.
 */
export function mergeStringTable<T extends object>(defaults: T, input: unknown): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (!input || typeof input !== 'object') return out as T;
  for (const [key, value] of Object.entries(input)) {
    const base = (defaults as Record<string, unknown>)[key];
    if (typeof base === 'string' && typeof value === 'string') out[key] = value;
    else if (base && typeof base === 'object' && value && typeof value === 'object') {
      const merged: Record<string, string> = { ...(base as Record<string, string>) };
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string') merged[k] = v;
      out[key] = merged;
    }
  }
  return out as T;
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}
