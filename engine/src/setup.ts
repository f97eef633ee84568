// Prepared deals: stacks written by piece name ("7", "Q of hearts", "null of moons #2") for rule tests and rules pages.
import { pieceName, rankName, type Piece } from './pieces.ts';
import { fail, ok, type Result } from './result.ts';
import { plainCopy } from './plain.ts';
import { shown } from './shown.ts';

/** A prepared deal: each seat's stack, top first, by piece id or name. Pieces not named are set aside. */
export type PreparedDeal = ReadonlyArray<ReadonlyArray<number | string>>;

/** Full name of a piece with its pack number when there are several packs: "5 of suns #2". */
export function fullName(piece: Piece, packs: number): string {
  return packs > 1 ? `${pieceName(piece)} #${piece.pack + 1}` : pieceName(piece);
}

/** Finds an unused piece by id, full name, or bare rank ("7", "ace", "joker": the first unused piece of that rank). */
function find(pieces: readonly Piece[], used: boolean[], packs: number, token: number | string): number {
  if (typeof token === 'number') return Number.isInteger(token) && token >= 0 && token < pieces.length && !used[token] ? token : -1;
  const want = token.trim();
  for (let id = 0; id < pieces.length; id++) {
    if (used[id]) continue;
    const p = pieces[id];
    if (want === rankName(p) || want === pieceName(p) || want === fullName(p, packs)) return id;
  }
  return -1;
}

/** Turns a prepared deal into stacks of ids and the pieces left aside; every piece at most once. */
export function prepareDeal(
  pieces: readonly Piece[],
  packs: number,
  players: number,
  input: unknown,
): Result<{ stacks: number[][]; aside: number[] }, string> {
  const copied = plainCopy(input);
  if (!copied.ok) return fail(`the deal cannot be read: ${copied.error}`);
  const deal = copied.value;
  if (!Array.isArray(deal) || deal.length !== players || !deal.every(Array.isArray))
    return fail(`a prepared deal lists one stack per player (${players}), each a list of pieces`);
  const used = pieces.map(() => false);
  const stacks: number[][] = [];
  for (const [seat, list] of (deal as unknown[][]).entries()) {
    const stack: number[] = [];
    for (const token of list) {
      const id = typeof token === 'number' || typeof token === 'string' ? find(pieces, used, packs, token) : -1;
      if (id < 0) return fail(`seat ${seat + 1}: no unused piece ${shown(token)} in this deck`);
      used[id] = true;
      stack.push(id);
    }
    stacks.push(stack);
  }
  if (stacks.every((s) => s.length === 0)) return fail('a prepared deal needs at least one piece');
  return ok({ stacks, aside: pieces.flatMap((_, id) => (used[id] ? [] : [id])) });
}

/** Why prepared War stacks cannot be played (a seat with no piece; with `equal`, stacks of different sizes), or null. */
export function unfitStacks(stacks: readonly (readonly number[])[], equal: boolean): string | null {
  const empty = stacks.findIndex((stack) => stack.length === 0);
  if (empty >= 0) return `seat ${empty + 1} has no pieces: every player needs at least one piece`;
  if (equal && stacks.some((stack) => stack.length !== stacks[0].length))
    return `every player needs the same number of pieces here (got ${stacks.map((stack) => stack.length).join(', ')})`;
  return null;
}
