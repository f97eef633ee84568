// `piecepack-war simulate`: many seeded games of any variant (or every distinct deal of a small deck); a progress bar and
// readable summary, or one JSON object; optionally the record of every game stopped by a cycle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealSpace, parseGive, resolveOptions, simulatedRecord, type SimSummary } from '../../engine/src/index.ts';
import { flagOf, parseArgs, UsageError } from '../args.ts';
import { SIMULATE_FLAGS } from '../flags.ts';
import { histogramText, lengthUnit, progressLine, summaryText, wilson } from '../format.ts';
import { openPerGame, perGameFormat, PerGameWriteError, type PerGameFile } from '../per-game.ts';
import { runSimulation } from '../run-sim.ts';
import type { Io } from '../io.ts';

/** What the JSON says about an exhaustive run's deals. */
interface DealsNote {
  distinct: number;
  played: number;
  mirrorsCountedOnce: boolean;
}

export async function simulateCommand(argv: readonly string[], io: Io): Promise<number> {
  const { options: input, flags } = parseArgs(argv, SIMULATE_FLAGS);
  const resolved = resolveOptions(input);
  if (!resolved.ok)
    throw new UsageError(`--${flagOf(resolved.error.option)}: ${resolved.error.message} (allowed: ${resolved.error.allowed})`);
  const options = resolved.value;
  const seed = (flags.seed as number | undefined) ?? 1;
  const workers = (flags.workers as number | undefined) ?? 1;
  const give = flags.give as string | undefined;
  const exhaustive = flags.exhaustive === true;
  const keep = flags['keep-cycles'] as string | undefined;
  const json = flags.json === true;
  let games = (flags.games as number | undefined) ?? 10_000;
  let mirrors = false;
  if (exhaustive) {
    if (flags.games !== undefined)
      throw new UsageError('--games does not go with --exhaustive: an exhaustive run plays every distinct deal once');
    if (give !== undefined) throw new UsageError('--give does not go with --exhaustive: an exhaustive run plays every distinct deal');
    if (options.family !== 'war') throw new UsageError(`--exhaustive: deals are enumerated for the War variants, not ${options.variant}`);
    const space = dealSpace(options);
    if (!space.ok) throw new UsageError(space.error);
    games = space.value.total;
    mirrors = space.value.mirror;
  }
  const perGamePath = flags['per-game'] as string | undefined;
  const format = perGamePath === undefined ? undefined : perGameFormat(perGamePath);
  if (perGamePath !== undefined && exhaustive)
    throw new UsageError('--per-game does not go with --exhaustive: a deal there may stand for its mirror too');
  if (give !== undefined) {
    if (options.family !== 'war' && options.family !== 'tod-und-leben')
      throw new UsageError(`--give: pieces are given in the War variants and Tod und Leben, not ${options.variant}`);
    const g = parseGive(give, options);
    if (!g.ok) throw new UsageError(`--give: ${g.error.message} (allowed: ${g.error.allowed})`);
  }
  let written = 0;
  let onCycle: ((index: number) => void) | undefined;
  if (keep !== undefined) {
    try {
      mkdirSync(keep, { recursive: true });
    } catch (e) {
      io.err(`--keep-cycles: cannot create ${keep}: ${(e as Error).message}`);
      return 1;
    }
    onCycle = (index) => {
      const record = simulatedRecord(input, { seed, give, exhaustive }, index);
      if (!record.ok) throw new Error(record.error.message);
      writeFileSync(join(keep, `cycle-${index}.json`), `${JSON.stringify(record.value)}\n`);
      written++;
    };
  }
  let perGame: PerGameFile | undefined;
  let summary: SimSummary;
  try {
    perGame = perGamePath === undefined ? undefined : openPerGame(perGamePath, format!);
    const started = performance.now();
    let last = 0;
    summary = await runSimulation(
      options,
      input,
      { games, seed, give, exhaustive },
      workers,
      (done) => {
        const now = performance.now();
        if (io.isTTY && (now - last > 100 || done === games)) {
          last = now;
          io.progress(progressLine(done, games, now - started));
        }
      },
      onCycle,
      perGame,
    );
    perGame?.close();
  } catch (e) {
    if (!(e instanceof PerGameWriteError)) throw e;
    perGame?.abandon();
    if (io.isTTY) io.progress(null);
    io.err(e.message);
    return 1;
  }
  if (io.isTTY) io.progress(null);
  const deals: DealsNote | undefined = exhaustive ? { distinct: games, played: summary.played, mirrorsCountedOnce: mirrors } : undefined;
  if (json)
    io.out(
      JSON.stringify({
        ...summary,
        unit: lengthUnit(summary),
        winShares: summary.wins.map((w) => ({ share: summary.games ? w / summary.games : 0, ci95: wilson(w, summary.games) })),
        seed,
        workers,
        ...(give !== undefined ? { give } : {}),
        ...(deals ? { deals } : {}),
        ...(keep !== undefined ? { keptCycles: written } : {}),
      }),
    );
  else {
    for (const line of summaryText(summary)) io.out(line);
    if (deals) io.out(exhaustiveText(summary, deals));
    if (keep !== undefined) io.out(`  ${written} cycle record${written === 1 ? '' : 's'} written to ${keep}`);
    if (perGamePath !== undefined) io.out(`  ${perGame!.games} games, one per line, written to ${perGamePath}`);
    io.out(`  game length (${lengthUnit(summary)}) histogram:`);
    for (const line of histogramText(summary)) io.out(line);
  }
  return 0;
}

/** The exhaustive run's line: how many deals, and whether mirrors were played once. */
function exhaustiveText(s: SimSummary, d: DealsNote): string {
  const once = d.mirrorsCountedOnce
    ? `, each with its mirror (the stacks swapped) played once for both: ${d.played.toLocaleString('en-US')} played`
    : '';
  return `  every distinct deal: ${d.distinct.toLocaleString('en-US')} deals${once}; ${s.cycles.toLocaleString('en-US')} of them cycle forever`;
}
