// `npm run test:fuzz`: the property suites again and again, each round with a fresh fast-check seed, until one fails.
// Usage: npm run test:fuzz [-- --rounds N | --minutes M]; a failure prints the seed and the command that replays it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads `--rounds N` and `--minutes M` (default: 20 rounds); anything else is a usage error. */
function parseArgs(argv) {
  const opts = { rounds: 20, minutes: Infinity };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], Number(argv[i + 1])];
    if ((flag !== '--rounds' && flag !== '--minutes') || !(value > 0)) {
      process.stderr.write('usage: npm run test:fuzz [-- --rounds N | --minutes M]\n');
      process.exit(2);
    }
    if (flag === '--rounds') opts.rounds = Math.floor(value);
    else [opts.minutes, opts.rounds] = [value, Infinity];
  }
  return opts;
}

// The test files under each "dir/(any depth)/x.test.ts" pattern of the mocha spec that use fast-check.
function propertyFiles(spec) {
  const files = spec.flatMap((pattern) => {
    const [dir] = pattern.split('/**/');
    return readdirSync(dir, { recursive: true })
      .map((f) => join(dir, String(f)))
      .filter((f) => f.endsWith('.test.ts'));
  });
  return files.filter((f) => /from 'fast-check'/.test(readFileSync(f, 'utf8'))).sort();
}

const { rounds, minutes } = parseArgs(process.argv.slice(2));
// Files named on mocha's command line run alone (.mocharc.cjs leaves its own list out then).
const files = propertyFiles(['engine/test/**/*.test.ts', 'cli/test/**/*.test.ts', 'extension/test/unit/**/*.test.ts']);
const mocha = files;
const until = Date.now() + minutes * 60_000;
for (let round = 1; round <= rounds && Date.now() < until; round++) {
  const seed = (Date.now() ^ Math.floor(Math.random() * 0x1_0000_0000)) | 0;
  process.stdout.write(`round ${round}: seed ${seed} over ${files.length} property files\n`);
  const r = spawnSync('node_modules/.bin/mocha', mocha, { stdio: 'inherit', env: { ...process.env, PW_FC_SEED: String(seed) } });
  if (r.status !== 0) {
    process.stdout.write(`\nround ${round} failed with seed ${seed}; replay it with:\n  PW_FC_SEED=${seed} npx mocha ${mocha.join(' ')}\n`);
    process.exit(1);
  }
}
process.stdout.write('every round passed\n');
