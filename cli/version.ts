// The CLI's version: the package's, read from the package.json beside the sources (cli/) or the bundle (dist/).
import { readFileSync } from 'node:fs';

/** The version in ../package.json from this module: the checkout's, or the installed package's. */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
