// The heavy test-only tools (code-server, VitePress, vsce) stay out of the checkout's devDependencies, so `npm ci` does
// not install them for every job: each is installed on first need into .cache/tools/<name> by `npm ci` from the lock
// file committed in scripts/tools/<name>/ (exact versions), and installed again only when that lock file changes.
// Usage: node scripts/tools.js <name>...   (or import { ensureTool, toolModule } from it)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** The tools, by name: the package each one is for. */
export const TOOLS = { 'code-server': 'code-server', vitepress: 'vitepress', vsce: '@vscode/vsce' };

/** Where a tool's package.json and lock file are committed. */
export const toolSource = (name) => join(ROOT, 'scripts', 'tools', name);

/** Where a tool is installed (its own package.json, lock file and node_modules). */
export const toolHome = (name) => join(ROOT, '.cache', 'tools', name);

/** A package's folder inside a tool's install, e.g. toolModule('vsce', '@vscode/vsce'). */
export const toolModule = (name, pkg = TOOLS[name]) => join(toolHome(name), 'node_modules', pkg);

/** The digest of a tool's committed lock file and package.json: its install is current while its stamp holds it. */
function lockDigest(name) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(join(toolSource(name), file)));
  return hash.digest('hex');
}

/**
 * Installs tool `name` into .cache/tools/<name> unless its install is of the committed lock file already; returns its
 * folder. Install scripts stay off (as in the checkout's own install); code-server's are finished by
 * scripts/setup-code-server.js. Throws naming the tool when npm fails.
 */
export function ensureTool(name) {
  if (!(name in TOOLS)) throw new Error(`no tool named "${name}" (tools: ${Object.keys(TOOLS).join(', ')})`);
  const home = toolHome(name);
  const stamp = join(home, '.installed');
  const digest = lockDigest(name);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest && existsSync(toolModule(name))) return home;
  const t0 = Date.now();
  console.log(`[tools] installing ${TOOLS[name]} into .cache/tools/${name} (npm ci from scripts/tools/${name}/package-lock.json)`);
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(toolSource(name), file), join(home, file));
  try {
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: home,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch (e) {
    throw new Error(`installing the tool ${name} failed (npm ci in .cache/tools/${name}): ${e.message}`, { cause: e });
  }
  writeFileSync(stamp, `${digest}\n`);
  console.log(`[tools] ${TOOLS[name]} installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return home;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) for (const name of process.argv.slice(2)) ensureTool(name);
