// A War page's start-up file holds nothing that loads on demand: no module of a file the widget loads with import()
// (the build's FILES), nor the modules only those files use. With code splitting, a module the engine's on-demand entry
// re-exports lands in the start-up file as soon as any file loaded on demand uses it (the replay's history did).
import assert from 'node:assert/strict';
import { describe, it } from 'mocha';
// @ts-expect-error: a JavaScript build module without declarations
import { FILES, startupModules } from '../builds/10-webview.js';

/** Modules that only files loaded on demand use: each must stay out of the start-up file. */
const ON_DEMAND_ONLY = [
  // A record read and replayed (a record, a walk-through, a link, a kept game), and a game's positions (the replay).
  'engine/src/replay.ts',
  'engine/src/history.ts',
  'webview/src/game/record-game.ts',
  // A record fetched from record-src.
  'webview/src/game/record-loader.ts',
  // Tod und Leben's flip (its rounds and won piles) and the simulator's loop that plays it: loadFamily brings them.
  'engine/src/core/tod.ts',
  'engine/src/core/play-out.ts',
  // The decision games' play at the element, with their chunk.
  'webview/src/plays/decision-play.ts',
  'webview/src/game/table-events.ts',
  // The game menu's body and look, with the menu (game-menu.ts): when the element is first idle or the menu opens.
  'webview/src/menu/game-menu.ts',
  'webview/src/menu/menu-body.ts',
  'webview/src/menu/menu.styles.ts',
];

describe("a War page's start-up file", () => {
  it('holds no module that loads on demand (the files loaded with import(), the modules only they use)', async () => {
    const inside = (await startupModules()) as Map<string, number>;
    assert.ok(
      inside.has('webview/src/element/piecepack-war.ts') && inside.has('engine/src/core/board.ts'),
      'the element and the War engine are in it',
    );
    const parts = Object.entries(FILES as Record<string, string>).filter(([name]) => name !== 'piecepack-war');
    for (const [name, path] of parts) assert.ok(!inside.has(path), `${path} (${name}.js) loads on demand, not at start-up`);
    const crept = ON_DEMAND_ONLY.filter((path) => inside.has(path)).map((path) => `${path} (${inside.get(path)} bytes)`);
    assert.deepEqual(crept, [], 'modules only files loaded on demand use are not in the start-up file');
  });
});
