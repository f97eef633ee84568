// The strong computer's moves for fixed seeds are pinned: a change to how the search is laid out for the optimizer (array
// shapes, one loop for both searches) must leave every decision it takes as it was (issue 34).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { applyInPlace, autoAction, cloneState, createGame, FLIP, type Action } from '../../src/index.ts';
import { TILE_RANKS, TILE_SUITS } from '../../src/pieces.ts';
import { stackedDeal } from '../../src/stacked/prepared.ts';
import { gameCap } from '../caps.ts';

/** Every tile of a pack by name, suits in turn: the first 18 a deck, the last 6 a reserve. */
const PACK_NAMES = TILE_RANKS.flatMap((r) => TILE_SUITS.map((s) => `${r} of ${s}`));

/** A prepared game with loaded dice, whose first decisions the search takes on copies of the state (the typed position holds no loaded dice). */
const LOADED = stackedDeal({
  decks: [PACK_NAMES.slice(0, 18), PACK_NAMES.slice(6).reverse().slice(0, 18)],
  reserves: [PACK_NAMES.slice(18), PACK_NAMES.slice(0, 6)],
  dice: [3, 5, 1, 6, 2, 4, 4, 2, 6, 1, 5, 3],
});

/** FNV-1a over a text: a short fingerprint of a long move list. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Every decision of a game played to its end (flips left out), as JSON lines. */
function decisions(options: Record<string, unknown>, seed: number, prepared?: typeof LOADED): string[] {
  const c = createGame({ variant: 'stacked-deck', ...options }, seed, prepared);
  if (!c.ok) assert.fail(c.error.message);
  const s = cloneState(c.value);
  const tick = gameCap(`seed ${seed}`);
  const out: string[] = [];
  for (let a: Action | null = autoAction(s, true); a !== null; a = autoAction(s, true)) {
    tick();
    if (a !== FLIP && a.type !== 'flip') out.push(JSON.stringify(a));
    assert.equal(applyInPlace(s, a, null), null);
  }
  return out;
}

/** Games per case, their seeds 1..GAMES; the fingerprint is of all their decisions in order. */
const GAMES = 6;

const CASES = [
  { options: { seats: 'computer,computer:random' }, decisions: 221, fingerprint: 'ebee6f8d' },
  { options: { seats: 'computer:random,computer' }, decisions: 192, fingerprint: '7e18bd74' },
  { options: { seats: 'computer,computer' }, decisions: 235, fingerprint: 'fcbc613b' },
  { options: { seats: 'computer,computer:normal', coinsPerAction: 1 }, decisions: 246, fingerprint: '3380b07a' },
  { options: { seats: 'computer,computer:easy', coinSides: 'chosen' }, decisions: 229, fingerprint: '9ccd4c84' },
  { options: { seats: 'computer,computer', arrange: 'shuffled' }, decisions: 188, fingerprint: '68b75402' },
  { options: { seats: 'computer,computer' }, prepared: LOADED, decisions: 175, fingerprint: '0ab5020a' },
];

describe("Stacked Deck War: the strong computer's moves for fixed seeds", function () {
  this.timeout(600_000);
  for (const c of CASES)
    it(`${JSON.stringify(c.options)}${c.prepared ? ', a prepared deal with loaded dice' : ''}, seeds 1-${GAMES}: the same decisions in the same order`, () => {
      const all: string[] = [];
      for (let seed = 1; seed <= GAMES; seed++) all.push(...decisions(c.options, seed, c.prepared));
      assert.deepEqual(
        { decisions: all.length, fingerprint: fingerprint(all.join('\n')) },
        { decisions: c.decisions, fingerprint: c.fingerprint },
      );
    });
});
