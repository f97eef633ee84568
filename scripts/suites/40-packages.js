// The packages as their users get them: the npm tarball (publint, @arethetypeswrong/cli, installed and run outside
// the repository), the release's files, and scratch apps of each framework built from the tarball and played in
// Chromium. Builds first unless dist/ is already the build of these sources (scripts/build-stamp.js; the tarball is
// packed from dist/). `node scripts/test.js packages` runs only this.
import { mochaCount } from '../test-plan.js';

export default {
  name: 'packages: the npm tarball, the release, framework apps (mocha)',
  cmd: 'sh',
  args: [
    '-c',
    `"${process.execPath}" scripts/build-stamp.js >/dev/null && node_modules/.bin/mocha --no-parallel scripts/package-tests/*.test.js`,
  ],
  count: mochaCount,
  long: true,
};
