// Makes sure Debian's Chromium is installed (browser and VS Code tests need it); installs it with apt-get when missing.
// Prints the browser's path. Usage: node scripts/ensure-chromium.js   (or import { ensureChromium } from it)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Chromium's path: $CHROME_PATH if set, else /usr/bin/chromium. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags every headless Chromium run here needs (the closed network otherwise floods with refused connections). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Installs Chromium from Debian when it is missing; returns its path. Throws with a clear message if that fails. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) =>
    execFileSync(asRoot[0] ?? args[0], asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensureChromium());
