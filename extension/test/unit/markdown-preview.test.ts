// VS Code's Markdown preview: its markdown-it plugin writes the fences' tags without the starting-position picture (the
// preview runs scripts, so it never shows one), and the host bundle, which every preview loads through
// `markdown.markdownItPlugins`, carries neither the picture code nor the widget's art nor Lit.
import { strict as assert } from 'node:assert';
import { build } from 'esbuild';
import MarkdownIt from 'markdown-it';
import { ENTRY_BUILD } from '../../../scripts/builds/20-extension.js';
import { extendMarkdownIt } from '../../src/markdown-preview.ts';

describe('Markdown preview plugin', () => {
  it('writes the tag with the words, no picture', () => {
    const html = extendMarkdownIt(new MarkdownIt()).render('```piecepack-war\nvariant: stacked-deck\nseed: 2\n```\n');
    assert.match(
      html,
      /^<piecepack-war data-pw-fence variant="stacked-deck" seed="2"><span class="pw-fallback">[^<]*<\/span><\/piecepack-war>\n$/,
    );
  });

  it('the entry the preview loads holds no picture code, widget code or Lit (its load cost)', async () => {
    const bundled = await build({ ...(ENTRY_BUILD as object), write: false, metafile: true, sourcemap: false, outfile: 'out.cjs' });
    const inputs = Object.keys(bundled.metafile.inputs);
    assert.ok(inputs.includes('extension/src/markdown-preview.ts'), 'the preview plugin is in the bundle');
    assert.deepEqual(
      inputs.filter((f) => /^webview\/|starting-picture|node_modules\/(lit|@lit)/.test(f)),
      [],
    );
  });
});
