// Prepared deals for the table's tests: the longest wars the rules allow, written out as game records (a Război war of
// two jokers lays 15 cards a side; W-A-R wars within wars; every seat of 3 to 6 in one war), and helpers to play them.
import { buildDeck, pieceName, type GameRecord, type WarView } from '../../engine/src/index.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';

/** A record of `options` dealt as `stacks` (top first): `*` takes the next piece not named anywhere in the deal. */
export function dealRecord(
  options: Record<string, unknown>,
  deck: { deck: string; packs: number; jokers: number },
  stacks: string[][],
): GameRecord {
  const names = buildDeck(deck.deck as never, deck.packs, deck.jokers).map((p) => pieceName(p));
  // Pieces named by rank are taken first, so that fillers never use them up.
  const pool = names.slice();
  const take = (rank: string): string => {
    const i = pool.findIndex((n) => n === rank || n.startsWith(`${rank} of `) || (rank === 'joker' && n.endsWith('joker')));
    if (i < 0) throw new Error(`no ${rank} left for the deal`);
    return pool.splice(i, 1)[0];
  };
  const named = stacks.map((s) => s.map((t) => (t === '*' ? '*' : take(t))));
  const deal = named.map((s) => s.map((t) => (t === '*' ? pool.shift()! : t)));
  return { format: 'piecepack-war/record', version: 1, options, seed: 1, deal, actions: [] };
}

const fill = (n: number): string[] => Array.from({ length: n }, () => '*');

/** Război with jokers, courts by rank: two jokers tie (a war of 15: 14 down, 1 up), two fives tie (5: 4 down), a king wins. */
export const RAZBOI_JOKERS = dealRecord({ variant: 'razboi', jokers: 2, courtValue: 'rank' }, { deck: 'cards-52', packs: 1, jokers: 2 }, [
  ['joker', ...fill(14), '5', ...fill(4), 'K', ...fill(6)],
  ['joker', ...fill(14), '5', ...fill(4), '2', ...fill(6)],
]);

/** W-A-R: three wars within wars (sevens, nines, jacks tie), then a king beats a two. */
export const WAR_WITHIN_WARS = dealRecord({ variant: 'w-a-r' }, { deck: 'cards-52', packs: 1, jokers: 0 }, [
  ['7', ...fill(3), '9', ...fill(3), 'J', ...fill(3), 'K', ...fill(13)],
  ['7', ...fill(3), '9', ...fill(3), 'J', ...fill(3), '2', ...fill(13)],
]);

/** W-A-R with `seats` seats and two packs: every seat turns up a seven, then a nine (two wars), then the first seat's king wins. */
export function everySeatAtWar(seats: number): GameRecord {
  const each = Math.floor(104 / seats);
  const stacks = Array.from({ length: seats }, (_, i) => ['7', ...fill(3), '9', ...fill(3), i === 0 ? 'K' : '3', ...fill(each - 9)]);
  return dealRecord({ variant: 'w-a-r', players: seats, packs: 2 }, { deck: 'cards-52', packs: 2, jokers: 0 }, stacks);
}

/** Flips until the trick is decided (the pot waits for the winner); the deepest war is then on the table. */
export async function playToDecision(el: PiecepackWar): Promise<WarView> {
  for (let i = 0; i < 20 && (el.view as WarView).phase !== 'collect'; i++) {
    el.flip();
    await el.updateComplete;
  }
  return el.view as WarView;
}

/**
 * A shared win: three seats, the first one out loses (P'yanitsa's objective 2), and the null of suns loses the first
 * trick, which leaves seat 0 empty; seats 1 and 2 win together after two flips.
 */
export const SHARED_WIN: GameRecord = {
  format: 'piecepack-war/record',
  version: 1,
  options: { variant: 'war', players: 3, objective: 'first-out-loses' },
  seed: 1,
  deal: [['null of suns'], ['5 of suns', '2 of moons'], ['4 of suns', '3 of moons']],
  actions: [],
};
