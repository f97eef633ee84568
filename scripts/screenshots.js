// `npm run screenshots`: draws every variant as people see it, into docs/images (README.md and docs/widget.md show
// them): for each variant a desktop sheet (900 px widgets) and a phone sheet (360 px widgets), each with the game
// mid-war and at its end, in the light and the dark theme. The CDN bundle in real Chromium, reduced motion (the
// pieces at rest). Decision games are played by two computers up to the moment shown, then seen from Seat 1.
// `--listing` draws instead the pictures of play the VS Code extension's Marketplace page and walkthrough open with
// (extension/images, media/walkthrough): one widget each, as wide as an editor tab.
// Usage: node scripts/screenshots.js [variant...] | node scripts/screenshots.js --listing
import { mkdirSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { buildBundle } from './builds/10-webview.js';
import { ensureChromium } from './ensure-chromium.js';
import { openLocal } from './local-page.js';

const { VARIANT_NAMES, PRESETS } = await tsImport('../engine/src/index.ts', import.meta.url);
const OUT = 'docs/images';
/** Each sheet's cells: theme and moment. */
const CELLS = [
  ['light', 'war'],
  ['dark', 'war'],
  ['light', 'end'],
  ['dark', 'end'],
];
/** Words over each cell. */
const SAYS = { war: 'mid-war', end: 'at the end' };

/**
 * In the page: a record of `variant` played to its first war (a war laid and waiting or decided) or to its end, by
 * the element itself (decision games: two computers), from the first seed that has a war.
 */
async function recordOf(page, variant, moment, decisions) {
  return page.evaluate(
    async ([v, m, d]) => {
      for (let seed = 1; seed < 60; seed++) {
        const el = document.createElement('piecepack-war');
        el.setAttribute('variant', v);
        el.setAttribute('seed', String(seed));
        el.setAttribute('speed', 'max');
        if (d) el.setAttribute('seats', 'computer,computer');
        const stage = document.createElement('div');
        stage.hidden = true;
        stage.append(el);
        document.body.append(stage);
        await el.updateComplete;
        // Card games and Tod und Leben start once their file beside the bundle is there (docs/widget.md).
        for (let i = 0; i < 500 && el.view === null; i++) await new Promise((r) => setTimeout(r, 10));
        let record = null;
        if (m === 'end') {
          const end = new Promise((r) => el.addEventListener('pw-game-end', r, { once: true }));
          el.play();
          await end;
          record = el.record;
        } else if (d) {
          // The first war: the record at the step that started it.
          const war = new Promise((r) => el.addEventListener('pw-war', () => r(el.record), { once: true }));
          const end = new Promise((r) => el.addEventListener('pw-game-end', () => r(null), { once: true }));
          el.play();
          record = await Promise.race([war, end]);
        } else {
          for (let i = 0; i < 3000 && !el.view.result; i++) {
            el.flip();
            const view = el.view;
            if (view.depth >= 1 && view.seats.some((s) => s.played.length > 2)) {
              record = el.record;
              break;
            }
          }
        }
        el.pause();
        stage.remove();
        if (record) return record;
      }
      throw new Error(`no seed of ${v} reached its ${m}`);
    },
    [variant, moment, decisions],
  );
}

/** Lays out one sheet: a widget per cell, opened at its record, seen from Seat 1; resolves once every table is drawn. */
async function sheet(page, form, cells) {
  await page.evaluate(
    async ([f, list]) => {
      const sheet = document.getElementById('sheet');
      sheet.className = f;
      sheet.replaceChildren();
      for (const c of list) {
        const cell = document.createElement('div');
        cell.className = `cell ${c.theme}`;
        const what = document.createElement('p');
        what.className = 'what';
        what.textContent = c.label;
        const el = document.createElement('piecepack-war');
        el.setAttribute('theme', c.theme);
        el.setAttribute('speed', 'slow');
        cell.append(what, el);
        sheet.append(cell);
        el.record = c.record;
        await el.updateComplete;
        // A record opens once the bundle's replay file is there.
        for (let i = 0; i < 500 && el.view === null; i++) await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, 150));
    },
    [form, cells],
  );
}

