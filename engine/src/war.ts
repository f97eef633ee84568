// The War family (War, W-A-R, jokers, Razboi, Russian, P'yanitsa): wars, running out, dropping out, objectives, cycles.
import type { WarOptions } from './options.ts';
import { bestSeats } from './ranking.ts';
import type { Rules } from './rules.ts';
import type { GameResult, WarState } from './state.ts';
import { activeSeats, faceUpOf, judge, playBattle, playWarStep, surrenderStack, takePot } from './trick.ts';
import type { Sink } from './events.ts';

/** Ends the game with a result. */
export function finish(s: WarState, result: GameResult, ev: Sink): void {
  s.phase = 'over';
  s.result = result;
  ev?.push({ type: 'game-end', result });
}

/** Ends a game that is still going once `maxTricks` tricks have been played (a draw, reason cap). */
export function capAt(s: WarState, maxTricks: number, ev: Sink): void {
  if (s.phase !== 'over' && s.tricks >= maxTricks) finish(s, { reason: 'cap', winners: [], losers: [], draw: true }, ev);
}

function others(s: WarState, seats: readonly number[]): number[] {
  return s.out.map((_, i) => i).filter((i) => !seats.includes(i));
}

/**
 * Seats drop out together (they ran out at the same moment). Returns true when that ended the game:
 * with `first-out-loses` at once; otherwise when nobody is left (a draw between them).
 */
function dropOut(s: WarState, o: WarOptions, group: readonly number[], why: 'empty' | 'short', ev: Sink): boolean {
  for (const seat of group) {
    s.out[seat] = true;
    ev?.push({ type: 'out', seat, why });
  }
  if (o.objective === 'first-out-loses') {
    const left = activeSeats(s);
    if (left.length === 0) finish(s, { reason: 'stalemate', winners: [], losers: [], draw: true }, ev);
    else finish(s, { reason: 'ran-out', winners: left, losers: [...group], draw: false }, ev);
    return true;
  }
  if (activeSeats(s).length === 0) {
    finish(s, { reason: 'stalemate', winners: [], losers: others(s, group), draw: true }, ev);
    return true;
  }
  return false;
}

/** The single seat left in a war takes the trick (everyone else ran out). */
function lastStanding(s: WarState, ev: Sink): void {
  const [winner] = activeSeats(s);
  s.trickWinner = winner;
  s.phase = 'collect';
  ev?.push({ type: 'trick', winner, piece: faceUpOf(s, winner), beaten: null, depth: s.depth, pot: s.table.length });
}

/**
 * Short seats run out in order of how little they hold (000/003: "the one who runs out first loses"); seats holding
 * the same number run out together. A seat that outlasts every other short seat, with nobody else left, takes the trick.
 * Returns true when the trick or the game was decided.
 */
function runOut(s: WarState, o: WarOptions, short: number[], ev: Sink): boolean {
  short.sort((a, b) => s.stacks[a].length - s.stacks[b].length || a - b);
  while (short.length > 0) {
    const count = s.stacks[short[0]].length;
    const group = short.filter((seat) => s.stacks[seat].length === count);
    short = short.slice(group.length);
    if (activeSeats(s).length === 1) break;
    for (const seat of group) surrenderStack(s, seat);
    if (dropOut(s, o, group, 'short', ev)) return true;
  }
  if (activeSeats(s).length === 1) {
    lastStanding(s, ev);
    return true;
  }
  return false;
}

/** The pieces each seat plays in this war step: face-down count, then one face up. */
function warSize(s: WarState, o: WarOptions, rules: Rules): number {
  if (o.warFaceDown !== 'by-rank') return o.warFaceDown + 1;
  let size = 1;
  // Why (003, Razboi): the war's size is the value of the tied card; every tied piece has the same rank. With three or
  // more players everyone still in plays the war, but only the tied pieces size it, never a higher untied one.
  for (const seat of judgeTie(s, rules)) {
    const p = faceUpOf(s, seat);
    if (p >= 0) size = Math.max(size, rules.rank.warSize[p]);
  }
  return size;
}

