// The extension's light entry (dist/extension/extension.cjs, what every Markdown file and preview loads): it holds none
// of the game host's parts, registers every command, game tab serializer, the record editor and both game views at
// activation without loading the host, and loads the host once, on first use, handing each call on. The entry is built
// as the release builds it and run in node with a `vscode` stand-in that records what is registered; the game host
// beside it is a stand-in that records what it is asked (the real one runs in the end-to-end suite).
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ENTRY_BUILD } from '../../../scripts/builds/20-extension.js';

const ROOT = join(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  contributes: {
    commands: { command: string }[];
    views: Record<string, { id: string; type?: string }[]>;
    customEditors: { viewType: string }[];
  };
};

/** A `vscode` module that records registrations and messages; anything else answers with a do-nothing value. */
const VSCODE_STAND_IN = `
const record = { commands: new Map(), serializers: new Map(), editors: new Map(), views: new Map(), lines: [], errors: [] };
const disposable = { dispose() {} };
const nothing = new Proxy(function () {}, { get: (t, k) => (k === 'then' ? undefined : nothing), apply: () => disposable });
const log = { info: (s) => record.lines.push(s), warn: (s) => record.lines.push(s), error: (s) => record.lines.push(s), dispose() {} };
module.exports = {
  record,
  commands: { registerCommand: (id, run) => (record.commands.set(id, run), disposable), executeCommand: async () => undefined },
  window: {
    createOutputChannel: () => log,
    registerWebviewPanelSerializer: (type, s) => (record.serializers.set(type, s), disposable),
    registerCustomEditorProvider: (type, p) => (record.editors.set(type, p), disposable),
    registerWebviewViewProvider: (id, p) => (record.views.set(id, p), disposable),
    showErrorMessage: async (m) => void record.errors.push(m),
  },
  workspace: {
    textDocuments: [],
    getConfiguration: () => ({ get: () => undefined }),
    onDidChangeConfiguration: () => disposable,
    onDidOpenTextDocument: () => disposable,
    onDidChangeTextDocument: () => disposable,
    onDidCloseTextDocument: () => disposable,
  },
  languages: { createDiagnosticCollection: () => ({ dispose() {}, set() {}, delete() {} }), registerCompletionItemProvider: () => disposable },
  l10n: { t: (s) => (typeof s === 'string' ? s : s.message) },
  env: { language: 'en' },
  Uri: nothing,
};
`;

/** A game host that records each start and each call it is handed. */
const HOST_STAND_IN = `
const calls = [];
let starts = 0;
exports.calls = calls;
exports.starts = () => starts;
exports.startHost = (context, log, start) => {
  starts++;
  log.info('stand-in host started for ' + start.reason);
  return {
    run: (id) => (calls.push(['run', id]), 'ran ' + id),
    revive: (panel, state) => void calls.push(['revive', panel, state]),
    reviveStats: (panel) => void calls.push(['reviveStats', panel]),
    records: { openCustomDocument: (uri) => (calls.push(['open', uri]), { uri }), resolveCustomEditor: async (d) => void calls.push(['resolve', d.uri]) },
    sidebar: { resolveWebviewView: (view) => void calls.push(['view', view]) },
  };
};
`;

type Recorded = {
  commands: Map<string, () => Promise<unknown>>;
  serializers: Map<string, { deserializeWebviewPanel(panel: unknown, state: unknown): Promise<void> }>;
  editors: Map<string, { openCustomDocument(uri: unknown): Promise<{ uri: unknown }> }>;
  views: Map<string, { resolveWebviewView(view: unknown): Promise<void> }>;
  lines: string[];
  errors: string[];
};

