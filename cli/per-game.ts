// `simulate --per-game FILE`: one line per game (seed, winner, tricks, turns, wars, cycle), as CSV or JSON Lines,
// chosen by the file's extension, for analysis in R, pandas or a spreadsheet.
import { closeSync, openSync, writeSync } from 'node:fs';
import type { GameFigures } from '../engine/src/index.ts';
import { UsageError } from './args.ts';

/** The file formats, by extension. */
export type PerGameFormat = 'csv' | 'jsonl';

/** The columns, in order (the CSV's header). */
export const PER_GAME_COLUMNS = ['game', 'seed', 'winner', 'reason', 'tricks', 'turns', 'wars', 'cycle'] as const;

/** The format a file's extension asks for: .csv, or .jsonl / .ndjson; anything else is a usage error. */
export function perGameFormat(path: string): PerGameFormat {
  if (/\.csv$/i.test(path)) return 'csv';
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  throw new UsageError(`--per-game: ${path} must end in .csv or .jsonl (the extension picks the format)`);
}

/** The winner column: seats from 1 (several joined with "+"), "draw", or empty for a game without a result (cycle, cap). */
export function winnerText(g: GameFigures): string {
  if (g.draw) return 'draw';
  return g.winners.map((w) => w + 1).join('+');
}

/** One game as a line of the format (without its newline). */
export function perGameLine(g: GameFigures, format: PerGameFormat): string {
  if (format === 'csv') return [g.index, g.seed, winnerText(g), g.reason, g.tricks, g.turns, g.wars, g.cycle].join(',');
  const winner = g.draw || g.winners.length !== 1 ? null : g.winners[0] + 1;
  return JSON.stringify({
    game: g.index,
    seed: g.seed,
    winner,
    winners: g.winners.map((w) => w + 1),
    draw: g.draw,
    reason: g.reason,
    tricks: g.tricks,
    turns: g.turns,
    wars: g.wars,
    cycle: g.cycle,
  });
}

/** Opens `path` for writing before the games are played, so a path that cannot be written stops the run at once. */
export function openPerGame(path: string): number {
  try {
    return openSync(path, 'w');
  } catch (e) {
    throw new UsageError(`--per-game: cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Writes `games` (in their order) to the open file `fd`, and closes it. */
export function writePerGame(fd: number, format: PerGameFormat, games: readonly GameFigures[]): void {
  try {
    const chunk: string[] = format === 'csv' ? [PER_GAME_COLUMNS.join(',')] : [];
    for (const g of games) {
      chunk.push(perGameLine(g, format));
      if (chunk.length >= 10_000) writeSync(fd, chunk.splice(0).join('\n') + '\n');
    }
    if (chunk.length > 0) writeSync(fd, chunk.join('\n') + '\n');
  } finally {
    closeSync(fd);
  }
}
