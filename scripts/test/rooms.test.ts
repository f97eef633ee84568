// The rooms codemod (scripts/rooms.js) on a small checkout of its own: it moves the mapped files, points every path at
// the same file, does nothing the second time, points another branch's code written against the old paths at the new
// ones, and refuses (changing nothing) a file in webview/src that no room holds.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A checkout with a few of the old flat files, a CLI file, a build script and a doc naming them. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'pw-rooms-'));
  const files: Record<string, string> = {
    'webview/src/piecepack-war.ts': "import { GameSteps } from './game-steps.ts';\nexport const a = () => import('./replay.ts');\n",
    'webview/src/game-steps.ts': "import type { X } from '../../engine/src/on-demand.ts';\nexport class GameSteps {}\n",
    'webview/src/replay.ts': "import './picture/save.ts';\n",
    'webview/src/picture/save.ts': "import { positionSvg } from './position-svg.ts';\nimport { seatName } from '../naming.ts';\n",
    'webview/src/picture/position-svg.ts': "import { tileFace } from '../art/tile.ts';\n",
    'webview/src/art/tile.ts': 'export const tileFace = 1;\n',
    'webview/src/naming.ts': 'export const seatName = 1;\n',
    'webview/src/index.ts': "export * from './piecepack-war.ts';\n",
    'engine/src/on-demand.ts': 'export type X = 1;\n',
    'cli/render.ts': "import { positionSvg } from '../webview/src/picture/position-svg.ts';\n",
    'scripts/build.js': "const FILES = { replay: 'webview/src/replay.ts', picture: 'webview/src/picture/save.ts' };\n",
    'docs/architecture.md': 'The steps: `webview/src/game-steps.ts`; pictures in `webview/src/picture/`.\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'scripts'), { recursive: true });
  copyFileSync('scripts/rooms.js', join(root, 'scripts/rooms.js'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'flat');
  return root;
}

const run = (root: string) => spawnSync(process.execPath, ['scripts/rooms.js'], { cwd: root, encoding: 'utf8' });
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

describe('the rooms codemod (scripts/rooms.js)', function () {
  this.timeout(60_000);
  const roots: string[] = [];
  after(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it('moves each mapped file and points every import, import() and path at the same file', () => {
    const root = checkout();
    roots.push(root);
    const first = run(root);
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, /move webview\/src\/game-steps\.ts -> webview\/src\/game\/game-steps\.ts/);
    assert.ok(!existsSync(join(root, 'webview/src/picture')), 'the old picture folder, left empty, is gone');
    assert.equal(
      read(root, 'webview/src/element/piecepack-war.ts'),
      "import { GameSteps } from '../game/game-steps.ts';\nexport const a = () => import('../replay/replay.ts');\n",
    );
    assert.equal(
      read(root, 'webview/src/game/game-steps.ts'),
      "import type { X } from '../../../engine/src/on-demand.ts';\nexport class GameSteps {}\n",
    );
    assert.equal(read(root, 'webview/src/replay/replay.ts'), "import '../menu/save-picture.ts';\n");
    assert.equal(
      read(root, 'webview/src/menu/save-picture.ts'),
      "import { positionSvg } from '../../../picture/position-svg.ts';\nimport { seatName } from '../i18n/naming.ts';\n",
    );
    assert.equal(read(root, 'picture/position-svg.ts'), "import { tileFace } from './art/tile.ts';\n");
    assert.equal(read(root, 'webview/src/index.ts'), "export * from './element/piecepack-war.ts';\n");
    assert.equal(read(root, 'cli/render.ts'), "import { positionSvg } from '../picture/position-svg.ts';\n");
    assert.equal(
      read(root, 'scripts/build.js'),
      "const FILES = { replay: 'webview/src/replay/replay.ts', picture: 'webview/src/menu/save-picture.ts' };\n",
    );
    assert.equal(read(root, 'docs/architecture.md'), 'The steps: `webview/src/game/game-steps.ts`; pictures in `picture/`.\n');

    const second = run(root);
    assert.equal(second.status, 0, second.stderr);
    assert.match(second.stdout, /0 file\(s\) moved, 0 file\(s\) edited/);
  });

  it("points another branch's code, written against the old paths, at the new ones", () => {
    const root = checkout();
    roots.push(root);
    assert.equal(run(root).status, 0);
    // As a merge leaves it: a moved file with a new line naming its import from the file's old place, and a file that
    // did not move naming a moved one by its old path.
    writeFileSync(
      join(root, 'webview/src/game/game-steps.ts'),
      read(root, 'webview/src/game/game-steps.ts') + "import { seatName } from './naming.ts';\n",
    );
    writeFileSync(
      join(root, 'webview/src/index.ts'),
      read(root, 'webview/src/index.ts') + "export { GameSteps } from './game-steps.ts';\n",
    );
    const again = run(root);
    assert.equal(again.status, 0, again.stderr);
    assert.match(read(root, 'webview/src/game/game-steps.ts'), /import \{ seatName \} from '\.\.\/i18n\/naming\.ts';/);
    assert.match(read(root, 'webview/src/index.ts'), /export \{ GameSteps \} from '\.\/game\/game-steps\.ts';/);
  });

  it('refuses a file in webview/src that no room holds, naming it and moving nothing', () => {
    const root = checkout();
    roots.push(root);
    writeFileSync(join(root, 'webview/src/step-road.ts'), 'export {};\n');
    const refused = run(root);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /webview\/src\/step-road\.ts/);
    assert.ok(existsSync(join(root, 'webview/src/game-steps.ts')), 'nothing moved');
    // In a room it is placed on purpose: the run goes on.
    rmSync(join(root, 'webview/src/step-road.ts'));
    mkdirSync(join(root, 'webview/src/game'), { recursive: true });
    writeFileSync(join(root, 'webview/src/game/step-road.ts'), "import { GameSteps } from '../game-steps.ts';\n");
    const placed = run(root);
    assert.equal(placed.status, 0, placed.stderr);
    assert.equal(read(root, 'webview/src/game/step-road.ts'), "import { GameSteps } from './game-steps.ts';\n");
  });
});
