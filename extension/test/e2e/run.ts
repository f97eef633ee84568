// The extension's end-to-end suite (part of `npm test`): builds and packages the .vsix, installs it into code-server
// (real VS Code 1.100) with all state under .cache/e2e, drives it with playwright-core in Chromium, prints the measured
// figures and ends with "E2E: N passed, N failed". Usage: node --import tsx extension/test/e2e/run.ts
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../../../scripts/ensure-chromium.js';
import { packageVsix } from '../../../scripts/package-vsix.js';
import { setupCodeServer } from '../../../scripts/setup-code-server.js';
import { CodeServer } from './code-server.ts';
import { FIRST_SETTINGS, SCENARIOS, type E2EContext } from './scenarios.ts';
import { Workbench } from './workbench.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const started = Date.now();
const seconds = (from: number): string => `${((Date.now() - from) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  let t = Date.now();
  setupCodeServer();
  ensureChromium();
  console.log(`[e2e] code-server and Chromium ready (${seconds(t)})`);
  t = Date.now();
  // PW_E2E_NO_BUILD=1 reuses the last build (quicker while working on the tests themselves).
  const vsix = packageVsix({ build: process.env.PW_E2E_NO_BUILD !== '1', out: join(ROOT, '.cache', 'piecepack-war-e2e.vsix') });
  console.log(`[e2e] built and packaged (${seconds(t)})`);
  const cs = new CodeServer(join(ROOT, '.cache', 'e2e'));
  t = Date.now();
  cs.install(vsix);
  cs.writeSettings(FIRST_SETTINGS);
  const url = await cs.start();
  console.log(`[e2e] installed and serving ${url.split('?')[0]} (${seconds(t)})`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f: string) => !f.startsWith('--headless')),
  });
  let passed = 0;
  let failed = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Generous: a limit only stops a hang; a loaded machine runs VS Code several times slower (the waits are on states).
    // A run beside two CPU burners and other jobs (load 15-20) spent more than 60 s on one tab's click.
    context.setDefaultTimeout(180_000);
    const page = await context.newPage();
    const ctx: E2EContext = { cs, page, wb: new Workbench(page, url), figures: {}, csp: [], console: [] };
    page.on('console', (msg) => {
      const text = msg.text();
      ctx.console.push(`${msg.type()}: ${text}`);
      if (/Content Security Policy|Refused to (load|execute|apply|connect|create)/i.test(text))
        ctx.csp.push(`${msg.location().url}: ${text}`);
    });
    t = Date.now();
    await ctx.wb.open();
    console.log(`[e2e] workbench up (${seconds(t)})\n`);
    // PW_E2E_ONLY='a|b' runs only the scenarios whose names contain a or b (while working on them; they build on each other).
    const only = process.env.PW_E2E_ONLY;
    for (const scenario of SCENARIOS.filter((s) => !only || only.split('|').some((o) => s.name.includes(o)))) {
      const t0 = Date.now();
      try {
        await scenario.run(ctx);
        passed++;
        console.log(`  ✔ ${scenario.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(
          `  ✘ ${scenario.name} (${Date.now() - t0} ms)\n      ${(e instanceof Error ? (e.stack ?? e.message) : String(e)).split('\n').slice(0, 8).join('\n      ')}`,
        );
        await page.screenshot({ path: join(ROOT, '.cache', `e2e-failure-${passed + failed}.png`) }).catch(() => undefined);
        // PW_E2E_BAIL=1 stops at the first failure (the scenarios build on each other).
        if (process.env.PW_E2E_BAIL === '1') break;
      }
    }
    console.log('\n[e2e] figures (this run):');
    for (const [name, value] of Object.entries(ctx.figures)) console.log(`  ${name}: ${value}`);
    if (failed > 0) {
      console.log(`\n[e2e] extension log:\n${cs.extensionLog()}`);
      console.log(`[e2e] last console lines:\n  ${ctx.console.slice(-40).join('\n  ')}`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await cs.stop();
  }
  console.log(`\n[e2e] total ${seconds(started)}`);
  console.log(`E2E: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    console.log('E2E: 0 passed, 1 failed');
    process.exit(1);
  },
);
