// The bundle's build removes its own files of an earlier build and leaves the Markdown build's scripts beside them
// (`npm start` after `npm run build` removed the embed page's script, and the embed page showed nothing).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'mocha';
// @ts-expect-error: a JavaScript build module without declarations
import { MARKDOWN_SCRIPTS, removeOldBundle } from '../builds/10-webview.js';
// @ts-expect-error: a JavaScript build module without declarations
import { MARKDOWN_FILES } from '../builds/15-markdown.js';

describe('the bundle build clears only its own old files', () => {
  it('removes old chunks, keeps the embed page, fence and preview scripts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-dist-'));
    try {
      const markdown = Object.values<string>(MARKDOWN_FILES)
        .filter((f) => /^dist\/piecepack-war[\w-]*\.js$/.test(f))
        .map((f) => f.slice('dist/'.length));
      assert.deepEqual([...markdown].sort(), [...(MARKDOWN_SCRIPTS as string[])].sort(), 'the list names every Markdown script');
      const old = ['piecepack-war.js', 'piecepack-war-shared-ab12.js', 'piecepack-war-shared-ab12.js.map'];
      for (const f of [...old, ...markdown, 'embed.html', 'piecepack-war-embed.css']) writeFileSync(join(dir, f), '');
      removeOldBundle(dir);
      for (const f of old) assert.equal(existsSync(join(dir, f)), false, `${f} removed`);
      assert.deepEqual(readdirSync(dir).sort(), [...markdown, 'embed.html', 'piecepack-war-embed.css'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
