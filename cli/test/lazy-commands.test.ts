// The executable loads the modules of the command it runs, and only those: `variants` or `simulate` never load
// `render`'s pictures, Lit or the GIF encoder (issue 34: they cost every run 0.3 s of CPU from a checkout).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'mocha';

describe('the CLI loads only the command it runs', function () {
  this.timeout(600_000);
  const dir = mkdtempSync(join(tmpdir(), 'pw-lazy-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** The project's modules (relative paths) and the packages a run of `piecepack-war ...args` loaded. */
  function loaded(...args: string[]): { files: string[]; packages: Set<string> } {
    const log = join(dir, `${args[0]}-${Math.random().toString(36).slice(2)}.log`);
    writeFileSync(log, '');
    const r = spawnSync(process.execPath, ['--import', './cli/test/module-log.mjs', 'bin/piecepack-war.js', ...args], {
      env: { ...process.env, MODULE_LOG: log },
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    const root = new URL('../../', import.meta.url).href;
    const urls = [
      ...new Set(
        readFileSync(log, 'utf8')
          .split('\n')
          .filter((u) => u.startsWith(root)),
      ),
    ].map((u) => u.slice(root.length));
    const packages = new Set(urls.flatMap((u) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)?.[1] ?? []));
    return { files: urls.filter((u) => !u.includes('node_modules/')), packages };
  }

  it('variants and simulate load no other command, no picture code, no Lit, no GIF encoder', () => {
    for (const args of [['variants'], ['simulate', '--games', '50']]) {
      const { files, packages } = loaded(...args);
      const name = args[0];
      assert.ok(files.includes(`cli/commands/${name}.ts`), `${name} loads its own code`);
      const others = files.filter((f) => f.startsWith('cli/commands/') && f !== `cli/commands/${name}.ts`);
      assert.deepEqual(others, [], `${name} loads no other command`);
      assert.deepEqual(
        files.filter((f) => f.startsWith('webview/')),
        [],
        `${name} loads none of the widget's pictures`,
      );
      for (const p of ['lit', 'lit-html', 'gifenc']) assert.ok(!packages.has(p), `${name} loads ${p}`);
    }
  });

  it('render --text loads the picture code it needs (the log sees what a command loads)', () => {
    const record = join(dir, 'g.json');
    const played = spawnSync(process.execPath, ['bin/piecepack-war.js', 'play', '--seed', '3', '--json'], { encoding: 'utf8' });
    writeFileSync(record, played.stdout);
    const { files } = loaded('render', record, '--step', '4', '--text');
    assert.ok(files.includes('cli/commands/render.ts'));
    assert.ok(files.includes('picture/position-text.ts'));
  });
});
