// The pure parts of the figures in settings.json and New Game…: finding each variant written in a settings text (with
// its key's place) and the words: the hover's lines, the pick line, and the warning on a variant that never ends.
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
import { variantFigures } from '../../../engine/src/index.ts';
import { entryAt, variantEntries } from '../../src/figures-entries.ts';
import { expectedWords, FIGURES_N, FIGURES_SEED, figuresLines, neverEndsWarning, shortFigures } from '../../src/figures-words.ts';
import { checkHostMessage } from '../../src/protocol.ts';
import { english } from '../../src/words.ts';

const SETTINGS = `{
  // mine
  "editor.fontSize": 14,
  "piecepackWar.variants": {
    "Quick War": { "variant": "war-cards", "pickup": "in-order" },
    /* broken */
    "Bad": { "variant": "nope" },
    "Short": { "variant": "war-cards", "maxTricks": 20, },
  },
  "piecepackWar.variant": "Quick War",
}`;

const figuresOf = (input: Record<string, unknown>) => {
  const r = variantFigures(input, { games: FIGURES_N, seed: FIGURES_SEED });
  assert.ok(r.ok);
  return r.value;
};

describe('figures in settings.json: the entries', () => {
  it('finds each named variant that checks out and the variant in force, at their keys, with the options they play', () => {
    const entries = variantEntries(SETTINGS);
    assert.deepEqual(
      entries.map((e) => [e.name, SETTINGS.slice(e.offset, e.offset + e.length), e.input]),
      [
        ['Quick War', '"Quick War"', { variant: 'war-cards', pickup: 'in-order' }],
        ['Short', '"Short"', { variant: 'war-cards', maxTricks: 20 }],
        ['Quick War', '"piecepackWar.variant"', { variant: 'war-cards', pickup: 'in-order' }],
      ],
    );
  });

  it('finds the entry under a place inside its key, and none elsewhere', () => {
    const entries = variantEntries(SETTINGS);
    const at = SETTINGS.indexOf('"Short"') + 3;
    assert.equal(entryAt(entries, at)?.name, 'Short');
    assert.equal(entryAt(entries, SETTINGS.indexOf('editor.fontSize')), undefined);
  });

  it('a built-in variant in force is its own entry; text that is no object, or half typed, gives what it can', () => {
    assert.deepEqual(
      variantEntries('{ "piecepackWar.variant": "razboi" }').map((e) => e.input),
      [{ variant: 'razboi' }],
    );
    assert.deepEqual(variantEntries('[1, 2]'), []);
    assert.deepEqual(variantEntries(''), []);
    assert.deepEqual(
      variantEntries('{ "piecepackWar.variants": { "A": { "variant": "war" }, "B": { "vari').map((e) => e.name),
      ['A'],
    );
  });

  it('reads at most as many named variants as the extension does, in time linear in the text', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`V${i}`, { variant: 'war' }]));
    const entries = variantEntries(JSON.stringify({ 'piecepackWar.variants': many }));
    assert.equal(entries.length, 50);
  });
});

describe('figures in words', () => {
  it('the hover says which games and seed, the length, the loops, each seat and the time', () => {
    const lines = figuresLines('Quick War', figuresOf({ variant: 'war-cards', pickup: 'in-order' }), english).join('\n');
    assert.match(lines, /\*\*Quick War\*\*: figures from 1,000 simulated games \(seed 1\)/);
    assert.match(lines, /length in tricks \(617 finished games\): mean 1,577\.7, median 1,231, 90th percentile 3,244/);
    assert.match(lines, /never ends: 38\.3 % \(383 by a cycle, 0 by the cap\)/);
    assert.match(lines, /seat 1 wins 57\.1 % ± 3\.9 of finished games/);
    assert.match(lines, /time at normal speed: mean 24 min 35 s/);
  });

  it('a variant that mostly never ends is warned about, plainly; one that mostly ends is not', () => {
    const capped = neverEndsWarning('Short', figuresOf({ variant: 'war-cards', maxTricks: 20 }), english);
    assert.match(
      capped ?? '',
      /^Short never ends in 100 % of games: 1,000 reached the cap of 20 tricks, 0 came back to a position they were in/,
    );
    assert.equal(neverEndsWarning('Quick War', figuresOf({ variant: 'war-cards', pickup: 'in-order' }), english), null);
  });

  it('the pick line: expected length and time at normal speed, and the share that never ends', () => {
    assert.equal(
      shortFigures(figuresOf({ variant: 'war-cards', pickup: 'in-order' }), english),
      'about 1,578 tricks · 24 min 35 s at normal speed · 38.3 % never end',
    );
    assert.equal(shortFigures(figuresOf({ variant: 'war-cards', maxTricks: 20 }), english), '17 s at normal speed · 100 % never end');
  });

  it("the statistics: the player's own results beside a seat's expected share, with its interval and the games it comes from", () => {
    const f = figuresOf({ variant: 'war' });
    const shares = f.wins.map((w) => (w.stated ? w.value : null));
    assert.ok(shares.every(Boolean));
    const mean = Math.round((shares.reduce((a, w) => a + w!.rate, 0) / shares.length) * 1000) / 10;
    const said = expectedWords({ games: 40, wins: 23 }, f, english);
    assert.match(
      said ?? '',
      new RegExp(
        `^You won 57\\.5 % of 40 games; a seat wins ${String(mean).replace('.', '\\.')} % ± 3\\.\\d when the computer plays every seat \\(1,000 games, seed 1\\)$`,
      ),
    );
    assert.equal(expectedWords({ games: 1, wins: 1 }, f, english)?.startsWith('You won 100 % of 1 game;'), true);
    assert.equal(expectedWords({ games: 0, wins: 0 }, f, english), null);
  });

  it('the statistics page takes the line as text, and refuses one that is not', () => {
    const stats = { rows: [], current: 'k', currentAutoplay: 'a', currentTitle: 'War', readOnly: false, setAside: 0 };
    assert.equal(checkHostMessage({ type: 'stats', stats: { ...stats, currentExpected: 'You won 50 % of 2 games' } }).ok, true);
    assert.equal(checkHostMessage({ type: 'stats', stats }).ok, true);
    assert.equal(checkHostMessage({ type: 'stats', stats: { ...stats, currentExpected: 42 } }).ok, false);
  });
});