/** `--listing`: variant, moment, theme and file of each picture of the extension's listing and walkthrough. */
const LISTING = [
  { variant: 'war', moment: 'war', theme: 'dark', file: 'extension/images/play-war.png' },
  { variant: 'stacked-deck', moment: 'war', theme: 'dark', file: 'extension/images/play-stacked-deck.png' },
  { variant: 'war-cards', moment: 'war', theme: 'light', file: 'media/walkthrough/play.png' },
  { variant: 'tod-und-leben', moment: 'end', theme: 'light', file: 'media/walkthrough/choose.png' },
];

/** Draws the listing's pictures: one widget per picture, at 720 px, played to its moment as the sheets are. */
async function listing(page) {
  for (const shot of LISTING) {
    const family = PRESETS[shot.variant].family;
    const decisions = family === 'stacked-deck' || family === 'steal-war';
    const record = await recordOf(page, shot.variant, shot.moment, decisions);
    if (decisions) {
      record.options = { ...record.options, seats: ['human', 'computer'] };
      delete record.final;
    }
    await sheet(page, 'desktop', [{ theme: shot.theme, record, label: '' }]);
    const cell = page.locator('#sheet .cell').first();
    await cell.evaluate((c) => {
      c.querySelector('.what')?.remove();
      c.querySelector('piecepack-war').style.width = '720px';
    });
    await page.waitForTimeout(150);
    mkdirSync(shot.file.slice(0, shot.file.lastIndexOf('/')), { recursive: true });
    await cell.screenshot({ path: shot.file });
    console.log(`  ${shot.file}`);
  }
}

/** `--listing`: the Marketplace icon, 256 px, drawn from the project's icon (media/icon.svg) on a transparent ground. */
async function icon(browser) {
  const page = await browser.newPage({ viewport: { width: 256, height: 256 } });
  const svg = readFileSync('media/icon.svg', 'utf8');
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:256px;height:256px;display:block}</style>${svg}`);
  await page.screenshot({ path: 'media/extension/icon.png', omitBackground: true });
  await page.close();
  console.log('  media/extension/icon.png');
}

async function main() {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const variants = only.length > 0 ? VARIANT_NAMES.filter((v) => only.includes(v)) : VARIANT_NAMES;
  ensureChromium();
  await buildBundle();
  mkdirSync(OUT, { recursive: true });
  const { base, browser, close } = await openLocal();
  try {
    const page = await browser.newPage({ viewport: { width: 1900, height: 1000 }, reducedMotion: 'reduce' });
    await page.goto(`${base}/demo/shots.html`);
    await page.waitForFunction(() => customElements.get('piecepack-war'));
    if (process.argv.includes('--listing')) {
      await listing(page);
      await icon(browser);
      return;
    }
    for (const variant of variants) {
      const family = PRESETS[variant].family;
      const decisions = family === 'stacked-deck' || family === 'steal-war';
      const records = {};
      for (const moment of ['war', 'end']) {
        const record = await recordOf(page, variant, moment, decisions);
        // Seen from Seat 1, a person: the person's view of a decision game; the table waits for nobody else meanwhile.
        if (decisions) {
          record.options = { ...record.options, seats: ['human', 'computer'] };
          // The final hash covers the options too: the seats changed, so the replay checks the actions alone.
          delete record.final;
        }
        records[moment] = record;
      }
      for (const form of ['desktop', 'phone']) {
        const cells = CELLS.map(([theme, moment]) => ({
          theme,
          record: records[moment],
          label: `${PRESETS[variant].title}: ${SAYS[moment]}, ${theme}`,
        }));
        await sheet(page, form, cells);
        const file = `${OUT}/${variant}-${form}.png`;
        await page.locator('#sheet').screenshot({ path: file });
        console.log(`  ${file}`);
      }
    }
  } finally {
    await close();
  }
}

await main();
