// Win rates of the computer players, seats swapped every game on the same deal, with 95% confidence intervals and the
// speed of each side: the strong player against the random one and against the strong player as it was before issue 14
// (engine/test/model/stacked-strong-v1.ts), or with --matrix every level (easy, normal, strong) against every level and random.
// usage: npm run winrate -- [--variant stacked-deck] [--games 2000] [--seed 1] [--against random|before|both]
//        npm run winrate -- --matrix [--variant stacked-deck|steal-war] [--games N] [--seed 1]
import { availableParallelism } from 'node:os';
import {
  applyInPlace,
  autoAction,
  computerAction,
  computerRng,
  createGame,
  gameSeed,
  pending,
  wilson,
  type Action,
  type GameState,
  type Seat,
  type StackedState,
} from '../engine/src/index.ts';
import { strongActionV1 } from '../engine/test/model/stacked-strong-v1.ts';

/** A flag's value (`--name value`), or the fallback. */
function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const matrix = process.argv.includes('--matrix');
const given = flag('variant', '');
const variant = given || 'stacked-deck';
const seed = Number(flag('seed', '1'));
const against = flag('against', 'both');
/** Games per cell of the matrix when --games is not given: enough for every cell's interval to stay clear of the next level's. */
const MATRIX_GAMES: Record<string, number> = { 'stacked-deck': 2000, 'steal-war': 4000 };
const gamesFlag = flag('games', '');
const games = Number(gamesFlag || '2000');
if (!Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || !['random', 'before', 'both'].includes(against)) {
  console.error('--games must be a whole number of at least 2, --seed a whole number, --against random, before or both');
  process.exit(2);
}
if (!matrix && against !== 'random' && variant !== 'stacked-deck') {
  console.error('--against before compares Stacked Deck War players (the player kept in engine/test/model)');
  process.exit(2);
}
if (matrix && given && !(given in MATRIX_GAMES)) {
  console.error(`--matrix is for the decision games: --variant ${Object.keys(MATRIX_GAMES).join(' or ')}`);
  process.exit(2);
}

/** A player in a match: a computer seat, or the strong player as it was before issue 14. */
type Player = Seat | 'before';

/** Wins, losses and draws of the first player, and each side's thinking time, over a match. */
interface Tally {
  won: number;
  lost: number;
  drawn: number;
  /** Thinking, in ms, of the first player and of the second. */
  ms: [number, number];
  /** Wall time of the whole match, in ms. */
  elapsed: number;
}

/** Plays one game to its end: `players[i]` decides for its seat; returns the final state. */
function play(s: GameState, players: readonly Player[], ms: number[], sideOf: readonly number[]): GameState {
  for (let p = pending(s); p; p = pending(s)) {
    let a: Action;
    const t0 = performance.now();
    if (p.seat === -1) a = autoAction(s, true)!;
    else if (players[p.seat] === 'before') a = strongActionV1(s as StackedState, p.seat, computerRng(s, p.seat));
    else a = computerAction(s, p.seat, players[p.seat] as Exclude<Seat, 'human'>);
    if (p.seat >= 0) ms[sideOf[p.seat]] += performance.now() - t0;
    if (applyInPlace(s, a, null) !== null) break;
  }
  return s;
}

/** `first` against `second` over `count` games: game 2k and 2k + 1 share a deal with the seats swapped. */
function match(game: string, first: Player, second: Player, count: number): Tally {
  const t: Tally = { won: 0, lost: 0, drawn: 0, ms: [0, 0], elapsed: 0 };
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    // Neither side is favoured by the cards: each deal is played from both seats.
    const firstSeat = i % 2;
    const players = firstSeat === 0 ? [first, second] : [second, first];
    const seats = players.map((p) => (p === 'before' ? 'computer' : p)).join(',');
    const g = createGame({ variant: game, seats }, gameSeed(seed, i >> 1));
    if (!g.ok) {
      console.error(`--variant ${game}: ${g.error.message}`);
      process.exit(2);
    }
    const r = play(g.value, players, t.ms, firstSeat === 0 ? [0, 1] : [1, 0]).result;
    if (!r || r.draw) t.drawn++;
    else if (r.winners.includes(firstSeat)) t.won++;
    else t.lost++;
    if (process.stderr.isTTY && i % 20 === 0) process.stderr.write(`\r${game} ${first} vs ${second}: ${i}/${count}`);
  }
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  t.elapsed = performance.now() - started;
  return t;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const cores = `${availableParallelism()} cores, one used`;

