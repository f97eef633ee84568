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

/** A --per-game file that could not be written (a full disk): the CLI says so in one line and exits 1. */
export class PerGameWriteError extends Error {}

/** Lines kept before they are written: memory stays one batch, whatever the number of games. */
const BATCH = 4096;

/**
 * The open --per-game file: each game's line goes to the file soon after the game ends, in game order, so the memory
 * held is one batch of lines, never one per game.
 */
export class PerGameFile {
  private readonly lines: string[] = [];
  /** Games written so far (lines, without the CSV's header). */
  games = 0;

  constructor(
    private readonly fd: number,
    private readonly path: string,
    /** The file's format, chosen by its extension. */
    readonly format: PerGameFormat,
  ) {
    if (format === 'csv') this.write(PER_GAME_COLUMNS.join(',') + '\n');
  }

  /** The next game's line (games come in their order). */
  add(g: GameFigures): void {
    this.lines.push(perGameLine(g, this.format));
    this.games++;
    if (this.lines.length >= BATCH) this.flush();
  }

  /** The next games' lines, already made (a worker's block, each line ending in a newline). */
  addLines(text: string, games: number): void {
    this.flush();
    this.write(text);
    this.games += games;
  }

  /** Writes what is kept and closes the file. */
  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  /** Closes the file without writing what is kept (after a write failed). */
  abandon(): void {
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.lines.length > 0) this.write(this.lines.splice(0).join('\n') + '\n');
  }

  private write(text: string): void {
    try {
      writeSync(this.fd, text);
    } catch (e) {
      throw new PerGameWriteError(`--per-game: cannot write ${this.path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
}

/** Opens `path` for writing before the games are played, so a path that cannot be written stops the run at once. */
export function openPerGame(path: string, format: PerGameFormat): PerGameFile {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new UsageError(`--per-game: cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return new PerGameFile(fd, path, format);
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}
