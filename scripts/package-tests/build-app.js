// Writes, installs and builds one scratch app of framework-apps.js outside the repository, from the packed tarball and
// the framework installed from the npm registry: what the frameworks and side-effects suites build.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { APPS } from './framework-apps.js';

const run = promisify(execFile);

/**
 * Writes, installs (the tarball and the app's dependencies) and builds the app `name` (of APPS, or `spec`, shaped the
 * same) under `root`; returns its build folder.
 */
export async function buildApp(root, name, tarball, spec = APPS[name]) {
  const app = join(root, name);
  mkdirSync(app, { recursive: true });
  const { deps, files, check, refuse, build = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], out = 'dist' } = spec;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: `${name}-war`, private: true, type: 'module' }, null, 2));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
  const specs = Object.entries(deps).map(([dep, range]) => `${dep}@${range}`);
  await run('npm', ['install', tarball, ...specs, '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'], { cwd: app });
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
