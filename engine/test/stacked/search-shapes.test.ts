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
const SEARCH_NAMES =
  /^(monteCarlo|search|imagine|value|determinizeOn|finishRoundOn|playoutStep|evaluateOn|playMove|nextU32|below|seedRngInto|shuffleInts)$/;

/** The game's functions that read a state's lists and coins (coins.ts, pending.ts, state.ts, setup.ts). */
const STATE_READERS = /^(payments|showsSuit|showsValue|cellOpen|subsets|copyStacked|cloneStacked|arrange|rollForFirst)$/;

/** A deoptimization: the function V8 threw back to slow code, its reason, and the file that function is in. */
interface Deopt {
  name: string;
  reason: string;
  file: string;
}

/**
 * The deoptimizations in 80 games in a fresh process: each its function's name, V8's reason and the function's file (the
 * last place of the trace's "deoptimize at ... inlined at ..." line, the outermost function's).
 * Optimizing happens on the main thread (no concurrent recompilation or OSR), so when a function is optimized, and so
 * which shapes it has seen by then, does not depend on how busy the machine is: with a compiler thread, a loaded
 * machine optimized `monteCarlo` before it met the second shape of its candidates, and the test failed only then.
 */
function gameDeopts(): Deopt[] {
  const flags = ['--trace-deopt-verbose', '--no-concurrent-recompilation', '--no-concurrent-osr'];
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...flags, '--input-type=module', '-e', GAMES], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stdout.includes('[bailout'), 'the trace is on');
  const lines = r.stdout.split('\n');
  const out: Deopt[] = [];
  lines.forEach((l, i) => {
    const head = /^\[bailout .*reason: ([^)]*)\).*<JSFunction (\S+) /.exec(l);
    if (!head) return;
    const at = lines.slice(i + 1, i + 4).find((x) => x.includes(';;; deoptimize at'));
    const places = at ? [...at.matchAll(/<([^>]*?):\d+:\d+>/g)] : [];
    out.push({ name: head[2], reason: head[1], file: places.length > 0 ? places[places.length - 1][1] : '' });
  });
  return out;
}

/** The deoptimizations of the search's functions and of the streams it draws on. */
const searchDeopts = (all: readonly Deopt[]): Deopt[] => all.filter((d) => SEARCH_NAMES.test(d.name));

describe("the strong player's search and V8", function () {
  this.timeout(600_000);
  let deopts: Deopt[] = [];
  before(() => {
    deopts = gameDeopts();
  });

  it('is never deoptimized for a wrong map (an array or object shape it did not expect), nor are the streams it draws on', () => {
    assert.deepEqual(
      searchDeopts(deopts)
        .filter((d) => d.reason === 'wrong map')
        .map((d) => d.name),
      [],
    );
  });

  it("plays a position's cells without being thrown back to slow code as each new cell is met", () => {
    assert.deepEqual(
      deopts.filter((d) => d.name === 'playCell' && d.file.endsWith('stacked/search/round.ts')),
      [],
    );
  });

  it("reads the game's states in one shape each: no deoptimization for a shape it did not expect", () => {
    assert.deepEqual(
      deopts.filter((d) => STATE_READERS.test(d.name) && (d.reason === 'wrong map' || d.reason === 'not a Smi')),
      [],
    );
  });
});
