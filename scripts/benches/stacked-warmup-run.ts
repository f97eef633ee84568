// Run by stacked-warmup.js in a fresh process (bundled first): Stacked Deck War, the strong computer against the random
// one, 300 games while the process is cold and the same 300 again once warmed; prints both rates (CPU time) as JSON, and
// where Linux shows each thread's CPU time, how much of it V8's helper threads took (its optimizing compiler, GC helpers).
import { readdirSync, readFileSync } from 'node:fs';
import { createGame, gameSeed, playOut } from '../../engine/src/index.ts';

/** Games in each half. */
const GAMES = Number(process.argv[2] ?? 300);

/** Milliseconds of CPU time the process's threads other than the main one have used, or null off Linux. */
function helperMs(): number | null {
  try {
    let ticks = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      if (tid === String(process.pid)) continue;
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    // Linux counts thread times in clock ticks of 10 ms (USER_HZ 100).
    return ticks * 10;
  } catch {
    return null;
  }
}

/** Games per second of CPU time (all threads: the compiler's too) over `GAMES` games, and the helper threads' share. */
function rate(): { rate: number; helperMs: number | null } {
  const before = process.cpuUsage(),
    helpersBefore = helperMs();
  for (let i = 0; i < GAMES; i++) {
    const seats = i % 2 === 0 ? 'computer,computer:random' : 'computer:random,computer';
    const g = createGame({ variant: 'stacked-deck', seats }, gameSeed(5, i));
    if (!g.ok) throw new Error(g.error.message);
    playOut(g.value);
  }
  const used = process.cpuUsage(before),
    helpersAfter = helperMs();
  return {
    rate: (GAMES * 1e6) / (used.user + used.system),
    helperMs: helpersBefore === null || helpersAfter === null ? null : helpersAfter - helpersBefore,
  };
}

const cold = rate();
const warmed = rate();
console.log(
  JSON.stringify({ games: GAMES, cold: cold.rate, warmed: warmed.rate, coldHelperMs: cold.helperMs, warmedHelperMs: warmed.helperMs }),
);
