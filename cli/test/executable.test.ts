// The executable as a process: the packed package installed elsewhere, signals, and a failing standard output.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'mocha';

const BIN = resolve('bin/piecepack-war.js');

/** Processes whose command line holds `marker`, with the processor time each has used (Linux /proc), this one excluded. */
function processesWith(marker: string): { pid: number; cpuTicks: number }[] {
  const found: { pid: number; cpuTicks: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      found.push({ pid, cpuTicks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/** Waits (polling, no fixed sleep) until `ready()` holds, or fails after `ms`. */
async function until(ready: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (child: ChildProcess): Promise<unknown> =>
  new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

describe('piecepack-war executable', function () {
  this.timeout(300_000);

  it('the npm-packed package, installed in a temporary folder, runs from another directory [full]', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-pack-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'pw-cwd-'));
    const npm = (args: string[], cwd: string): void => {
      const r = spawnSync('npm', args, { cwd, encoding: 'utf8' });
      assert.equal(r.status, 0, `npm ${args.join(' ')}: ${r.stderr}`);
    };
    try {
      // The package as published: built (a fresh checkout has no dist/ yet; npm test has built it once already, which
      // scripts/build-stamp.js sees), staged in dist/package (scripts/npm-package/) and packed; the checkout itself is never packed.
      const build = spawnSync(process.execPath, ['scripts/build-stamp.js'], { encoding: 'utf8' });
      assert.equal(build.status, 0, build.stderr);
      const pack = spawnSync(process.execPath, ['scripts/npm-package/pack.js', dir], { encoding: 'utf8' });
      assert.equal(pack.status, 0, pack.stderr);
      const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
      assert.ok(tarball, 'npm pack wrote a tarball');
      const app = join(dir, 'app');
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), '{"name":"app","private":true}');
      npm(['install', join(dir, tarball), '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], app);
      const bin = join(app, 'node_modules', '.bin', 'piecepack-war');
      const variants = spawnSync(bin, ['variants', '--json'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(variants.status, 0, variants.stderr);
      assert.ok(JSON.parse(variants.stdout).variants.length > 5);
      const sim = spawnSync(bin, ['simulate', '--games', '200', '--workers', '2', '--json'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(sim.status, 0, sim.stderr);
      assert.equal(JSON.parse(sim.stdout).games, 200, 'the bundled worker threads run too');
      const bad = spawnSync(bin, ['simulate', '5000'], { cwd: elsewhere, encoding: 'utf8' });
      assert.equal(bad.status, 2);
      assert.equal(bad.stdout, '');
    } finally {
      for (const d of [dir, elsewhere]) rmSync(d, { recursive: true, force: true });
    }
  });

  it("run by absolute path from another directory, the checkout's executable finds its own tsx", () => {
    const r = spawnSync(process.execPath, [BIN, 'play', '--seed', '3', '--json'], { cwd: tmpdir(), encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).format, 'piecepack-war/record');
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`${signal} ends the executable whole: it runs as one process and nothing is left running`, async () => {
      const marker = String(4_000_000_000 + (process.pid % 1000) + (signal === 'SIGINT' ? 0 : 1000));
      const child = spawn(process.execPath, [BIN, 'simulate', '--games', '100000000', '--seed', marker], { stdio: 'ignore' });
      try {
        // Under way: some process of this run has spent a quarter of a second of processor time on the games.
        await until(() => processesWith(marker).some((p) => p.cpuTicks >= 25), 60_000, 'the simulation to run');
        assert.deepEqual(
          processesWith(marker).map((p) => p.pid),
          [child.pid],
          'one process: the executable itself',
        );
        child.kill(signal);
        await exited(child);
        await until(() => processesWith(marker).length === 0, 10_000, 'every process of the run to end');
      } finally {
        for (const p of processesWith(marker)) process.kill(p.pid, 'SIGKILL');
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    });

  it('a write error other than a closed pipe is one line on stderr and exit 1, not a stack trace', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [BIN, 'variants'], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      assert.equal(r.status, 1);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.match(r.stderr, /cannot write to standard output: ENOSPC/);
    } finally {
      closeSync(full);
    }
  });
});
