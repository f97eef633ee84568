// Test helper (`node --import ./cli/test/module-log.mjs ...`): appends the URL of every module the process loads to
// the file named by MODULE_LOG, so a test can see which modules a command loaded.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

// The same file is the hooks module: registered from the main thread, it runs again in the loader's own thread.
if (isMainThread && process.env.MODULE_LOG) register(import.meta.url);

/** The loader hook: notes the module, then loads it as usual. */
export async function load(url, context, next) {
  appendFileSync(process.env.MODULE_LOG, `${url}\n`);
  return next(url, context);
}
