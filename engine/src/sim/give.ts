// `--give S:RANKS`: a deal with chosen ranks forced into one seat (at random places), the rest dealt at random; with
// `S=RANKS` the seat holds exactly those pieces and the others share the rest ("the player with all four aces").
import { type Board } from '../core/board.ts';
import { startFrom } from '../core/deal.ts';
import type { OptionError, TodOptions, WarOptions } from '../options.ts';
import { rankName } from '../pieces.ts';
import { fail, ok, type Result } from '../result.ts';
import { seedRng, shuffleInPlace, type RngState } from '../rng.ts';
import { rulesOf } from '../rules.ts';
import { shown } from '../shown.ts';

/** A forced deal: seat `seat` (from 0) gets the pieces `ids`; `only`: nothing else, the other seats share the rest. */
export interface Give {
  seat: number;
  ids: number[];
  only: boolean;
}

const bad = (message: string): OptionError => ({ option: 'give', message, allowed: 'S:RANKS or S=RANKS, e.g. 1:A,A,A,A (seats from 1)' });

/**
 * Reads "S:RANKS" (the ranks go to seat S, which is dealt its share as usual) or "S=RANKS" (seat S holds exactly those
 * pieces), seats counted from 1, ranks as the deck names them (A, K, 10, 2, ace, null, joker, or a custom deck's numbers),
 * each naming one more piece of that rank.
 */
export function parseGive(text: string, options: WarOptions | TodOptions): Result<Give, OptionError> {
  const m = typeof text === 'string' ? /^\s*(\d+)\s*([:=])\s*(.+)$/.exec(text) : null;
  if (!m) return fail(bad(`give must be S:RANKS or S=RANKS (got ${shown(text)})`));
  const seat = Number(m[1]) - 1;
  if (seat < 0 || seat >= options.players) return fail(bad(`give names seat ${m[1]}, but seats run from 1 to ${options.players}`));
  const { pieces } = rulesOf(options);
  const used = new Set<number>();
  const ids: number[] = [];
  for (const raw of m[3].split(',')) {
    const want = raw.trim().toLowerCase();
    const id = pieces.findIndex((p, i) => !used.has(i) && rankName(p).toLowerCase() === want);
    if (id < 0) {
      const ranks = [...new Set(pieces.map(rankName))].join(', ');
      return fail(bad(`give: no ${used.size > 0 ? 'more ' : ''}piece of rank ${shown(raw.trim())} in this deck (its ranks: ${ranks})`));
    }
    used.add(id);
    ids.push(id);
  }
  const only = m[2] === '=';
  const per = Math.floor(pieces.length / options.players);
  if (!only && ids.length > per) return fail(bad(`give: seat ${seat + 1} is dealt ${per} pieces, fewer than the ${ids.length} given`));
  const others = Math.floor((pieces.length - ids.length) / (options.players - 1));
  if (only && others < 1) return fail(bad('give: nothing would be left for the other seats'));
  // Why (003, Tod und Leben): both players turn a card up each time and run out together, so their stacks are equal.
  if (only && options.family === 'tod-und-leben' && others !== ids.length)
    return fail(
      bad(`give: in Tod und Leben every player holds as many pieces as the others, ${per} here (got ${ids.length} for seat ${seat + 1})`),
    );
  return ok({ seat, ids, only });
}

/** Deals with the given pieces forced (see `Give`), from the stream; returns each seat's stack (ids, top first) and the pieces aside. */
export function dealGiven(options: WarOptions | TodOptions, give: Give, rng: RngState): { stacks: number[][]; aside: number[] } {
  const { pieces } = rulesOf(options);
  const n = options.players;
  const given = new Set(give.ids);
  const rest = pieces.map((_, id) => id).filter((id) => !given.has(id));
  shuffleInPlace(rng, rest);
  const stacks: number[][] = Array.from({ length: n }, () => []);
  const seats = give.only ? stacks.map((_, s) => s).filter((s) => s !== give.seat) : stacks.map((_, s) => s);
  const per = give.only ? Math.floor(rest.length / seats.length) : Math.floor(pieces.length / n);
  const quota = stacks.map((_, s) => (s === give.seat ? (give.only ? 0 : per - give.ids.length) : per));
  let next = 0;
  for (let round = 0; round < per; round++) for (const s of seats) if (stacks[s].length < quota[s]) stacks[s].push(rest[next++]);
  // The given pieces go to random places of the seat's stack: the whole stack is shuffled.
  const mine = stacks[give.seat];
  mine.push(...give.ids);
  shuffleInPlace(rng, mine);
  return { stacks, aside: rest.slice(next) };
}

/**
 * The stacks (ids, top first) of the game with seed `seed` dealt with the given pieces forced: dealt from the seed's
 * stream, which then starts again from the seed for the game itself, as for any prepared deal (`createGame` with a deal,
 * a record's `deal`). So `play --give G --seed S` and the record of such a game play the simulation's game exactly.
 */
export function givenDeal(options: WarOptions | TodOptions, give: Give, seed: number): { stacks: number[][]; aside: number[] } {
  return dealGiven(options, give, seedRng(seed));
}

/**
 * A fresh game on a board dealt with the given pieces forced: the same game `createGame(options, seed, stacks)` starts
 * (the stream from the seed again after the deal; Tod und Leben's later rounds deal only the pieces in play).
 */
export function startGiven(b: Board, seed: number, give: Give): void {
  const { stacks, aside } = givenDeal(b.options, give, seed);
  startFrom(b, seed, stacks, aside);
  if (b.options.family === 'tod-und-leben') b.inPlay = stacks.flat().sort((x, y) => x - y);
}
