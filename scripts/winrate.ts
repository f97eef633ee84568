// Win rate of the strong computer player against the random one, seats swapped every game, with a 95% confidence interval.
// usage: npm run winrate -- --variant stacked-deck --games 2000 [--seed 1] [--strong computer] [--weak computer:random]
import { availableParallelism } from 'node:os';
import { createGame, gameSeed, playOut, wilson, type OptionsInput } from '../engine/src/index.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const variant = flag('variant', 'stacked-deck');
const games = Number(flag('games', '2000'));
const seed = Number(flag('seed', '1'));
const strong = flag('strong', 'computer');
const weak = flag('weak', 'computer:random');
if (!Number.isInteger(games) || games < 2 || !Number.isInteger(seed)) {
  console.error('--games must be a whole number of at least 2 and --seed a whole number');
  process.exit(2);
}
let won = 0;
let lost = 0;
let drawn = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const strongSeat = i % 2;
  const seats = strongSeat === 0 ? [strong, weak] : [weak, strong];
  const input: OptionsInput = { variant, seats: seats.join(',') };
  const g = createGame(input, gameSeed(seed, i));
  if (!g.ok) {
    console.error(`--variant ${variant}: ${g.error.message}`);
    process.exit(2);
  }
  const end = playOut(g.value);
  const r = end.result;
  if (!r || r.draw) drawn++;
  else if (r.winners.includes(strongSeat)) won++;
  else lost++;
  if (process.stderr.isTTY && i % 20 === 0) process.stderr.write(`\r${i}/${games}`);
}
const ms = performance.now() - started;
if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
const ci = wilson(won, won + lost);
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
console.log(`${variant}: ${strong} vs ${weak}, ${games} games (seed ${seed}, seats swapped each game; ${availableParallelism()} cores, one used)`);
console.log(`  ${strong} won ${won}, lost ${lost}, drawn ${drawn}`);
console.log(`  win rate over decided games ${pct(ci.rate)} (95% CI ${pct(ci.low)} to ${pct(ci.high)}); ${(ms / games).toFixed(1)} ms per game`);
