// Measures how long the statistics take to load after a million games counted (issue 21): counts the games through
// the real recordGame, stores the value as globalState would (JSON), then times loadStats. Run:
//   npx tsx extension/test/stats-load-time.ts [games]
import type { GameTally } from '../src/game-tally.ts';
import { emptyStats, loadStats, recordGame, storedValue } from '../src/stats.ts';
import { fingerprintKey } from '../src/stats-schema.ts';

const games = Number(process.argv[2] ?? 1_000_000);
const variants = ['war', 'russian', 'w-a-r', 'war-cards'];
let stats = emptyStats();
const started = performance.now();
for (let i = 0; i < games; i++) {
  const game: GameTally = {
    variant: variants[i % variants.length],
    config: i % 5 === 0 ? { packs: 2 } : {},
    mode: i % 7 === 0 ? 'autoplay' : 'own',
    outcome: i % 3 === 0 ? 'loss' : i % 11 === 0 ? 'draw' : 'win',
    length: 5 + (i % 900),
    wars: i % 6,
    deepestWar: i % 6 ? 1 + (i % 2) : 0,
    fingerprint: fingerprintKey(`${i}:${i % 900}:${(i * 2654435761) >>> 0}`),
  };
  stats = recordGame(stats, game) ?? stats;
}
const counting = performance.now() - started;
const json = JSON.stringify(storedValue(stats));
const times: number[] = [];
for (let run = 0; run < 30; run++) {
  const raw: unknown = JSON.parse(json); // globalState hands the host a parsed copy
  const t = performance.now();
  const loaded = loadStats(raw);
  times.push(performance.now() - t);
  if (loaded.setAside.length > 0) throw new Error('the value did not load cleanly');
}
times.sort((a, b) => a - b);
const total = [...loadStats(JSON.parse(json)).stats.entries.values()].reduce((a, e) => a + e.games, 0);
console.log(
  `${games} games counted in ${(counting / 1000).toFixed(1)} s; stored value ${json.length} characters, ${total} games in the totals; ` +
    `loadStats: median ${times[15].toFixed(2)} ms, slowest ${times[29].toFixed(2)} ms (30 loads)`,
);
