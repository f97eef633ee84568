// What a simulation counts, kept mergeable (workers each fill one) and bounded in memory whatever the number of games.

/** Raw counts from some games. Memory depends on the longest game, never on how many games were played. */
export interface Tally {
  games: number;
  /** Games actually played: fewer than `games` when an exhaustive run plays a deal and its mirror once for both. */
  played: number;
  /** Games ended by the rules: a winner, or a stalemate/match draw. */
  finished: number;
  /** Finished games without a winner. */
  draws: number;
  /** Games stopped because a deterministic pickup repeated a position. */
  cycles: number;
  /** Games stopped by maxTricks. */
  capped: number;
  /** Games won per seat (a game can have several winners, e.g. Russian objective 1). */
  wins: number[];
  /** byLength[t] = finished games that lasted exactly t tricks. */
  byLength: number[];
  /** byTurns[t] = finished games that lasted exactly t face-up turns (a battle and each war step count one). */
  byTurns: number[];
  /** byCycle[l] = games stopped by a cycle of exactly l tricks. */
  byCycle: number[];
  /** Tricks played in all games, finished or not. */
  tricks: number;
  /** byDepth[d - 1] = wars that went exactly d steps deep (a war inside a war is depth 2). */
  byDepth: number[];
}

/** An empty tally for `players` seats. */
export function emptyTally(players: number): Tally {
  return {
    games: 0,
    played: 0,
    finished: 0,
    draws: 0,
    cycles: 0,
    capped: 0,
    wins: new Array<number>(players).fill(0),
    byLength: [],
    byTurns: [],
    byCycle: [],
    tricks: 0,
    byDepth: [],
  };
}

/** Adds `n` to a count in a sparse-growing array. */
export function bump(counts: number[], index: number, n = 1): void {
  while (counts.length <= index) counts.push(0);
  counts[index] += n;
}

/** Adds b's counts into a (both from the same options). */
export function mergeTally(a: Tally, b: Tally): Tally {
  a.games += b.games;
  a.played += b.played;
  a.finished += b.finished;
  a.draws += b.draws;
  a.cycles += b.cycles;
  a.capped += b.capped;
  a.tricks += b.tricks;
  b.wins.forEach((n, i) => bump(a.wins, i, n));
  b.byLength.forEach((n, i) => n && bump(a.byLength, i, n));
  b.byTurns.forEach((n, i) => n && bump(a.byTurns, i, n));
  b.byCycle.forEach((n, i) => n && bump(a.byCycle, i, n));
  b.byDepth.forEach((n, i) => n && bump(a.byDepth, i, n));
  return a;
}
