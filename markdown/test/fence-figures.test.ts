// A fence's `figures: true` line: with the plugin's `figures` function (piecepack-war/markdown-it/figures) the variant's
// figures are written beside the tag, the engine's own for the fence's options; without it the line is accepted and
// passed to the tag, with no error and nothing beside it.
import { strict as assert } from 'node:assert';
import MarkdownIt, { type MarkdownIt as Md } from 'markdown-it';
import { variantFigures } from '../../engine/src/index.ts';
import { figuresParagraph } from '../../picture/figures-words.ts';
import EN_HELP from '../../picture/help.en.ts';
import { FENCE_FIGURES_GAMES, FENCE_FIGURES_SEED, variantFiguresText } from '../src/fence-figures.ts';
import piecepackWarMarkdown from '../src/plugin.ts';

const render = (md: Md, body: string): string => md.render('```piecepack-war\n' + body + '\n```\n');

describe('markdown-it plugin: a fence asking for its figures', () => {
  it("writes the engine's figures for the fence's options beside the tag", () => {
    const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown, { figures: variantFiguresText });
    const html = render(md, 'variant: war-cards\nwar-face-down: 1\nfigures: true');
    const r = variantFigures({ variant: 'war-cards', warFaceDown: '1' }, { games: FENCE_FIGURES_GAMES, seed: FENCE_FIGURES_SEED });
    assert.ok(r.ok);
    const words = figuresParagraph(r.value, EN_HELP, 'en');
    assert.match(words, /^In 100 games the computer played with these options, a game lasted about \d+ tricks/);
    assert.match(html, /<piecepack-war [^>]*figures="true"[^>]*>/);
    assert.ok(html.endsWith(`</piecepack-war>\n<p class="pw-figures">${words}</p>\n`), html);
    // Not asked for (no line, or figures: off): nothing beside the tag.
    assert.doesNotMatch(render(md, 'variant: war-cards'), /pw-figures/);
    assert.doesNotMatch(render(md, 'variant: war-cards\nfigures: off'), /pw-figures/);
    // A fence that starts no game from options gets no figures, and no error.
    assert.doesNotMatch(render(md, 'variant: nonsense\nfigures: true'), /pw-figures/);
  });

  it('accepts the line without a figures function: passed to the tag, nothing beside it', () => {
    const md = new MarkdownIt({ html: false }).use(piecepackWarMarkdown);
    const html = render(md, 'variant: war\nfigures: true');
    assert.equal(
      html,
      '<piecepack-war data-pw-fence variant="war" figures="true"><span class="pw-fallback">A game of War plays here where JavaScript runs.</span></piecepack-war>\n',
    );
  });
});
