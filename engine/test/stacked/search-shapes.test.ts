// The strong player's search keeps one optimized version: the candidate lists, built in several ways by the game,
// reach it in one array shape, so V8 never throws it back to slow code on a shape it did not expect (issue 34: its
// first 300 games ran at half speed, monteCarlo deoptimized on 4 array shapes). Checked with `node --trace-deopt`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'mocha';

/** 80 games of the strong computer against the random one in a fresh process, with V8's deoptimizations traced. */
const GAMES = `
import { createGame, gameSeed, playOut } from './engine/src/index.ts';
for (let i = 0; i < 80; i++) {
  const seats = i % 2 === 0 ? 'computer,computer:random' : 'computer:random,computer';
  const g = createGame({ variant: 'stacked-deck', seats }, gameSeed(5, i));
  if (!g.ok) throw new Error(g.error.message);
  playOut(g.value);
}
`;

describe("the strong player's search and V8", function () {
  this.timeout(300_000);

  it('is never deoptimized for a wrong map (an array or object shape it did not expect)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--trace-deopt-verbose', '--input-type=module', '-e', GAMES], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    assert.equal(r.status, 0, r.stderr);
    const search = r.stdout
      .split('\n')
      .filter((l) => l.startsWith('[bailout') && / <JSFunction (monteCarlo|searchOnModel|searchOnStates) /.test(l));
    assert.ok(r.stdout.includes('[bailout'), 'the trace is on');
    assert.deepEqual(
      search.filter((l) => l.includes('reason: wrong map')).map((l) => /<JSFunction (\w+)/.exec(l)![1]),
      [],
    );
  });
});
