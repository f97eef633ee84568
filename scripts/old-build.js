// The CDN files of an older commit, for a bench to measure beside today's in the same run: the commit checked out in a
// temporary git worktree, node_modules linked in (cp -al, no install), its own bundle build run there, and its files
// kept in .cache/old-build/<commit>/ so later runs start at once (scripts/benches/startup.js).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The folder holding `commit`'s CDN files (its `dist/piecepack-war*.js`), built once and cached by commit. The build is
 * the commit's own `buildBundle` in scripts/builds/10-webview.js, run in a worktree under the system's temp folder.
 */
export function oldBuild(commit) {
  const full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  const cached = resolve(`.cache/old-build/${full}`);
  if (existsSync(join(cached, 'piecepack-war.js'))) return cached;
  const tree = mkdtempSync(join(tmpdir(), `pw-old-${full.slice(0, 7)}-`));
  rmSync(tree, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', tree, full], { stdio: 'ignore' });
  try {
    execFileSync('cp', ['-al', resolve('node_modules'), join(tree, 'node_modules')]);
    execFileSync(process.execPath, ['--input-type=module', '-e', "await (await import('./scripts/builds/10-webview.js')).buildBundle()"], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    mkdirSync(cached, { recursive: true });
    for (const f of readdirSync(join(tree, 'dist')))
      if (/^piecepack-war[\w-]*\.js$/.test(f)) cpSync(join(tree, 'dist', f), join(cached, f));
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
  }
  return cached;
}
