// The War family's table, measured in Chromium (part of `npm run bench`): presses per trick when a person plays with
// the Flip button (real mouse clicks on the CDN bundle; wars play themselves, pots go to the winner by themselves),
// beside what the same games cost before one press played a trick (one press per step of the game: every flip, every
// war step, every collect); and the size of a tile and a card by the widget's width.
// Figures only: nothing here passes or fails. Usage: node scripts/benches/war-table.js [--quick]
import { buildBundle } from '../builds/10-webview.js';
import { ensureChromium } from '../ensure-chromium.js';
import { openLocal } from '../local-page.js';

/** The games a person plays, each from a fixed deal. */
const GAMES = [
  { variant: 'war', seed: '12' },
  { variant: 'war-cards', seed: '7' },
  { variant: 'w-a-r', seed: '3' },
  { variant: 'razboi', seed: '5' },
  { variant: 'russian', seed: '2' },
];

/** Puts one widget on the page (replacing any), `width` px wide, with these attributes. */
async function mount(page, attrs, width) {
  await page.evaluate(
    async ([a, w]) => {
      document.body.replaceChildren();
      const box = document.createElement('div');
      box.style.width = `${w}px`;
      document.body.append(box);
      const el = document.createElement('piecepack-war');
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      box.append(el);
      await el.updateComplete;
    },
    [attrs, width],
  );
  // A card game starts once the bundle's card art is there (docs/widget.md): wait for its view.
  await page.waitForFunction(() => document.querySelector('piecepack-war').view !== null);
}

/** Plays `tricks` tricks with the Flip button: how many presses, tricks and steps of the game it took. */
async function playByHand(page, attrs, tricks) {
  await mount(page, attrs, 600);
  const flip = page.locator('piecepack-war button.primary');
  let presses = 0;
  for (;;) {
    const s = await page.evaluate(() => {
      const el = document.querySelector('piecepack-war');
      return { tricks: el.view.tricks, over: el.view.result !== null };
    });
    if (s.over || s.tricks >= tricks) break;
    await flip.click();
    presses++;
    // A war plays itself: wait until the trick is decided (or back to a battle) before the next press.
    await page.waitForFunction(() => {
      const v = document.querySelector('piecepack-war').view;
      return v.result !== null || v.phase === 'collect' || v.phase === 'battle' || v.phase === 'round-over';
    });
  }
  return page.evaluate((p) => {
    const el = document.querySelector('piecepack-war');
    return { presses: p, tricks: el.view.tricks, steps: el.record.actions.length };
  }, presses);
}

/** The first face-up tile (piecepack) and card (cards) at each width. */
async function pieceSizes(page, widths) {
  const out = [];
  for (const width of widths) {
    const row = { width };
    for (const [kind, variant] of [
      ['tile', 'war'],
      ['card', 'war-cards'],
    ]) {
      await mount(page, { variant, seed: '3' }, width);
      row[kind] = await page.evaluate(() => {
        const el = document.querySelector('piecepack-war');
        el.flip();
        return el.updateComplete.then(() => {
          const r = el.shadowRoot.querySelector('.played svg.up').getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)}`;
        });
      });
    }
    out.push(row);
  }
  return out;
}

/** Runs the benchmark and prints its figures. */
export default async function warTableBench(args = process.argv.slice(2)) {
  const quick = args.includes('--quick');
  const only = args.find((a) => a.startsWith('--only='));
  if (only && !only.includes('war-table')) return;
  ensureChromium();
  await buildBundle();
  const { base, browser, close } = await openLocal();
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 }, reducedMotion: 'reduce' });
    await page.goto(`${base}/demo/blog.html`);
    await page.waitForFunction(() => customElements.get('piecepack-war'));
    const tricks = quick ? 15 : 40;
    console.log(`War-family table (<piecepack-war>, the CDN bundle, real clicks on Flip, ${tricks} tricks a game)`);
    let presses = 0;
    let played = 0;
    let steps = 0;
    for (const game of GAMES) {
      const r = await playByHand(page, game, tricks);
      presses += r.presses;
      played += r.tricks;
      steps += r.steps;
      console.log(
        `  ${game.variant.padEnd(10)} ${String(r.tricks).padStart(3)} tricks: ${r.presses} presses, ${(r.presses / r.tricks).toFixed(2)} a trick (one press per step, as before: ${(r.steps / r.tricks).toFixed(2)})`,
      );
    }
    console.log(
      `  presses per trick, all games: ${(presses / played).toFixed(2)} (target about 1.0; one press per step, as before: ${(steps / played).toFixed(2)})`,
    );
    console.log('  piece on the table by widget width (before: 44x44 tiles and 41x57 cards at any width):');
    for (const row of await pieceSizes(page, [320, 360, 600, 768, 1280]))
      console.log(`    ${String(row.width).padStart(4)} px: tile ${row.tile}, card ${row.card}`);
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await warTableBench();
