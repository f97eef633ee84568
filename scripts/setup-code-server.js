// Installs code-server (real VS Code for the extension's end-to-end tests) on first need into .cache/tools/code-server
// (scripts/tools.js: npm ci from scripts/tools/code-server/package-lock.json), then finishes what its denied npm
// install script would have done.
// Idempotent: each step is skipped when its result is already there. Installs Debian packages it needs with apt-get.
// Usage: node scripts/setup-code-server.js   (or import { setupCodeServer, CODE_SERVER } from it)
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTool, toolModule } from './tools.js';

const ROOT = resolve(import.meta.dirname, '..');
/** The code-server package folder. */
export const CODE_SERVER = toolModule('code-server');
/** Its entry point: run with node. */
export const CODE_SERVER_ENTRY = join(CODE_SERVER, 'out', 'node', 'entry.js');
const VSCODE = join(CODE_SERVER, 'lib', 'vscode');
const DONE = join(VSCODE, '.piecepack-war-setup');
/** Native modules of VS Code's server that must be compiled here (their install scripts were skipped). */
const NATIVE = ['@vscode/spdlog', 'native-watchdog', '@parcel/watcher', '@vscode/deviceid', 'kerberos', 'node-pty'];
/** Debian packages the native builds need: kerberos needs the gssapi headers. */
const APT = [{ pkg: 'libkrb5-dev', has: '/usr/include/gssapi/gssapi.h' }];

const log = (msg) => console.log(`[setup-code-server] ${msg}`);

/** The headers of the running node (Debian's nodejs package ships them), so node-gyp never tries to download them. */
const NODE_PREFIX = resolve(dirname(process.execPath), '..');
const NODEDIR = process.env.npm_config_nodedir ?? (existsSync(join(NODE_PREFIX, 'include', 'node', 'node.h')) ? NODE_PREFIX : undefined);

function run(cmd, args, cwd) {
  log(`${cwd === ROOT ? '' : `(in ${cwd.slice(ROOT.length + 1)}) `}${cmd} ${args.join(' ')}`);
  const env = { ...process.env, npm_config_yes: 'true', ...(NODEDIR ? { npm_config_nodedir: NODEDIR } : {}) };
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env });
}

/** Whether a package folder holds at least one compiled `.node` file (its native build is done). */
function hasBinary(dir) {
  if (!existsSync(dir)) return false;
  // @parcel/watcher ships its binary in a per-platform package beside it.
  if (dir.endsWith(join('@parcel', 'watcher')) && hasBinary(`${dir}-${process.platform}-${process.arch}-glibc`)) return true;
  const walk = (d, depth) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isFile() && e.name.endsWith('.node')) return true;
      if (e.isDirectory() && depth < 4 && e.name !== 'node_modules' && e.name !== 'src' && walk(join(d, e.name), depth + 1)) return true;
    }
    return false;
  };
  return walk(dir, 0);
}

function ensureApt() {
  const missing = APT.filter((a) => !existsSync(a.has)).map((a) => a.pkg);
  if (missing.length === 0) return;
  log(`installing Debian package(s) ${missing.join(', ')}`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const full = [...asRoot, 'apt-get', ...args];
    execFileSync(full[0], full.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...missing]);
}

function version() {
  return JSON.parse(readFileSync(join(CODE_SERVER, 'package.json'), 'utf8')).version;
}

/** Whether code-server can be loaded: its own modules present and argon2 compiled. */
function argon2Built() {
  try {
    const req = createRequire(join(CODE_SERVER, 'package.json'));
    return hasBinary(resolve(req.resolve('argon2'), '..'));
  } catch {
    return false;
  }
}

/** Completes code-server's install; returns quickly when a previous run already did it for this version. */
export function setupCodeServer() {
  ensureTool('code-server');
  const want = version();
  const native = join(VSCODE, 'node_modules');
  const nativeOk = () => NATIVE.every((n) => hasBinary(join(native, n)));
  if (existsSync(DONE) && readFileSync(DONE, 'utf8').trim() === want && nativeOk() && argon2Built()) {
    log(`code-server ${want} is ready`);
    return;
  }
  const t0 = Date.now();
  ensureApt();
  if (!existsSync(join(native, 'minimist'))) run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], VSCODE);
  const toBuild = NATIVE.filter((n) => !hasBinary(join(native, n)));
  if (toBuild.length > 0) run('npm', ['rebuild', ...toBuild, '--ignore-scripts=false'], VSCODE);
  const asar = join(VSCODE, 'node_modules.asar');
  if (!existsSync(asar)) {
    try {
      if (lstatSync(asar)) unlinkSync(asar);
    } catch {
      /* no dangling link */
    }
    symlinkSync('node_modules', asar);
  }
  const cli = join(VSCODE, 'bin', 'remote-cli', 'code-server');
  if (!existsSync(cli)) symlinkSync('code-linux.sh', cli);
  const builtins = join(VSCODE, 'extensions');
  if (!existsSync(join(builtins, 'node_modules')))
    run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], builtins);
  if (!argon2Built()) {
    // argon2's own install script would download a binary first; build it from source with its node-pre-gyp instead.
    const req = createRequire(join(CODE_SERVER, 'package.json'));
    const dir = resolve(req.resolve('argon2'), '..');
    const preGyp = createRequire(join(dir, 'package.json')).resolve('@mapbox/node-pre-gyp/bin/node-pre-gyp');
    run(process.execPath, [preGyp, 'rebuild', '--build-from-source'], dir);
  }
  const still = NATIVE.filter((n) => !hasBinary(join(native, n)));
  if (still.length > 0) throw new Error(`code-server setup: native module(s) still not built: ${still.join(', ')}`);
  if (!argon2Built()) throw new Error('code-server setup: argon2 is still not built');
  writeFileSync(DONE, want + '\n');
  log(`code-server ${want} set up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) setupCodeServer();
