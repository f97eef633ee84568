// Mocha root hooks (.mocharc.cjs `require`): seeds every fast-check property of the run and prints the seed on failure.
import fc from 'fast-check';
import { seedFromEnv } from './fast-check-seed.ts';

const seed = seedFromEnv(process.env.PW_FC_SEED);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });

let told = false;

/** After the first failing test, say which seed the properties ran with and how to run the same cases again. */
export const mochaHooks = {
  afterEach(this: Mocha.Context): void {
    if (told || this.currentTest?.state !== 'failed') return;
    told = true;
    process.stderr.write(`\n[fast-check] properties ran with seed ${seed}; PW_FC_SEED=${seed} runs the same cases again\n`);
  },
};
