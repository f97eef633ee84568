// Real VS Code for the end-to-end suite: code-server with every bit of its state in a scratch folder of the project
// (HOME, XDG dirs, user data, extensions, workspace), serving on 127.0.0.1; installs our .vsix and reads the logs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { CODE_SERVER_ENTRY } from '../../../scripts/setup-code-server.js';
import { ensureTool, toolModule } from '../../../scripts/tools.js';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One code-server installation in a scratch folder. */
export class CodeServer {
  readonly home: string;
  readonly userData: string;
  readonly extensions: string;
  readonly workspace: string;
  private child: ChildProcess | null = null;
  private output = '';
  port = 0;

  /** Prepares an empty scratch folder (anything from an earlier run is removed). */
  constructor(readonly root: string) {
    rmSync(root, { recursive: true, force: true });
    this.home = join(root, 'home');
    this.userData = join(root, 'user-data');
    this.extensions = join(root, 'extensions');
    this.workspace = join(root, 'workspace');
    for (const d of [this.home, join(this.userData, 'User'), this.extensions, this.workspace]) mkdirSync(d, { recursive: true });
    writeFileSync(join(this.workspace, 'README.txt'), 'A scratch workspace for the Piecepack War end-to-end tests.\n');
  }

  private env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      HOME: this.home,
      XDG_CONFIG_HOME: join(this.home, '.config'),
      XDG_DATA_HOME: join(this.home, '.local', 'share'),
      XDG_CACHE_HOME: join(this.home, '.cache'),
    };
  }

  private args(): string[] {
    return ['--config', join(this.home, 'config.yaml'), '--user-data-dir', this.userData, '--extensions-dir', this.extensions];
  }

  /** Installs a .vsix; throws with code-server's output if it fails. */
  install(vsix: string): string {
    const r = spawnSync(process.execPath, [CODE_SERVER_ENTRY, ...this.args(), '--install-extension', vsix, '--force'], {
      env: this.env(),
      encoding: 'utf8',
    });
    const out = `${r.stdout}${r.stderr}`;
    if (r.status !== 0 || !/successfully installed/i.test(out)) throw new Error(`installing ${vsix} failed:\n${out}`);
    return out.trim();
  }

  /**
   * Installs a language pack for `lang` that translates nothing: VS Code takes a display language only when a pack
   * for it is installed (code-server's `--locale` alone falls back to English). With it, VS Code runs in `lang` as it
   * does for anyone who installed the real pack (vscode.env.language, package.nls.<lang>.json, bundle.l10n.<lang>.json),
   * while its own workbench strings stay English (the pack has none). Packed with vsce, installed like any .vsix.
   */
  installLanguagePack(lang: string): void {
    const dir = join(this.root, `language-pack-${lang}`);
    mkdirSync(join(dir, 'translations'), { recursive: true });
    const manifest = {
      name: `test-language-pack-${lang}`,
      publisher: 'piecepack-war-tests',
      version: '1.0.0',
      license: 'MIT',
      description: `An empty ${lang} language pack for the end-to-end tests`,
      engines: { vscode: '^1.74.0' },
      categories: ['Language Packs'],
      contributes: {
        localizations: [
          {
            languageId: lang,
            languageName: lang,
            localizedLanguageName: lang,
            translations: [{ id: 'vscode', path: './translations/main.i18n.json' }],
          },
        ],
      },
    };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(join(dir, 'README.md'), `An empty ${lang} language pack for the end-to-end tests.\n`);
    writeFileSync(join(dir, 'LICENSE'), 'MIT\n');
    writeFileSync(join(dir, 'translations', 'main.i18n.json'), JSON.stringify({ version: '1.0.0', contents: {} }));
    const vsix = join(this.root, `language-pack-${lang}.vsix`);
    ensureTool('vsce');
    const vsce = join(toolModule('vsce'), 'vsce');
    const r = spawnSync(process.execPath, [vsce, 'package', '--allow-missing-repository', '--out', vsix], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`packing the ${lang} language pack failed:\n${r.stdout}${r.stderr}`);
    this.install(vsix);
    // What VS Code's language pack service writes when a pack is installed in a running VS Code (an install from the
    // command line leaves it out): the packs by language, which the server reads to resolve `--locale`.
    const id = manifest.publisher + '.' + manifest.name;
    const file = join(this.userData, 'languagepacks.json');
    const packs = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    packs[lang] = {
      hash: createHash('md5').update(id).update(manifest.version).digest('hex'),
      extensions: [{ extensionIdentifier: { id }, version: manifest.version }],
      translations: { vscode: join(this.extensions, `${id}-${manifest.version}`, 'translations', 'main.i18n.json') },
      label: lang,
    };
    writeFileSync(file, JSON.stringify(packs));
  }

  /** Writes the user settings (settings.json), which VS Code picks up while running. */
  writeSettings(settings: Record<string, unknown>): void {
    writeFileSync(join(this.userData, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  }

  /**
   * Starts serving; resolves once the server answers. `locale` is VS Code's display language (`--locale`): without its
   * language pack the workbench stays English, but extensions get it as vscode.env.language and their translations.
   */
  async start(locale?: string): Promise<string> {
    this.port = await freePort();
    const args = [
      CODE_SERVER_ENTRY,
      ...this.args(),
      '--auth',
      'none',
      '--bind-addr',
      `127.0.0.1:${this.port}`,
      ...(locale ? ['--locale', locale] : []),
      // Workspace trust stays on: the folder opens untrusted (Restricted Mode), as any folder a user has not trusted.
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-getting-started-override',
      '--log',
      process.env.PW_CS_LOG ?? 'info',
      this.workspace,
    ];
    // Its own process group, so stopping it ends the helpers it starts (and nothing else).
    const child = spawn(process.execPath, args, { env: this.env(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout?.on('data', (d) => (this.output += d));
    child.stderr?.on('data', (d) => (this.output += d));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`code-server exited (${child.exitCode}):\n${this.output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/healthz`);
        if (res.ok) return `http://127.0.0.1:${this.port}/?folder=${encodeURIComponent(this.workspace)}`;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`code-server did not answer within 60 s:\n${this.output}`);
  }

  /** What code-server printed so far. */
  get serverOutput(): string {
    return this.output;
  }

  /** Stops the server and its helpers (our own process group only). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }

  /** The text of our extension's log (its LogOutputChannel "Piecepack War"), across every window session so far. */
  extensionLog(): string {
    const logs = join(this.userData, 'logs');
    if (!existsSync(logs)) return '';
    const found: { file: string; time: number }[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.includes('Piecepack War')) found.push({ file: p, time: statSync(p).mtimeMs });
      }
    };
    walk(logs);
    return found
      .sort((a, b) => a.time - b.time)
      .map((f) => readFileSync(f.file, 'utf8'))
      .join('\n');
  }
}
