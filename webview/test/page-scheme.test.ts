// theme="auto" follows the page before the OS: its color-scheme when it names one, else its background, else the OS;
// an explicit theme wins over both, and a page switching its scheme is followed.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { mount, unmountAll } from './helpers.ts';

/** The widget's own background colour (its private light or dark --_bg). */
const bg = (el: HTMLElement) => getComputedStyle(el).getPropertyValue('--_bg').trim();
const LIGHT_BG = '#fbfaf7';
const DARK_BG = '#1c1d20';

/** A sheet laid over the page for one test. */
function pageStyle(text: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** Waits for the next frames (the widget reads the page again at the next frame after a change). */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('theme="auto" and the page', () => {
  let undo: () => void = () => undefined;
  afterEach(async () => {
    undo();
    unmountAll();
    await emulateMedia({ colorScheme: 'light' });
  });

  it('a dark page (:root { color-scheme: dark }) gets a dark widget though the OS is light', async () => {
    await emulateMedia({ colorScheme: 'light' });
    undo = pageStyle(':root { color-scheme: dark; }');
    const el = await mount({ variant: 'war', seed: '1' });
    expect(bg(el)).to.equal(DARK_BG);
  });

  it('a page with a dark background and no color-scheme gets a dark widget; a light one a light widget', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    undo = pageStyle('body { background: #fdfdfd; }');
    const light = await mount({ variant: 'war', seed: '1' });
    expect(bg(light), 'a light page, though the OS is dark').to.equal(LIGHT_BG);
    undo();
    undo = pageStyle('body { background: rgb(20, 24, 30); }');
    await frames();
    document.body.classList.add('switched');
    await frames();
    expect(bg(light), 'the page switched to dark: followed').to.equal(DARK_BG);
    document.body.classList.remove('switched');
  });

  it("in a VS Code webview (its theme variables on the page) the page's background does not decide: VS Code's colours do", async () => {
    await emulateMedia({ colorScheme: 'light' });
    undo = pageStyle(':root { --vscode-editor-background: #000000; } body { background: #000000; }');
    const el = await mount({ variant: 'war', seed: '1' });
    expect(bg(el), 'the private colours keep the OS scheme').to.equal(LIGHT_BG);
  });

  it('without a word from the page, the OS decides; an explicit theme wins over the page', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mount({ variant: 'war', seed: '1' });
    expect(bg(el), 'no page hint, a dark OS').to.equal(DARK_BG);
    undo = pageStyle(':root { color-scheme: dark; }');
    const light = await mount({ variant: 'war', seed: '1', theme: 'light' });
    expect(bg(light), 'theme="light" on a dark page').to.equal(LIGHT_BG);
  });
});
