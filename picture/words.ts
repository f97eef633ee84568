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
  /** A trick's verdict, after the winning seat's name ("Seat 2 takes the trick"). */
  takes: string;
  /** A tie's verdict: the tied seats go to war. */
  warMark: string;
  /** Fills a word's slots (the widget passes its own, with plurals and the locale's numbers); `fill` by default. */
  format?: (word: string, values: Record<string, string | number>) => string;
}

/** The English words. */
export const ENGLISH_WORDS: Required<Omit<PictureWords, 'format'>> = {
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
  takes: 'takes the trick',
  warMark: 'War!',
};

/** Fills `{key}` slots of a word. */
export function fill(word: string, values: Record<string, string | number>): string {
  return word.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/**
 * A word with its slots filled, through `w.format` when given. Each value also goes by the widget strings' names for
 * it (n as count, of as total, name as seat and seats), so the widget's own words fit.
 */
export function say(w: PictureWords, key: Exclude<keyof PictureWords, 'format'>, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...values };
  if ('n' in values) all.count = values.n;
  if ('of' in values) all.total = values.of;
  if ('name' in values) all.seat = all.seats = values.name;
  return (w.format ?? fill)(w[key], all);
}