describe('the light entry', function () {
  this.timeout(300_000);
  let dir: string;
  let bundleInputs: string[];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-entry-'));
    const built = await build({ ...(ENTRY_BUILD as object), outfile: join(dir, 'extension.cjs'), sourcemap: false, metafile: true });
    // The files that put code in the bundle (a file imported only for a type or a constant inlined puts none).
    const output = Object.values(built.metafile.outputs)[0];
    bundleInputs = Object.entries(output.inputs)
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([f]) => f);
    mkdirSync(join(dir, 'node_modules', 'vscode'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'vscode', 'index.js'), VSCODE_STAND_IN);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** The entry activated afresh (a new module cache entry), with `host` as the host bundle beside it (or none). */
  function activate(host: string | null): { record: Recorded; host: { calls: unknown[][]; starts(): number } | null } {
    const entry = join(dir, 'extension.cjs');
    const hostFile = join(dir, 'host.cjs');
    rmSync(hostFile, { force: true });
    if (host !== null) writeFileSync(hostFile, host);
    const load = createRequire(entry);
    for (const key of [entry, hostFile, load.resolve('vscode')]) delete load.cache[key];
    const vscode = load('vscode') as { record: Recorded };
    const context = { subscriptions: [] as unknown[], extensionUri: {} };
    (load(entry) as { activate(c: unknown): unknown }).activate(context);
    return {
      record: vscode.record,
      host: host === null ? null : load.cache[hostFile] ? (load(hostFile) as { calls: unknown[][]; starts(): number }) : null,
    };
  }

  it("holds the fences' help and the preview's plugin, and none of the game host's parts nor the decision games' rules", () => {
    for (const part of ['extension/src/fence-help.ts', 'extension/src/markdown-preview.ts', 'extension/src/html-completions.ts'])
      assert.ok(bundleInputs.includes(part), `${part} is in the entry`);
    const host = bundleInputs.filter((f) =>
      /extension\/src\/(host|game-host|game-panel|sidebar|record-editor|stats[-\w]*|simulate|new-game-[\w]+|closed-games|settings|named-[\w]+|variants-edit|export-record)\.ts$|extension\/src\/sim\/|jsonc-parser/.test(
        f,
      ),
    );
    assert.deepEqual(host, [], 'the game host is its own bundle');
    // The fences are checked with the engine's option and record checks: the decision games' rules are not needed (the
    // engine's entry names Stacked Deck War's tiles, a few lines, and nothing else of those games).
    assert.deepEqual(
      bundleInputs.filter((f) => /^engine\/src\/(stacked|steal)\//.test(f) && f !== 'engine/src/stacked/tiles.ts'),
      [],
    );
  });

  it('registers every command, both serializers, the record editor and both game views without loading the host', () => {
    const { record, host } = activate(HOST_STAND_IN);
    assert.deepEqual([...record.commands.keys()].sort(), manifest.contributes.commands.map((c) => c.command).sort());
    assert.deepEqual([...record.serializers.keys()].sort(), ['piecepackWar.game', 'piecepackWar.stats']);
    assert.deepEqual(
      [...record.editors.keys()],
      manifest.contributes.customEditors.map((e) => e.viewType),
    );
    const views = Object.values(manifest.contributes.views)
      .flat()
      .filter((v) => v.type === 'webview')
      .map((v) => v.id);
    assert.deepEqual([...record.views.keys()].sort(), views.sort());
    assert.equal(host, null, 'the host bundle was not loaded');
    assert.ok(record.lines.some((l) => /^activated in [\d.]+ ms/.test(l)));
  });

  it('loads the host once, on first use, and hands every call on with its arguments', async () => {
    const { record } = activate(HOST_STAND_IN);
    const [a, b] = await Promise.all([record.commands.get('piecepackWar.open')!(), record.commands.get('piecepackWar.showStats')!()]);
    assert.deepEqual([a, b], ['ran piecepackWar.open', 'ran piecepackWar.showStats']);
    await record.serializers.get('piecepackWar.game')!.deserializeWebviewPanel('panel', { saved: 1 });
    await record.serializers.get('piecepackWar.stats')!.deserializeWebviewPanel('stats panel', undefined);
    assert.deepEqual(await record.editors.get('piecepackWar.record')!.openCustomDocument('file.json'), { uri: 'file.json' });
    await record.views.get('piecepackWar.sidebar')!.resolveWebviewView('view');
    const host = createRequire(join(dir, 'extension.cjs'))(join(dir, 'host.cjs')) as { calls: unknown[][]; starts(): number };
    assert.equal(host.starts(), 1, 'one host for every call');
    assert.deepEqual(host.calls, [
      ['run', 'piecepackWar.open'],
      ['run', 'piecepackWar.showStats'],
      ['revive', 'panel', { saved: 1 }],
      ['reviveStats', 'stats panel'],
      ['open', 'file.json'],
      ['view', 'view'],
    ]);
    assert.deepEqual(
      record.lines.filter((l) => l.startsWith('stand-in host')),
      ['stand-in host started for piecepackWar.open'],
    );
  });

  it('a host that does not load is said once per try, and the next command tries again', async () => {
    const { record } = activate(null);
    await assert.rejects(record.commands.get('piecepackWar.open')!());
    assert.equal(record.errors.length, 1);
    assert.match(record.errors[0], /^Piecepack War could not start its games: .*host\.cjs/);
    writeFileSync(join(dir, 'host.cjs'), HOST_STAND_IN);
    assert.equal(await record.commands.get('piecepackWar.choose')!(), 'ran piecepackWar.choose');
  });
});
