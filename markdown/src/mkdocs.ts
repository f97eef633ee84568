// The MkDocs fence formatter (dist/markdown/mkdocs/piecepack_war_fence.py): markdown/mkdocs/piecepack_war_fence.py,
// which reads a fence as fence-game.ts does and writes the tag as fence-html.ts does, with the same names written in.
import { BOOLEANS, BY_NAME } from './names.ts';

/** The formatter's Python text: `source` (the file in markdown/mkdocs/) with its two tables written in. */
export function mkdocsFormatter(source: string): string {
  const tables: [string, string][] = [
    ['NAMES', JSON.stringify(Object.fromEntries([...BY_NAME].sort(([a], [b]) => (a < b ? -1 : 1))), null, 4)],
    ['BOOLEANS', `frozenset(${JSON.stringify([...BOOLEANS].sort())})`],
  ];
  let text = source;
  for (const [name, value] of tables) {
    // JSON's strings and objects are Python's too.
    const line = new RegExp(`^${name} = .*# @${name.toLowerCase()}: written by the build$`, 'm');
    if (!line.test(text)) throw new Error(`markdown/mkdocs/piecepack_war_fence.py has no "${name} = ... # @${name.toLowerCase()}" line`);
    text = text.replace(line, () => `${name} = ${value}`);
  }
  return text;
}
