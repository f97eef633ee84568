// Makes sure Debian's Chromium is installed (browser and VS Code tests need it); installs it with apt-get when missing.
// Prints the browser's path. Usage: node scripts/ensure-chromium.js   (or import { ensureChromium } from it)
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage } from './ensure-debian-package.js';

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
  return ensureDebianPackage('chromium', CHROMIUM);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensureChromium());
