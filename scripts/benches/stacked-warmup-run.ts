// Run by stacked-warmup.js in a fresh process (bundled first): Stacked Deck War, the strong computer against the random
// one, 300 games while the process is cold and the same 300 again once warmed; prints both rates (CPU time) as JSON.
import { createGame, gameSeed, playOut } from '../../engine/src/index.ts';

/** Games in each half. */
const GAMES = Number(process.argv[2] ?? 300);

/** Games per second of CPU time (all threads: the compiler's too) over `GAMES` games. */
function rate(): number {
  const before = process.cpuUsage();
  for (let i = 0; i < GAMES; i++) {
    const seats = i % 2 === 0 ? 'computer,computer:random' : 'computer:random,computer';
    const g = createGame({ variant: 'stacked-deck', seats }, gameSeed(5, i));
    if (!g.ok) throw new Error(g.error.message);
    playOut(g.value);
  }
  const used = process.cpuUsage(before);
  return (GAMES * 1e6) / (used.user + used.system);
}

const cold = rate();
const warmed = rate();
console.log(JSON.stringify({ games: GAMES, cold, warmed }));
