// The words a picture prints (seat headings, counts, the outcome), English by default; the widget passes its language's.

/** Every word of a picture; `{n}`, `{name}` and the like are filled in. */
export interface PictureWords {
  seat: string;
  human: string;
  computer: string;
  stack: string;
  won: string;
  out: string;
  trick: string;
  round: string;
  score: string;
  war: string;
  wins: string;
  draw: string;
  packet: string;
  pile: string;
  held: string;
  guarded: string;
  deck: string;
  reserve: string;
  coins: string;
  removed: string;
  play: string;
  aside: string;
}

/** The English words. */
export const ENGLISH_WORDS: PictureWords = {
  seat: 'Seat {n}',
  human: 'player',
  computer: 'computer',
  stack: 'stack {n}',
  won: 'won {n}',
  out: 'out',
  trick: 'trick {n}',
  round: 'round {n} of {of}',
  score: 'score {score}',
  war: 'war',
  wins: '{name} wins',
  draw: 'a draw',
  packet: 'packet {n}',
  pile: 'pile {n}',
  held: 'holds a card',
  guarded: 'protected',
  deck: 'deck {n}',
  reserve: 'reserve {n}',
  coins: 'coins {n}',
  removed: 'removed {n}',
  play: 'value {n}',
  aside: '{n} set aside',
};

/** Fills `{key}` slots of a word. */
export function fill(word: string, values: Record<string, string | number>): string {
  return word.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
