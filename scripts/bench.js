// `npm run bench`: the engine's standard benchmark (piecepack-war bench), then every scripts/benches/*.js (e.g. the browser's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
// Bundle the CLI first and run the bundle, so worker threads start from plain JavaScript as an installed package would.
const { default: buildCli } = await import(pathToFileURL('scripts/builds/05-cli.js').href);
await buildCli();
const r = spawnSync(process.execPath, ['dist/cli.js', 'bench', ...args], { stdio: 'inherit' });
if (r.status !== 0) process.exitCode = r.status ?? 1;
if (existsSync('scripts/benches')) {
  for (const file of readdirSync('scripts/benches')
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    console.log(`\n=== ${file}`);
    const mod = await import(pathToFileURL(`scripts/benches/${file}`).href);
    await mod.default?.(args);
  }
}
