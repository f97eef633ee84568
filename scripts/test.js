// The one test command: type-checks, then runs every suite, then prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process';

const BIN = 'node_modules/.bin/';

/** A suite: the command that runs it and how to read its pass/fail counts from its output. */
const SUITES = [
  { name: 'typecheck', cmd: BIN + 'tsc', args: ['-p', 'engine'], count: checkCount },
  { name: 'typecheck (node side)', cmd: BIN + 'tsc', args: ['-p', '.'], count: checkCount },
  { name: 'engine (mocha)', cmd: BIN + 'mocha', args: [], count: mochaCount },
];

/** A check without test counts: one pass when it exits 0. */
function checkCount(_out, code) {
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** Reads mocha's "N passing" / "N failing" lines. */
function mochaCount(out, code) {
  const passed = Number(/(\d+) passing/.exec(out)?.[1] ?? 0);
  const failed = Number(/(\d+) failing/.exec(out)?.[1] ?? 0);
  if (code !== 0 && failed === 0) return { passed, failed: failed + 1 };
  return { passed, failed };
}

function run(suite) {
  return new Promise((resolve) => {
    console.log(`\n=== ${suite.name}: ${suite.cmd} ${suite.args.join(' ')}`);
    const child = spawn(suite.cmd, suite.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let out = '';
    const take = (stream, sink) => stream.on('data', (d) => {
      const text = d.toString();
      out += text;
      sink.write(text.replace(/^npm warn Unknown user config.*\n/gm, ''));
    });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
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
