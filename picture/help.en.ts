// The "How to play" sentences in English: loaded the first time a disclosure is opened on an English page (the other
// languages carry theirs in their tables). help-plan.ts says which sentences the options in force call for.
import type { WarHelpStrings } from './how-to-words.ts';

const en: WarHelpStrings = {
  howTo: {
    'deal.tiles':
      'The {count:tile|tiles} of {packs:piecepack|piecepacks} are shuffled and dealt face down, one stack for each of the {players} players, the same number to each.',
    'deal.cards':
      'The {count:card|cards} ({packs:pack|packs}) are shuffled and dealt face down, one stack for each of the {players} players, the same number to each.',
    'deal.aside': '{count:piece is|pieces are} left over and set aside for the whole game.',
    jokers: 'Among them are {count:joker|jokers}, which beat every other card.',
    'jokers.apart': 'The jokers go to different players, each buried at a random place in a stack.',
    'turn.tiles':
      'Everyone turns up the top tile of their stack at once; the highest tile takes every tile on the table and puts them under its stack.',
    'turn.cards':
      'Everyone turns up the top card of their stack at once; the highest card takes every card on the table and puts them under its stack.',
    'rank.tiles.classic': 'Tiles rank 5, 4, 3, 2, ace, null (lowest); suits do not matter.',
    'rank.tiles.russian':
      'Null is highest, then ace, 2, 3, 4, and 5 is lowest, but a 5 beats a null when both are on the table; suits do not matter.',
    'rank.cards.classic': 'Aces are high, {low} low; suits do not matter.',
    'rank.cards.russian': 'Aces are high, {low} low, but a {one} beats an ace when both are on the table; suits do not matter.',
    'rank.numbers.classic': 'The cards rank by their number, {top} highest and 1 lowest; copies of a number are equal.',
    'rank.numbers.russian':
      'The cards rank by their number, {top} highest and 1 lowest, but a 1 beats a {top} when both are on the table; copies of a number are equal.',
    'low.2': 'twos',
    'low.6': 'sixes',
    'low.7': 'sevens',
    'one.2': 'two',
    'one.6': 'six',
    'one.7': 'seven',
    'war.tiles':
      'Equal highest tiles start a war: everyone still in puts {down} face down and one face up, and the highest face-up tile takes them all (if they tie again, the war goes on).',
    'war.cards':
      'Equal highest cards start a war: everyone still in puts {down} face down and one face up, and the highest face-up card takes them all (if they tie again, the war goes on).',
    'war.up':
      'Equal highest pieces start a war: everyone still in turns up one more on top, nothing face down, and the highest takes them all (if they tie again, the war goes on).',
    'war.by-rank.tiles':
      'Equal highest tiles start a war as long as their value: tied {rank}s mean {rank} tiles from everyone still in, the last one face up; a tied ace or null means one tile, face up.',
    'war.by-rank.cards':
      'Equal highest cards start a war as long as their value: tied {rank}s mean {rank} cards from everyone still in, the last one face up.',
    'court.ten': 'Jacks, queens and kings count 10, an ace 11.',
    'court.rank': 'A jack counts 11, a queen 12, a king 13, an ace 14.',
    'court.joker': 'A joker counts {count}.',
    'short.lose': 'Whoever has too few pieces to finish a war runs out, and the pieces they still hold go into the war for its winner.',
    'short.last-card-up':
      'Whoever runs short in a war puts all but their last piece face down and the last one face up; it fights every remaining step of that war.',
    'short.fewest':
      'If someone has too few pieces for a war, everyone plays as many as the player holding fewest, the last one face up; a player with none runs out.',
    'pickup.shuffled': 'Won pieces go under the stack in a random order.',
    'pickup.winner-first':
      'Won pieces go under the stack turn by turn (the first turn-up, then each step of a war), the winner’s own piece first in each, then the others round the table.',
    'pickup.in-order': 'Won pieces go under the stack in the order they were played.',
    'pickup.naturelle':
      'Won pieces are gathered into a pile as they were played, each turn’s face-up pieces lower first, and the pile goes under the stack turned over, so the last piece laid goes under first.',
    'drop-out': 'A player whose stack runs out drops out.',
    'goal.win-all': 'Whoever ends up with every piece wins.',
    'goal.avoid-all': 'Whoever ends up with every piece loses; everyone else wins.',
    'goal.first-out-loses': 'Whoever runs out first loses, and the game ends there.',
    cycle: 'If the stacks come back to a position already played, the game would go round forever: it ends in a draw.',
    cap: 'A game still going after {count:trick|tricks} ends in a draw.',
    'tod.turn.tiles': 'Everyone turns up the top tile of their stack; the highest takes the trick onto its won pile, out of play.',
    'tod.turn.cards': 'Everyone turns up the top card of their stack; the highest takes the trick onto its won pile, out of play.',
    'tod.tie':
      'Equal highest pieces: everyone turns up one more on top, and the trick grows until one is highest; if the last ones tie, each player takes back the pieces they played onto their won pile.',
    'tod.round': 'When the stacks are used up, whoever has won the most pieces wins the round.',
    'tod.rounds': 'The match is {rounds:round|rounds}, each with a fresh deal; whoever wins the most rounds wins the match.',
    'tod.one-round': 'The match is a single round.',
    'steal.turn': 'Everyone turns up a card; the highest wins the trick.',
    'steal.war':
      'Equal highest cards are a war: everyone still in puts {down} face down, then looks at the next card and plays it, and the highest takes them all.',
    'steal.war-up':
      'Equal highest cards are a war: everyone still in looks at the next card and plays it face up on top, and the highest takes them all.',
    'steal.short': 'A player who runs out during a war loses.',
    'steal.goal': 'The last player with cards wins.',
    'steal.pile':
      'Won cards go face up onto your capture pile, with the card of your choice on top. When your packet is empty, your pile is shuffled into a new packet.',
    'steal.steal':
      'You look at your next card before playing it. If it matches the top card of another player’s pile, you may steal that whole pile with it instead of playing it, then look at your next card.',
    'steal.protect': 'Protection: a card you play that matches the top of your own pile protects that pile for the rest of the turn.',
    'stacked.players': 'Two players, each with a whole piecepack.',
    'stacked.arrange.chosen': 'Before play you arrange your 24 tiles as you like: a deck of 18 and a reserve of 6.',
    'stacked.arrange.shuffled':
      'Your 24 tiles are shuffled into a deck of 18 and a reserve of 6, played as they come: nobody arranges them.',
    'stacked.values': 'Tiles count their face: null 1, 2 to 5 as printed, ace 6.',
    'stacked.end': 'When the decks are used up, whoever removed more tiles wins.',
    'stacked.round':
      'Each round Player A turns up the top tile of its deck (its playtile), then Player B does. The higher value wins the round; equal values are a war: each turns up one more tile (a wartile) and they compare again.',
    'stacked.buy':
      'After the tiles are turned up, Player B may buy one action from the action table, then Player A may. Effects are played Player A’s first, then Player B’s. Nobody buys more than two actions in one round.',
    'stacked.cost.2': 'An action costs two coins: one showing its suit and one showing its value.',
    'stacked.cost.1': 'An action costs one coin: the coin whose suit and value are the action’s own, whichever side it shows.',
    'stacked.sides.dropped': 'Coins lie as they fell and are never turned over.',
    'stacked.sides.chosen': 'Coins are not dropped: you choose which side a coin counts as when you spend it.',
    'stacked.spent': 'Spent coins go to a shared pile.',
    'stacked.guess.tile': 'Crowns-Null asks you to guess your opponent’s top reserve tile whole, suit and value.',
    'stacked.guess.value': 'Crowns-Null asks you to guess only the value of your opponent’s top reserve tile.',
    'stacked.win': 'The round’s winner removes every tile turned up in it and is Player A in the next round.',
    'figures.length.trick':
      'In {games:game|games} the computer played with these options, a game lasted about {mean:trick|tricks} on average, 9 in 10 within {p90}.',
    'figures.length.round':
      'In {games:game|games} the computer played with these options, a game lasted about {mean:round|rounds} on average, 9 in 10 within {p90}.',
    'figures.unstated': 'Of {games:game|games} the computer played with these options, too few ended to say how long a game lasts.',
    'figures.time': 'At normal speed that is about {minutes:minute|minutes} a game.',
    'figures.time.short': 'At normal speed a game takes under a minute.',
    'figures.never': '{count} of them never ended (about one in {k}).',
    'figures.always': 'Every one of them ended.',
    'figures.working': 'Working out how long a game lasts…',
  },
};

export default en;
