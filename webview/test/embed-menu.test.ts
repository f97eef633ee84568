// "Copy embed code" in the game menu: the <iframe> of the embed page and the <script> snippet for the game on the table,
// copied to the clipboard, or shown in the menu to copy by hand when the page refuses it; only the options that differ
// from the variant's; a prepared deal, a record's or a link's game as its record (the embed shows the same game); a
// hidden deal's seed never in them; in a VS Code webview no embed code and a link that is the game's code alone.
import { expect } from '@open-wc/testing';
import { resolveOptions, type GameRecord, type WarView } from '../../engine/src/index.ts';
import { decodeRecord } from '../../picture/embed-code.ts';
import { embedSnippets } from '../src/menu/embed-menu.ts';
import type { PiecepackWar } from '../src/element/piecepack-war.ts';
import { mount, part, query, unmountAll } from './helpers.ts';

/** What the last copy gave: the clipboard's text, or the menu's text to copy by hand. */
async function clipboardOrShown(el: PiecepackWar): Promise<string> {
  const shown = query<HTMLTextAreaElement>(el, 'textarea.embed-code');
  return shown ? shown.value : navigator.clipboard.readText().catch(() => '');
}

/** What a reader sees of a War position: tricks and each seat's stack and pieces on the table. */
const position = (v: WarView) => JSON.stringify([v.tricks, v.phase, v.seats.map((s) => [s.count, s.won, s.played])]);

/** The snippet a menu item gives (from the clipboard, or the menu's text to copy by hand). */
async function copiedEmbed(el: PiecepackWar, kind: 'iframe' | 'script' = 'iframe'): Promise<string> {
  const copied = await el.copyEmbed(kind);
  await el.updateComplete;
  return copied ? navigator.clipboard.readText() : part<HTMLTextAreaElement>(el, 'textarea.embed-code').value;
}

/** The iframe's URL in the snippets. */
function iframeUrl(text: string): URL {
  const iframe = /<iframe[^>]* src="([^"]+)"/.exec(text);
  expect(iframe, text).to.exist;
  return new URL(iframe![1].replace(/&#38;/g, '&'));
}

/** The record the iframe snippet carries and the one the script snippet's tag carries. */
function recordsIn(iframe: string, script: string): unknown[] {
  const tag = /<piecepack-war record-json="([^"]*)">/.exec(script);
  expect(tag, script).to.exist;
  const json = tag![1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return [decodeRecord(iframeUrl(iframe).searchParams.get('record')!), JSON.parse(json)];
}

/** Both snippets as the two menu items copy them. */
async function bothCopied(el: PiecepackWar): Promise<[string, string]> {
  return [await copiedEmbed(el, 'iframe'), await copiedEmbed(el, 'script')];
}

/** A widget showing `record` (as a reader's page would, from the snippet). */
async function opened(record: unknown): Promise<PiecepackWar> {
  const el = await mount({});
  el.record = record;
  await el.updateComplete;
  return el;
}

