// The known name nearest to a misspelt one ("pikcup" to pickup, "Quik War" to Quick War), for "did you mean".
// Pure: no vscode; names are short (cut at 40 characters), so each comparison is small.

/** Names longer than this are not compared. */
const LONGEST = 40;

/** The closest known name to a misspelt one (case aside, at most a third of its letters wrong), or undefined. */
export function closestName(name: string, names: readonly string[]): string | undefined {
  const a = name.toLowerCase();
  if (a.length > LONGEST) return undefined;
  let best: string | undefined;
  let bestCost = Math.max(1, Math.floor(a.length / 3)) + 1;
  for (const candidate of names) {
    if (candidate.length > LONGEST) continue;
    const cost = distance(a, candidate.toLowerCase());
    if (cost < bestCost) [best, bestCost] = [candidate, cost];
  }
  return best;
}

/** Edit distance (insert, delete, replace) of two short strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
