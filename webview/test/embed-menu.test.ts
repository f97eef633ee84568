// "Copy embed code" in the game menu: the <iframe> of the embed page and the <script> snippet for the game on the table,
// copied to the clipboard, or shown in the menu to copy by hand when the page refuses it; a hidden deal's seed never in them.
import { expect } from '@open-wc/testing';
import { embedSnippets } from '../src/embed-menu.ts';
import { mount, part, unmountAll } from './helpers.ts';

describe('Copy embed code', () => {
  afterEach(unmountAll);

  it('gives an iframe of the embed page and the script snippet for this game (its options and seed)', async () => {
    const el = await mount({ variant: 'war-cards', seed: '77', 'war-face-down': '2' });
    const text = embedSnippets(el.options!, el.seed, 'https://example.test/pw/piecepack-war.js');
    const iframe = /<iframe[^>]* src="([^"]+)"/.exec(text);
    expect(iframe, text).to.exist;
    const url = new URL(iframe![1].replace(/&#38;/g, '&'));
    expect(url.pathname).to.equal('/pw/embed.html');
    expect(url.searchParams.get('variant')).to.equal('war-cards');
    expect(url.searchParams.get('war-face-down')).to.equal('2');
    expect(url.searchParams.get('seed')).to.equal('77');
    expect(text).to.include('<script type="module" src="https://example.test/pw/piecepack-war.js"></script>');
    expect(text).to.match(/<piecepack-war [^>]*variant="war-cards"[^>]* seed="77"><\/piecepack-war>/);
  });

  it('a hidden-information game in progress from a seed the page did not set: no seed in either snippet', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,computer' });
    expect(el.seed).to.equal(null);
    const text = embedSnippets(el.options!, el.seed, 'https://example.test/pw/piecepack-war.js');
    expect(text).not.to.match(/seed/);
  });

  it('the menu item copies them, or shows them to copy by hand when the clipboard is refused, and says which', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    const copied = await el.copyEmbed();
    await el.updateComplete;
    const said = part(el, '[role="status"]').textContent ?? '';
    if (copied) {
      expect(said).to.include('Embed code copied');
      expect(await navigator.clipboard.readText()).to.include('<iframe');
    } else {
      const shown = part<HTMLTextAreaElement>(el, 'textarea.embed-code');
      expect(shown.value).to.include('<iframe').and.include('seed=5');
      expect(said).to.include('copy it');
    }
    expect(part(el, 'button[part~="copy-embed"]').textContent).to.equal('Copy embed code');
  });
});