describe('Copy embed code', () => {
  afterEach(unmountAll);

  it('gives an iframe of the embed page and the script snippet: the options that differ from the variant’s, and the seed', async () => {
    const el = await mount({ variant: 'war-cards', seed: '77', 'war-face-down': '2' });
    const defaults = resolveOptions({ variant: 'war-cards' });
    if (!defaults.ok) throw new Error(defaults.error.message);
    const game = { options: el.options!, defaults: defaults.value, seed: el.seed, record: null };
    const { iframe, script: text } = embedSnippets(game, 'https://example.test/pw/piecepack-war.js');
    const url = iframeUrl(iframe);
    expect(url.pathname).to.equal('/pw/embed.html');
    expect([...url.searchParams.keys()].sort(), 'no default pinned').to.deep.equal(['seed', 'variant', 'war-face-down']);
    expect(url.searchParams.get('variant')).to.equal('war-cards');
    expect(url.searchParams.get('war-face-down')).to.equal('2');
    expect(url.searchParams.get('seed')).to.equal('77');
    expect(text).to.include('<script type="module" src="https://example.test/pw/piecepack-war.js"></script>');
    expect(text).to.include('<piecepack-war variant="war-cards" war-face-down="2" seed="77"></piecepack-war>');
    // Each snippet a whole embed of its own: the iframe with its sizing script (an external file), the script tag.
    expect(iframe).to.include('<script type="module" src="https://example.test/pw/piecepack-war-embed-frame.js"></script>');
    expect(iframe).not.to.include('<piecepack-war');
    expect(text).not.to.include('<iframe');
  });

  it('a hidden-information game in progress from a seed the page did not set: no seed in either snippet', async () => {
    const el = await mount({ variant: 'steal-war', seats: 'human,computer' });
    expect(el.seed).to.equal(null);
    for (const text of await bothCopied(el)) expect(text).not.to.match(/seed|record/);
  });

  it('a prepared deal: its record, so the embed deals the same pieces', async () => {
    const deal = (await (await fetch('/demo/records/war-in-a-war.json')).json()) as GameRecord;
    const el = await opened(deal);
    el.playTrick();
    await el.updateComplete;
    for (const record of recordsIn(...(await bothCopied(el)))) {
      expect((record as GameRecord).deal).to.deep.equal(deal.deal);
      const reader = await opened(record);
      expect(position(reader.view as WarView)).to.equal(position(el.view as WarView));
    }
  });

  it('a game opened from a link, looked at step 4: its record to that step', async () => {
    const source = await mount({ variant: 'war', seed: '31' });
    for (let i = 0; i < 6; i++) source.flip();
    source.replayTo(4);
    source.addEventListener('pw-link', (e) => e.preventDefault(), { once: true });
    const link = await source.copyLink();
    const el = await mount({ variant: 'war' });
    expect(await el.openLink(link!)).to.equal(true);
    for (const record of recordsIn(...(await bothCopied(el)))) {
      expect((record as GameRecord).seed).to.equal(31);
      expect((record as GameRecord).actions).to.have.length(4);
    }
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
    expect(part(el, 'button[part~="copy-embed"]').textContent).to.equal('Copy embed code (iframe)');
  });

  it('two menu items, two texts: the iframe item copies the iframe alone, the script item the script tag alone', async () => {
    const el = await mount({ variant: 'war', seed: '5' });
    const texts: string[] = [];
    // Each click copies (or shows the text to copy by hand) once its code is loaded: wait for the text it gives.
    for (const [name, mark] of [
      ['copy-embed', '<iframe'],
      ['copy-embed-script', '<piecepack-war'],
    ]) {
      const item = query(el, `button[part~="${name}"]`);
      expect(item !== null, `the item ${name}`).to.equal(true);
      item!.click();
      let text = '';
      for (let i = 0; i < 1000 && !text.includes(mark); i++) {
        await new Promise((r) => setTimeout(r, 20));
        await el.updateComplete;
        text = await clipboardOrShown(el);
      }
      texts.push(text);
    }
    const [iframe, script] = texts;
    expect(iframe).to.include('<iframe').and.not.include('<piecepack-war');
    expect(script).to.include('<piecepack-war').and.not.include('<iframe');
    expect(iframe).not.to.equal(script);
  });

  it('in a VS Code webview: no embed code offered, and Copy link gives the game’s code alone', async () => {
    const g = globalThis as { acquireVsCodeApi?: unknown };
    g.acquireVsCodeApi = () => ({});
    try {
      const el = await mount({ variant: 'war', seed: '5' });
      el.playTrick();
      await el.updateComplete;
      expect(query(el, 'button[part~="copy-embed"]') === null, 'no Copy embed code').to.equal(true);
      expect(await el.copyEmbed()).to.equal(false);
      el.addEventListener('pw-link', (e) => e.preventDefault(), { once: true });
      expect(await el.copyLink()).to.match(/^#g=1\.[\w-]+$/);
    } finally {
      delete g.acquireVsCodeApi;
    }
  });
});
