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
  // Generous: a limit only stops a hang; every test is sized by count, and a busy machine may take several times as long.
  timeout: 300000,
  reporter: 'dot',
};
