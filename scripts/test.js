// The one test command: type-checks, runs every suite, then prints one closing line "N passed, N failed".
// Suites beyond the engine live in scripts/suites/*.js, each exporting { name, cmd, args, count? } (or a list of them).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const BIN = 'node_modules/.bin/';

/** A check without test counts: one pass when it exits 0. */
export function checkCount(_out, code) {
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** Reads mocha's "N passing" / "N failing" lines (a non-zero exit with no failures counted is one failure). */
export function mochaCount(out, code) {
  const passed = Number(/(\d+) passing/.exec(out)?.[1] ?? 0);
  const failed = Number(/(\d+) failing/.exec(out)?.[1] ?? 0);
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

const SUITES = [
  { name: 'typecheck engine (pure: no DOM, no node)', cmd: BIN + 'tsc', args: ['-p', 'engine'], count: checkCount },
  { name: 'typecheck node side', cmd: BIN + 'tsc', args: ['-p', '.'], count: checkCount },
  { name: 'mocha (engine, cli, extension host logic)', cmd: BIN + 'mocha', args: [], count: mochaCount },
];
for (const file of readdirSync('scripts/suites').filter((f) => f.endsWith('.js')).sort()) {
  const mod = await import(pathToFileURL(`scripts/suites/${file}`).href);
  for (const suite of [mod.default].flat()) SUITES.push({ count: checkCount, ...suite });
}

function run(suite) {
  return new Promise((resolve) => {
    console.log(`\n=== ${suite.name}: ${suite.cmd} ${suite.args.join(' ')}`);
    const child = spawn(suite.cmd, suite.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...suite.env } });
    let out = '';
    const take = (stream, sink) => stream.on('data', (d) => {
      const text = d.toString();
      out += text;
      sink.write(text.replace(/^npm warn Unknown (user|env) config.*\n/gm, ''));
    });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('error', (e) => { out += String(e); });
    child.on('close', (code) => resolve(suite.count(out, code ?? 1)));
  });
}

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const suite of SUITES) {
  if (only.length > 0 && !only.some((w) => suite.name.includes(w))) continue;
  const r = await run(suite);
  console.log(`--- ${suite.name}: ${r.passed} passed, ${r.failed} failed`);
  passed += r.passed;
  failed += r.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
