// Win rate of the strong computer player against the random one, and against the strong player as it was before issue 14
// (engine/test/model/stacked-strong-v1.ts), seats swapped every game on the same deal, with 95% confidence intervals and the speed of each side.
// usage: npm run winrate -- [--variant stacked-deck] [--games 2000] [--seed 1] [--against random|before|both]
import { availableParallelism } from 'node:os';
import { applyInPlace, autoAction, computerAction, computerRng, createGame, gameSeed, pending, wilson, type Action, type GameState, type StackedState } from '../engine/src/index.ts';
import { strongActionV1 } from '../engine/test/model/stacked-strong-v1.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const variant = flag('variant', 'stacked-deck');
const games = Number(flag('games', '2000'));
const seed = Number(flag('seed', '1'));
const against = flag('against', 'both');
if (!Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || !['random', 'before', 'both'].includes(against)) {
  console.error('--games must be a whole number of at least 2, --seed a whole number, --against random, before or both');
  process.exit(2);
}
if (against !== 'random' && variant !== 'stacked-deck') {
  console.error('--against before compares Stacked Deck War players (the player kept in engine/test/model)');
  process.exit(2);
}

/** One match: the strong player (now) in seat `strongSeat` against `opponent`; returns the result and each side's thinking time. */
function play(s: GameState, strongSeat: number, opponent: 'random' | 'before', ms: { strong: number; other: number }): GameState {
  for (let p = pending(s); p; p = pending(s)) {
    let a: Action;
    const t0 = performance.now();
    if (p.seat === -1) a = autoAction(s, true)!;
    else if (p.seat === strongSeat) a = computerAction(s, p.seat, 'computer');
    else if (opponent === 'random') a = computerAction(s, p.seat, 'computer:random');
    else a = strongActionV1(s as StackedState, p.seat, computerRng(s, p.seat));
    const took = performance.now() - t0;
    if (p.seat === strongSeat) ms.strong += took;
    else if (p.seat >= 0) ms.other += took;
    if (applyInPlace(s, a, null) !== null) break;
  }
  return s;
}

function match(opponent: 'random' | 'before'): void {
  let won = 0, lost = 0, drawn = 0;
  const ms = { strong: 0, other: 0 };
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    // Game 2k and 2k + 1 share a deal with the seats swapped, so neither side is favoured by the cards.
    const strongSeat = i % 2;
    const seats = strongSeat === 0 ? 'computer,computer:random' : 'computer:random,computer';
    const g = createGame({ variant, seats }, gameSeed(seed, i >> 1));
    if (!g.ok) {
      console.error(`--variant ${variant}: ${g.error.message}`);
      process.exit(2);
    }
    const r = play(g.value, strongSeat, opponent, ms).result;
    if (!r || r.draw) drawn++;
    else if (r.winners.includes(strongSeat)) won++;
    else lost++;
    if (process.stderr.isTTY && i % 20 === 0) process.stderr.write(`\r${i}/${games}`);
  }
  const elapsed = performance.now() - started;
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  const ci = wilson(won, won + lost);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const who = opponent === 'random' ? 'computer:random' : 'the strong player before issue 14';
  console.log(`${variant}: computer vs ${who}, ${games} games (seed ${seed}, each deal played twice with the seats swapped; ${availableParallelism()} cores, one used)`);
  console.log(`  computer won ${won}, lost ${lost}, drawn ${drawn}`);
  console.log(`  win rate over decided games ${pct(ci.rate)} (95% CI ${pct(ci.low)} to ${pct(ci.high)}); ${(elapsed / games).toFixed(1)} ms per game, ${((games * 1000) / elapsed).toFixed(0)} games/s on one thread`);
  console.log(`  thinking per game: computer ${(ms.strong / games).toFixed(2)} ms, ${opponent === 'random' ? 'random' : 'before'} ${(ms.other / games).toFixed(2)} ms; games per second with the computer thinking alone: ${(1000 / (ms.strong / games)).toFixed(0)}`);
}

if (against !== 'before') match('random');
if (against !== 'random') match('before');
