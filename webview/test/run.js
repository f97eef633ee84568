// Runs the widget's browser tests: makes sure Chromium is there, bundles each webview/test/*.test.ts (with Lit, the engine
// and @open-wc/testing) into .cache/wtr, and the computer player's worker next to them (the element finds it beside its
// own module), then runs @web/test-runner with webview/web-test-runner.config.mjs. `--watch` (npm run test:widget:watch)
// keeps esbuild and the runner watching: a saved source file rebuilds the bundles and reruns the tests they touch.
import { context } from 'esbuild';
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { ensureChromium } from '../../scripts/ensure-chromium.js';

ensureChromium();
const watch = process.argv.includes('--watch');
const only = process.argv.slice(2).filter((a) => a !== '--watch');
const tests = readdirSync('webview/test').filter((f) => f.endsWith('.test.ts') && (only.length === 0 || only.some((w) => f.includes(w))));
rmSync('.cache/wtr', { recursive: true, force: true });
/** Builds once, or (watching) builds and keeps rebuilding on every change. */
async function build(options) {
  const ctx = await context(options);
  await ctx.rebuild();
  if (watch) await ctx.watch();
  else await ctx.dispose();
}
await build({
  entryPoints: tests.map((f) => `webview/test/${f}`),
  outdir: '.cache/wtr',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  sourcemap: 'inline',
  tsconfig: 'webview/tsconfig.json',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"test"' },
  // The test runner serves this module itself; commands import it at run time.
  external: ['/__web-dev-server__web-socket.js'],
});
await build({
  entryPoints: ['webview/src/decisions/computer-worker.ts'],
  outfile: '.cache/wtr/piecepack-war-computer.js',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  tsconfig: 'webview/tsconfig.json',
  logLevel: 'warning',
});
const runner = [
  'node_modules/@web/test-runner/dist/bin.js',
  '--config',
  'webview/web-test-runner.config.mjs',
  ...(watch ? ['--watch'] : []),
];
const child = spawn(process.execPath, runner, { stdio: 'inherit' });
child.on('close', (code) => process.exit(code ?? 1));
