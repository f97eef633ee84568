// Text output for people: summaries, a text histogram, a progress bar, and game events in words.
import { cellName, pieceName, stackedTileName, type GameEvent, type Piece, type SimSummary } from '../engine/src/index.ts';

/** A bar of `width` characters, `fraction` filled. */
export function bar(fraction: number, width: number): string {
  const full = Math.round(Math.max(0, Math.min(1, fraction)) * width);
  return '#'.repeat(full) + '.'.repeat(width - full);
}

/** The progress line drawn on a terminal while a simulation runs. */
export function progressLine(done: number, total: number, ms: number): string {
  return `[${bar(done / total, 30)}] ${Math.floor((done * 100) / total)}% ${done}/${total} games ${(ms / 1000).toFixed(1)} s`;
}

/** What a game's length is counted in: rounds in Stacked Deck War (each decided round, a tie and its wars included), tricks elsewhere. */
export function lengthUnit(s: Pick<SimSummary, 'options'>): 'rounds' | 'tricks' {
  return s.options.family === 'stacked-deck' ? 'rounds' : 'tricks';
}

/**
 * The 95% confidence interval (Wilson score) of a share `k` of `n`, as fractions: where the true share lies, 19 times
 * in 20, given what was seen. Right even near 0% and 100%, where the normal approximation is not.
 */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A text histogram of game lengths: one row per bin, bars scaled to the tallest. */
export function histogramText(summary: SimSummary, width = 40): string[] {
  const bins = summary.tricks.histogram;
  const most = Math.max(1, ...bins.map((b) => b.count));
  const label = (b: { from: number; to: number }): string => `${b.from}-${b.to - 1}`;
  const pad = Math.max(...bins.map((b) => label(b).length), 5);
  return bins.map((b) => `  ${label(b).padStart(pad)} | ${'#'.repeat(Math.round((b.count / most) * width)).padEnd(width)} ${b.count}`);
}

/**
 * The readable end-of-run summary. Win shares carry their 95% confidence interval; a game counted in rounds (Stacked
 * Deck War) says rounds, and a game without face-up turns (the decision games' rounds are decided, not flipped) has
 * no turns line.
 */
export function summaryText(s: SimSummary): string[] {
  const pct = (n: number): string => (s.games ? `${((100 * n) / s.games).toFixed(1)}%` : '0%');
  const ci = (n: number): string => {
    const { low, high } = wilson(n, s.games);
    return `${(100 * low).toFixed(1)}-${(100 * high).toFixed(1)}%`;
  };
  const t = s.tricks;
  const unit = lengthUnit(s);
  const lines = [
    `${s.variant}: ${s.games} games in ${(s.elapsedMs / 1000).toFixed(2)} s (${Math.round(s.tricksPerSecond).toLocaleString('en-US')} ${unit}/s)`,
    `  finished ${s.finished} (${pct(s.finished)}), draws ${s.draws}, cycles ${s.cycles}, capped ${s.capped}`,
    `  ${unit} per finished game: mean ${t.mean.toFixed(1)}, median ${t.median}, p90 ${t.p90}, p99 ${t.p99}, max ${t.max}`,
    ...(s.turns.max > 0
      ? [
          `  turns per finished game (the battle and each war step): mean ${s.turns.mean.toFixed(1)}, median ${s.turns.median}, p90 ${s.turns.p90}, p99 ${s.turns.p99}, max ${s.turns.max}`,
        ]
      : []),
    `  wins by seat (95% confidence interval): ${s.wins.map((w, i) => `seat ${i + 1} ${w} (${pct(w)}, ${ci(w)})`).join(', ')}`,
    `  ${unit === 'rounds' ? 'wars (tied rounds) per game' : 'wars per game'}: ${s.wars.perGame.toFixed(2)}; by depth: ${s.wars.byDepth.map((n, i) => `${i + 1}:${n}`).join(' ') || 'none'}`,
  ];
  const c = s.cycleLength;
  if (s.cycles > 0)
    lines.splice(3, 0, `  cycle length (tricks until the position repeats): mean ${c.mean.toFixed(1)}, median ${c.median}, max ${c.max}`);
  return lines;
}

