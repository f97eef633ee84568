// Writes, installs and builds one scratch app of framework-apps.js outside the repository, from the packed tarball and
// the framework installed with `npm ci` from the app's committed lock file (apps/<name>/, written by lock-apps.js): what
// the frameworks and side-effects suites build. A release upstream changes nothing here until the locks are rewritten.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { APPS } from './framework-apps.js';
import { appLock } from './lock-apps.js';

const run = promisify(execFile);

/**
 * Writes, installs (the app's locked dependencies, then the tarball) and builds the app `name` (of APPS, or `spec`,
 * shaped the same; `spec.lock` names another app whose lock file it shares) under `root`; returns its build folder.
 */
export async function buildApp(root, name, tarball, spec = APPS[name]) {
  const app = join(root, name);
  mkdirSync(app, { recursive: true });
  const { deps, files, check, refuse, build = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], out = 'dist' } = spec;
  const locked = appLock(spec.lock ?? name);
  if (!existsSync(join(locked, 'package-lock.json')))
    throw new Error(`no lock file for the app ${name}: run node scripts/package-tests/lock-apps.js ${spec.lock ?? name}`);
  const pkg = JSON.parse(readFileSync(join(locked, 'package.json'), 'utf8'));
  const unlocked = Object.keys(deps).filter((dep) => !(dep in pkg.dependencies));
  if (unlocked.length > 0) throw new Error(`the app ${name} needs ${unlocked.join(', ')}, which its lock file lacks: run lock-apps.js`);
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(locked, file), join(app, file));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
  const quiet = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'];
  await run('npm', ['ci', ...quiet], { cwd: app });
  await run('npm', ['install', '--no-save', tarball, ...quiet], { cwd: app });
  if (check) await run(process.execPath, check, { cwd: app });
  if (refuse) {
    const r = await run(process.execPath, refuse.check, { cwd: app }).then(
      () => ({ refused: false, said: '' }),
      (e) => ({ refused: true, said: `${e.stdout}${e.stderr}` }),
    );
    if (!r.refused || !r.said.includes(refuse.says)) throw new Error(`the type check let a wrong value through: ${r.said}`);
  }
  await run(process.execPath, build, { cwd: app, env: { ...process.env, NG_CLI_ANALYTICS: 'false' } });
  return join(app, out);
}
