// The .vsix's THIRD-PARTY-NOTICES.md (dist/extension/, packed by .vscodeignore): the notices of every package the
// extension's built files hold, from what their builds recorded (scripts/builds/notices.js). The npm package and the
// release zip write their own when they are made (scripts/npm-package/stage.js, scripts/release/blog-zip.js).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICES, noticesFor } from './notices.js';

/** Every file under `dir`, by its path. */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

export default function writeExtensionNotices() {
  const files = walk('dist/extension')
    .filter((f) => /\.(c|m)?js$/.test(f))
    .map((path) => ({ path, bytes: readFileSync(path) }));
  writeFileSync(join('dist/extension', NOTICES), noticesFor('The Piecepack War extension for VS Code', files));
  console.log(`[25-notices] dist/extension/${NOTICES}`);
}
