// Mocha's settings for the node-side tests (engine, CLI, extension host logic, the lint boundary). Files named on the
// command line run alone (`npx mocha engine/test/golden.test.ts`); with none, every suite below runs.
const named = process.argv.slice(2).filter((a) => /\.test\.[cm]?[jt]s$/.test(a));

module.exports = {
  spec:
    named.length > 0
      ? []
      : [
          'engine/test/**/*.test.ts',
          'cli/test/**/*.test.ts',
          'extension/test/unit/**/*.test.ts',
          'scripts/test/**/*.test.ts',
          'markdown/test/**/*.test.ts',
        ],
  'node-option': ['import=tsx'],
  require: ['scripts/mocha-hooks.ts'],
  // A limit only stops a hang: a loaded machine runs this tier 5 times slower than an idle one (a CI run took 15 minutes).
  timeout: 600000,
  reporter: 'dot',
};
