// The strong player's search keeps one optimized version: the candidate lists, the streams and the states reach it in
// one shape each, and a new kind of decision is one more target of one call, so V8 does not throw it back to slow code
// again and again while a process warms up (issue 34: its first 300 games ran at about half speed). Checked with
// `node --trace-deopt`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { before, describe, it } from 'mocha';

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

/** The functions of the search and of the streams it draws on, as V8 names them. */
const SEARCH =
  /<JSFunction (monteCarlo|search|imagine|value|determinizeOn|finishRoundOn|playoutStep|evaluateOn|playMove|nextU32|below|seedRngInto|shuffleInts) /;

/**
 * The deoptimizations of those functions in 80 games in a fresh process: each its function's name and V8's reason.
 * Optimizing happens on the main thread (no concurrent recompilation or OSR), so when a function is optimized, and so
 * which shapes it has seen by then, does not depend on how busy the machine is: with a compiler thread, a loaded
 * machine optimized `monteCarlo` before it met the second shape of its candidates, and the test failed only then.
 */
function searchDeopts(): { name: string; reason: string }[] {
  const flags = ['--trace-deopt', '--no-concurrent-recompilation', '--no-concurrent-osr'];
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...flags, '--input-type=module', '-e', GAMES], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stdout.includes('[bailout'), 'the trace is on');
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('[bailout') && SEARCH.test(l))
    .map((l) => ({ name: SEARCH.exec(l)![1], reason: /reason: ([^)]*)\)/.exec(l)![1] }));
}

describe("the strong player's search and V8", function () {
  this.timeout(600_000);
  let deopts: { name: string; reason: string }[] = [];
  before(() => {
    deopts = searchDeopts();
  });

  it('is never deoptimized for a wrong map (an array or object shape it did not expect), nor are the streams it draws on', () => {
    assert.deepEqual(
      deopts.filter((d) => d.reason === 'wrong map').map((d) => d.name),
      [],
    );
  });
});
