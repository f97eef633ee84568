// The War family's "How to play" paragraphs in English: loaded the first time a disclosure is opened on an English
// page (the other languages carry theirs in their tables).
import type { WarHelpStrings } from '../strings.ts';

const en: WarHelpStrings = {
  help: {
    war: 'Everyone turns up the top tile of their stack at once; the highest tile takes every tile on the table and puts them under its stack. Tiles rank 5, 4, 3, 2, ace, null (lowest); suits do not matter.',
    'war-cards':
      'Everyone turns up the top card of their stack at once; the highest card takes every card on the table and puts them under its stack. Aces are high, twos low; suits do not matter.',
    'w-a-r':
      'Card War with long wars: everyone turns up the top card of their stack; the highest takes every card on the table and puts them under its stack. Aces are high, twos low.',
    'war-jokers':
      'Card War with two jokers, which beat every other card: everyone turns up the top card of their stack; the highest takes every card on the table and puts them under its stack.',
    razboi:
      'Romanian War: everyone turns up the top card of their stack; the highest takes every card on the table and puts them under its stack. Aces are high, twos low.',
    russian:
      'The Russian version: everyone turns up the top tile of their stack; the highest takes the tiles on the table. Null is highest, then ace, 2, 3, 4, and 5 is lowest, but a 5 beats a null.',
    pyanitsa:
      'The Drunkard, with 36 cards: everyone turns up the top card of their stack; the highest takes the cards on the table. Aces are high, sixes low, but a six beats an ace.',
    'tod-und-leben':
      'Two players, 32 cards dealt equally. Both turn up a card; the higher takes the trick into a won pile, out of play. Equal cards: each turns up one more, and the trick grows. When the cards are all played, more won cards wins the round; the match is played over several rounds.',
  },
  helpWarTiles:
    'Equal highest tiles start a war: everyone still in puts {down} face down and one face up, and the highest face-up tile takes them all (if they tie again, the war goes on).',
  helpWarCards:
    'Equal highest cards start a war: everyone still in puts {down} face down and one face up, and the highest face-up card takes them all (if they tie again, the war goes on).',
  helpWarByRank:
    'Equal highest cards start a war as long as their rank: tied sevens mean seven cards each, the last one face up (court cards count ten, an ace eleven). If someone has too few, everyone plays as many as the shortest.',
  helpWarUp:
    'Equal highest pieces start a war: everyone still in turns up one more on top, and the highest takes them all (if they tie again, the war goes on).',
  helpGoal: {
    'win-all': 'Whoever ends up with every piece wins.',
    'avoid-all': 'Whoever ends up with every piece loses.',
    'first-out-loses': 'Whoever runs out first loses.',
  },
};

export default en;