/** Game events in words for `play`'s log. Only face-up pieces have names; face-down ones are counted. */
export function eventText(e: GameEvent, pieces: readonly Piece[]): string | null {
  const seat = (i: number): string => `seat ${i + 1}`;
  const shown = (list: { seat: number; piece: number }[]): string =>
    list.map((f) => `${seat(f.seat)} ${pieceName(pieces[f.piece])}`).join(', ');
  switch (e.type) {
    case 'deal':
      return `round ${e.round}: dealt ${e.counts.join('/')}${e.aside ? `, ${e.aside} set aside` : ''}`;
    case 'battle':
      return `trick ${e.trick}: ${shown(e.faceUp)}`;
    case 'tie':
      return `  tie between ${e.seats.map(seat).join(' and ')}: war${e.depth > 1 ? ` (depth ${e.depth})` : ''}`;
    case 'war': {
      // With a face-up tie method (or last pieces played face up) nobody lays a piece face down: say so.
      const down = e.faceDown.map((n, i) => (n ? `${seat(i)} ${n} face down` : '')).filter(Boolean);
      const parts = [down.length ? down.join(', ') : 'no piece face down', ...(e.faceUp.length ? [shown(e.faceUp)] : [])];
      return `  war: ${parts.join('; ')}`;
    }
    case 'trick':
      return `  ${seat(e.winner)} takes ${e.pot} with ${pieceName(pieces[e.piece])}${e.beaten ? ` over ${pieceName(pieces[e.beaten.piece])}` : ''}`;
    case 'out':
      return `  ${seat(e.seat)} is out (${e.why === 'short' ? 'could not complete the war' : 'no pieces left'})`;
    case 'split':
      return `  last pieces tie: each takes back its own (${e.counts.join('/')})`;
    case 'round-end':
      return `round ${e.round} over: won ${e.won.join('/')}, ${e.winner >= 0 ? `${seat(e.winner)} wins the round` : 'a tied round'}; score ${e.score.join('-')}`;
    case 'game-end': {
      const r = e.result;
      // A draw among some seats can leave others losers (3+ players): they are named.
      const lost = r.losers.length ? `; ${r.losers.map(seat).join(' and ')} lose${r.losers.length > 1 ? '' : 's'}` : '';
      return `game over (${r.reason}): ${r.draw ? `a draw${lost}` : `${r.winners.map(seat).join(' and ')} win${r.winners.length > 1 ? '' : 's'}`}`;
    }
    case 'steal/stolen':
      return `  ${seat(e.seat)} steals ${seat(e.from)}'s pile (${e.count} cards) with ${pieceName(pieces[e.piece])}`;
    case 'steal/refused':
      return `  ${seat(e.seat)} cannot steal ${seat(e.from)}'s pile (${e.why})`;
    case 'steal/protect':
      return `  ${seat(e.seat)} protects its pile with ${pieceName(pieces[e.piece])}`;
    case 'steal/replenish':
      return `  ${seat(e.seat)} turns its pile (${e.count} cards) into a new packet`;
    case 'steal/top':
      return `  ${seat(e.seat)} puts ${pieceName(pieces[e.piece])} on top of its pile`;
    default:
      return stackedText(e, seat);
  }
}

/** Stacked Deck War's events in words (tiles named by piece and pack; only face-up tiles are ever named). */
function stackedText(e: GameEvent, seat: (i: number) => string): string | null {
  switch (e.type) {
    case 'stacked/first-player':
      return `die rolls ${e.rolls.map((r) => r.join(' vs ')).join(', then ')}: ${seat(e.playerA)} is Player A`;
    case 'stacked/reveal':
      return `  ${seat(e.seat)} reveals ${stackedTileName(e.tile)} as its ${e.as === 'play' ? 'playtile' : e.as === 'war' ? 'wartile' : 'reserve tile'}`;
    case 'stacked/buy':
      return `  ${seat(e.seat)} buys ${cellName(e.cell)} with ${e.coins.length} coin${e.coins.length > 1 ? 's' : ''}`;
    case 'stacked/effect':
      return e.idle ? `  ${cellName(e.cell)} has nothing to do` : null;
    case 'stacked/roll':
      return `  ${seat(e.seat)} rolls ${e.roll}`;
    case 'stacked/value':
      return `  ${seat(e.seat)}'s ${e.tile}tile is now worth ${e.value}`;
    case 'stacked/lowest-wins':
      return '  the lowest value wins this round';
    case 'stacked/rps':
      return `  rock-paper-scissors: ${e.hands.join(' vs ')}${e.winner >= 0 ? `, ${seat(e.winner)} wins` : ', a tie'}`;
    case 'stacked/guess':
      return `  ${seat(e.seat)} guesses ${e.value}: ${e.right ? 'right' : 'wrong'}`;
    case 'stacked/switch':
      return `  the players switch ${e.what}`;
    case 'stacked/decided':
      return `  ${e.winner >= 0 ? `${seat(e.winner)} wins the round` : 'the round is drawn'} (${e.why})`;
    case 'stacked/tie':
      return '  the values tie: war';
    case 'stacked/removed':
      return `round ${e.round}: ${seat(e.remover)} removes ${e.tiles.length} tiles; ${seat(e.playerA)} is Player A`;
    default:
      return null;
  }
}
