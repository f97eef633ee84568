// Builds the npm package's folder (dist/package) from what the builds before it made: see scripts/npm-package/.
import { stagePackage } from '../npm-package/stage.js';

export default async function buildNpmPackage() {
  const { dir, manifest } = await stagePackage();
  console.log(`[30-npm-package] ${dir}: ${manifest.name}@${manifest.version}`);
}