/** One war step under the out-of-cards rule, then the new face-up pieces are judged. */
function war(s: WarState, o: WarOptions, rules: Rules, ev: Sink): void {
  let size = warSize(s, o, rules);
  let seats = activeSeats(s);
  if (o.outOfCards === 'lose') {
    const short = seats.filter((seat) => s.stacks[seat].length < size);
    if (short.length > 0 && runOut(s, o, short, ev)) return;
  } else if (o.outOfCards === 'fewest') {
    // Why (003, Razboi): a seat with no pieces at all loses; the rest play as many as the seat with the fewest.
    const empty = seats.filter((seat) => s.stacks[seat].length === 0);
    if (empty.length > 0 && runOut(s, o, empty, ev)) return;
    for (const seat of activeSeats(s)) size = Math.min(size, s.stacks[seat].length);
  } else if (seats.every((seat) => s.stacks[seat].length === 0)) {
    // Why (003, rule 2): last pieces stay face up for the whole war; when nobody can add a piece the tie stands.
    const tied = judgeTie(s, rules);
    finish(s, { reason: 'stalemate', winners: [], losers: others(s, tied), draw: true }, ev);
    return;
  }
  seats = activeSeats(s);
  // last-card-up: a seat short of pieces plays all but one face down and its last one face up.
  const down = seats.map((seat) => Math.min(size - 1, Math.max(0, s.stacks[seat].length - 1)));
  playWarStep(s, seats, down, ev);
  judge(s, rules, ev);
}

/** The seats tied for highest right now. */
function judgeTie(s: WarState, rules: Rules): number[] {
  const seats = activeSeats(s);
  return bestSeats(rules.rank, seats, seats.map((seat) => faceUpOf(s, seat)));
}

/** Whether two positions hold the same stacks. */
function samePosition(a: readonly number[][], b: readonly number[][]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i], y = b[i];
    if (x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

/** The winner picks up the pot; seats left empty drop out; the objective may end the game; then cap and cycle checks. */
function collect(s: WarState, o: WarOptions, ev: Sink): void {
  const winner = s.trickWinner;
  const pot = takePot(s, winner, o.pickup);
  const stack = s.stacks[winner];
  for (let i = 0; i < pot.length; i++) stack.push(pot[i]);
  ev?.push({ type: 'pickup', seat: winner, count: pot.length, to: 'stack' });
  s.trickWinner = -1;
  s.depth = 0;
  s.phase = 'battle';
  const empty: number[] = [];
  for (let seat = 0; seat < s.out.length; seat++) if (!s.out[seat] && s.stacks[seat].length === 0) empty.push(seat);
  if (empty.length > 0 && dropOut(s, o, empty, 'empty', ev)) return;
  const left = activeSeats(s);
  if (left.length === 1) {
    // Why (000 Russian Version, objective 1): the one who ends up holding everything is the loser.
    if (o.objective === 'avoid-all') finish(s, { reason: 'all-pieces', winners: others(s, left), losers: left, draw: false }, ev);
    else finish(s, { reason: 'all-pieces', winners: left, losers: others(s, left), draw: false }, ev);
    return;
  }
  if (s.cycle) {
    const c = s.cycle;
    c.lam++;
    if (samePosition(c.saved, s.stacks)) {
      finish(s, { reason: 'cycle', winners: [], losers: [], draw: true }, ev);
      return;
    }
    if (c.lam === c.power) {
      c.saved = s.stacks.map((a) => a.slice());
      c.power *= 2;
      c.lam = 0;
    }
  }
  capAt(s, o.maxTricks, ev);
}

/** Advances a War-family game by one flip, mutating `s` (callers pass a copy). */
export function flipWar(s: WarState, rules: Rules, ev: Sink): void {
  const o = s.options as WarOptions;
  switch (s.phase) {
    case 'battle':
      playBattle(s, ev);
      judge(s, rules, ev);
      return;
    case 'war':
      war(s, o, rules, ev);
      return;
    case 'collect':
      collect(s, o, ev);
      return;
    default:
      return;
  }
}
