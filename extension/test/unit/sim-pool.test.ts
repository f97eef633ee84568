// The simulation over threads: real node worker threads run the thread script (extension/src/sim/worker.ts, the same
// code the extension bundles), the games are shared out in chunks, and the result is the one a single thread gets,
// whatever the number of threads; Cancel ends the run at once with the games played so far.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, it } from 'mocha';
import { startSimulation } from '../../../engine/src/index.ts';
import type { FromThread, ToThread } from '../../src/sim/chunk.ts';
import { chunksOf, chunkSize, SimPool, type StartThread } from '../../src/sim/pool.ts';
import { runs } from '../../../scripts/test-size.ts';

const WORKER = new URL('../../src/sim/worker.ts', import.meta.url).href;

/** Starts a real worker thread running the TypeScript thread script (tsx registered first, as the CLI does). */
const startThread: StartThread = async (receive, fail) => {
  // The ESM entry of tsx's API (this test file may itself run as CommonJS, which would resolve the CommonJS one).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const w = new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`, {
    eval: true,
  });
  let stopped = false;
  w.on('message', (m: FromThread) => receive(m));
  w.on('error', (e) => fail(e.message));
  w.on('exit', (code) => {
    if (!stopped) fail(`exit ${code}`);
  });
  return {
    post: (m: ToThread) => w.postMessage(m),
    stop: () => {
      stopped = true;
      void w.terminate();
    },
  };
};

const single = (input: Record<string, unknown>, games: number, seed: number) => {
  const sim = startSimulation(input, { games, seed });
  assert.ok(sim.ok);
  sim.value.run(games);
  return sim.value.tally();
};

describe('simulation threads', () => {
  it('chunks cover every game once, in order, at sizes that keep every thread busy', () => {
    const chunks = chunksOf({ variant: 'war' }, 2000, 7, chunkSize(2000, 2));
    assert.equal(
      chunks.reduce((a, c) => a + c.games, 0),
      2000,
    );
    chunks.forEach((c, i) => assert.equal(c.first, i === 0 ? 0 : chunks[i - 1].first + chunks[i - 1].games));
    assert.ok(chunks.length >= 16, 'at least eight chunks a thread');
    assert.equal(chunkSize(10, 8), 5);
  });

  it('two real threads give exactly the tally one thread gives (game i always has the same seed)', async function () {
    this.timeout(600_000);
    const games = runs(300);
    for (const input of [{ variant: 'war' }, { variant: 'steal-war' }]) {
      const pool = new SimPool(input, 2, games, 42, 2);
      let progress = 0;
      const out = await pool.run(startThread, () => progress++);
      assert.equal(out.state, 'done');
      assert.ok(pool.complete);
      assert.deepEqual(out.tally, single(input, games, 42), input.variant);
      assert.ok(progress >= 2, 'progress is reported as chunks finish');
    }
  });

  it('Cancel stops every thread and ends the run with the games played so far', async function () {
    this.timeout(600_000);
    const pool = new SimPool({ variant: 'stacked-deck' }, 2, 2000, 1, 2);
    const run = pool.run(startThread, () => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    pool.cancel();
    const out = await run;
    assert.equal(out.state, 'cancelled');
    assert.ok(out.tally.games < 2000, `played ${out.tally.games}`);
    assert.equal(out.tally.games, pool.done);
  });

  it('a thread that cannot play its chunk fails the run with the reason (the caller then plays in the host)', async () => {
    const pool = new SimPool({ variant: 'war', packs: 'many' }, 2, 50, 1, 1);
    await assert.rejects(
      pool.run(startThread, () => undefined),
      /packs/,
    );
  });
});