/** The strong player against the random one, or against itself before issue 14. */
function versus(opponent: 'random' | 'before'): void {
  const t = match(variant, 'computer', opponent === 'random' ? 'computer:random' : 'before', games);
  const ci = wilson(t.won, t.won + t.lost);
  const who = opponent === 'random' ? 'computer:random' : 'the strong player before issue 14';
  console.log(`${variant}: computer vs ${who}, ${games} games (seed ${seed}, each deal played twice with the seats swapped; ${cores})`);
  console.log(`  computer won ${t.won}, lost ${t.lost}, drawn ${t.drawn}`);
  console.log(
    `  win rate over decided games ${pct(ci.rate)} (95% CI ${pct(ci.low)} to ${pct(ci.high)}); ${(t.elapsed / games).toFixed(1)} ms per game, ${((games * 1000) / t.elapsed).toFixed(0)} games/s on one thread`,
  );
  console.log(
    `  thinking per game: computer ${(t.ms[0] / games).toFixed(2)} ms, ${opponent === 'random' ? 'random' : 'before'} ${(t.ms[1] / games).toFixed(2)} ms; games per second with the computer thinking alone: ${(1000 / (t.ms[0] / games)).toFixed(0)}`,
  );
}

/** The players of the matrix, weakest first, and their names in it. */
const LADDER: readonly [Seat, string][] = [
  ['computer:random', 'random'],
  ['computer:easy', 'easy'],
  ['computer:normal', 'normal'],
  ['computer', 'strong'],
];

/**
 * Every level against every other and random: a cell is the row's win rate over decided games against the column, with
 * its 95% interval. Each pair is played once; the cell below the diagonal is the one above it seen from the other side.
 */
function levelMatrix(game: string): void {
  const count = gamesFlag ? games : MATRIX_GAMES[game];
  const cells = new Map<string, Tally>();
  const started = performance.now();
  for (let a = 0; a < LADDER.length; a++)
    for (let b = a + 1; b < LADDER.length; b++) cells.set(`${a},${b}`, match(game, LADDER[a][0], LADDER[b][0], count));
  const elapsed = (performance.now() - started) / 1000;
  const width = 22;
  const pad = (text: string, n = width): string => text.padEnd(n);
  console.log(`${game}: the row's win rate against the column over decided games (95% interval), ${count} games a cell`);
  console.log(
    `(${count / 2} deals, each played twice with the seats swapped; seed ${seed}; ${elapsed.toFixed(0)} s for the ${cells.size} pairs on one thread, ${cores})`,
  );
  console.log(
    pad('', 8) +
      LADDER.map(([, name]) => pad(name))
        .join('')
        .trimEnd(),
  );
  for (let r = 0; r < LADDER.length; r++) {
    const row = LADDER.map((_, c) => {
      if (r === c) return pad('-');
      const t = cells.get(r < c ? `${r},${c}` : `${c},${r}`)!;
      const [won, lost] = r < c ? [t.won, t.lost] : [t.lost, t.won];
      const ci = wilson(won, won + lost);
      return pad(`${pct(ci.rate)} (${(100 * ci.low).toFixed(1)}-${pct(ci.high)})`);
    });
    console.log(pad(LADDER[r][1], 8) + row.join('').trimEnd());
  }
  const draws = [...cells.values()].reduce((n, t) => n + t.drawn, 0);
  const thinking = LADDER.map(([, name], i) => {
    let ms = 0,
      n = 0;
    for (const [key, t] of cells) {
      const [a, b] = key.split(',').map(Number);
      if (a === i) ms += t.ms[0];
      if (b === i) ms += t.ms[1];
      if (a === i || b === i) n += count;
    }
    return `${name} ${(ms / n).toFixed(2)} ms`;
  });
  console.log(`drawn games: ${draws} of ${cells.size * count}; thinking per game: ${thinking.join(', ')}`);
}

if (matrix) {
  for (const game of given ? [given] : Object.keys(MATRIX_GAMES)) levelMatrix(game);
} else {
  if (against !== 'before') versus('random');
  if (against !== 'random') versus('before');
}
