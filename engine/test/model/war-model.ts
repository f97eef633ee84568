// A reference model of the War family and Tod und Leben for the differential tests: the rules written plainly on the game
// state's lists (arrays, objects, sorts), the way the engine played them before the typed-array core (engine/src/core/).
// The core must agree with it flip for flip, event for event; it is kept here, in the tests, as an independent oracle.
import { deal } from '../../src/deal.ts';
import type { GameEvent, Shown } from '../../src/events.ts';
import type { Pickup, TodOptions, WarOptions } from '../../src/options.ts';
import { bestSeats } from '../../src/ranking.ts';
import { shuffleInPlace } from '../../src/rng.ts';
import { rulesOf, type Rules } from '../../src/rules.ts';
import type { GameResult, WarState } from '../../src/state.ts';

type Sink = GameEvent[] | null;

function activeSeats(s: WarState): number[] {
  return s.out.flatMap((out, i) => (out ? [] : [i]));
}

function faceUpOf(s: WarState, seat: number): number {
  for (let i = s.table.length - 1; i >= 0; i--) if (s.table[i].seat === seat && s.table[i].up) return s.table[i].piece;
  return -1;
}

function finish(s: WarState, result: GameResult, ev: Sink): void {
  s.phase = 'over';
  s.result = result;
  ev?.push({ type: 'game-end', result });
}

function capAt(s: WarState, ev: Sink): void {
  if (s.phase !== 'over' && s.tricks >= s.options.maxTricks) finish(s, { reason: 'cap', winners: [], losers: [], draw: true }, ev);
}

function others(s: WarState, seats: readonly number[]): number[] {
  return s.out.map((_, i) => i).filter((i) => !seats.includes(i));
}

function playBattle(s: WarState, ev: Sink): void {
  s.tricks++;
  s.depth = 0;
  s.trickWinner = -1;
  const faceUp: Shown[] = [];
  for (const seat of activeSeats(s)) {
    const piece = s.stacks[seat].shift()!;
    s.table.push({ seat, piece, up: true, depth: 0 });
    faceUp.push({ seat, piece });
  }
  ev?.push({ type: 'battle', trick: s.tricks, faceUp });
}

function playWarStep(s: WarState, seats: readonly number[], down: readonly number[], ev: Sink): void {
  s.depth++;
  const faceDown = s.out.map(() => 0);
  const faceUp: Shown[] = [];
  seats.forEach((seat, i) => {
    const stack = s.stacks[seat];
    for (let k = 0; k < down[i] && stack.length > 0; k++) {
      s.table.push({ seat, piece: stack.shift()!, up: false, depth: s.depth });
      faceDown[seat]++;
    }
    if (stack.length > 0) {
      const piece = stack.shift()!;
      s.table.push({ seat, piece, up: true, depth: s.depth });
      faceUp.push({ seat, piece });
    }
  });
  ev?.push({ type: 'war', depth: s.depth, faceDown, faceUp });
}

function judge(s: WarState, rules: Rules, ev: Sink): number[] {
  const seats = activeSeats(s);
  const pieces = seats.map((seat) => faceUpOf(s, seat));
  const best = bestSeats(rules.rank, seats, pieces);
  if (best.length === 1) {
    const winner = best[0];
    s.trickWinner = winner;
    s.phase = 'collect';
    const strength = rules.rank.strength;
    let beaten: Shown | null = null;
    seats.forEach((seat, i) => {
      if (seat !== winner && (!beaten || strength[pieces[i]] > strength[beaten.piece])) beaten = { seat, piece: pieces[i] };
    });
    ev?.push({ type: 'trick', winner, piece: pieces[seats.indexOf(winner)], beaten, depth: s.depth, pot: s.table.length });
  } else {
    s.phase = 'war';
    ev?.push({ type: 'tie', seats: best, depth: s.depth + 1 });
  }
  return best;
}

/** The order the pot goes under the winner's stack, as the options' pickup says (docs/rules.md). */
function takePot(s: WarState, rules: Rules, winner: number, pickup: Pickup): number[] {
  let pot: number[];
  const turn = (seat: number): number => (seat - winner + s.out.length) % s.out.length;
  if (pickup === 'winner-first') {
    pot = s.table
      .map((t, i) => ({ t, i }))
      .sort((a, b) => a.t.depth - b.t.depth || turn(a.t.seat) - turn(b.t.seat) || a.i - b.i)
      .map((x) => x.t.piece);
  } else if (pickup === 'naturelle') {
    pot = naturelle(s, rules).reverse();
  } else {
    pot = s.table.map((t) => t.piece);
    if (pickup === 'shuffled') shuffleInPlace(s.rng, pot);
  }
  s.table = [];
  return pot;
}

/** The naturelle pile as laid: face-down pieces as played; each turn's face-up pieces once all are shown, lower first. */
function naturelle(s: WarState, rules: Rules): number[] {
  const { strength, lowBeatsTop, lowest, top } = rules.rank;
  const laid: number[] = [];
  let turn: { seat: number; piece: number }[] = [];
  let depth = -1;
  const flush = (): void => {
    const max = Math.max(...turn.map((t) => strength[t.piece]));
    const lowHigh = lowBeatsTop && max === top && turn.some((t) => strength[t.piece] === lowest);
    const rank = (p: number): number => (lowHigh && strength[p] === lowest ? top + 0.5 : strength[p]);
    turn.sort((a, b) => rank(a.piece) - rank(b.piece) || a.seat - b.seat);
    laid.push(...turn.map((t) => t.piece));
    turn = [];
  };
  for (const t of s.table) {
    if (t.depth !== depth) {
      flush();
      depth = t.depth;
    }
    if (t.up) turn.push({ seat: t.seat, piece: t.piece });
    else {
      if (turn.some((u) => u.seat === t.seat)) flush();
      laid.push(t.piece);
    }
  }
  flush();
  return laid;
}

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

function lastStanding(s: WarState, ev: Sink): void {
  const [winner] = activeSeats(s);
  s.trickWinner = winner;
  s.phase = 'collect';
  ev?.push({ type: 'trick', winner, piece: faceUpOf(s, winner), beaten: null, depth: s.depth, pot: s.table.length });
}

function runOut(s: WarState, o: WarOptions, short: number[], ev: Sink): boolean {
  short.sort((a, b) => s.stacks[a].length - s.stacks[b].length || a - b);
  while (short.length > 0) {
    const count = s.stacks[short[0]].length;
    const group = short.filter((seat) => s.stacks[seat].length === count);
    short = short.slice(group.length);
    if (activeSeats(s).length === 1) break;
    for (const seat of group) {
      for (const piece of s.stacks[seat]) s.table.push({ seat, piece, up: false, depth: s.depth });
      s.stacks[seat] = [];
    }
    if (dropOut(s, o, group, 'short', ev)) return true;
  }
  if (activeSeats(s).length === 1) {
    lastStanding(s, ev);
    return true;
  }
  return false;
}

/** The seats tied for the best face-up piece right now. */
function tiedSeats(s: WarState, rules: Rules): number[] {
  const seats = activeSeats(s);
  return bestSeats(
    rules.rank,
    seats,
    seats.map((seat) => faceUpOf(s, seat)),
  );
}

function warSize(s: WarState, o: WarOptions, rules: Rules): number {
  if (o.warFaceDown !== 'by-rank') return o.warFaceDown + 1;
  // Război: sized by the tied pieces only.
  return Math.max(1, ...tiedSeats(s, rules).map((seat) => rules.rank.warSize[faceUpOf(s, seat)]));
}

function war(s: WarState, o: WarOptions, rules: Rules, ev: Sink): void {
  let size = warSize(s, o, rules);
  let seats = activeSeats(s);
  if (o.outOfCards === 'lose') {
    const short = seats.filter((seat) => s.stacks[seat].length < size);
    if (short.length > 0 && runOut(s, o, short, ev)) return;
  } else if (o.outOfCards === 'fewest') {
    const empty = seats.filter((seat) => s.stacks[seat].length === 0);
    if (empty.length > 0 && runOut(s, o, empty, ev)) return;
    for (const seat of activeSeats(s)) size = Math.min(size, s.stacks[seat].length);
  } else if (seats.every((seat) => s.stacks[seat].length === 0)) {
    finish(s, { reason: 'stalemate', winners: [], losers: others(s, tiedSeats(s, rules)), draw: true }, ev);
    return;
  } else if (tiedSeats(s, rules).every((seat) => s.stacks[seat].length === 0)) {
    // 3+ players: every tied seat is on its last piece, so the tie cannot break: they drop out and the rest decide.
    if (dropOut(s, o, tiedSeats(s, rules), 'short', ev)) return;
    judge(s, rules, ev);
    return;
  }
  seats = activeSeats(s);
  const down = seats.map((seat) => Math.min(size - 1, Math.max(0, s.stacks[seat].length - 1)));
  playWarStep(s, seats, down, ev);
  judge(s, rules, ev);
}

/** Whether two positions hold the same ranks in every stack. */
function samePosition(rules: Rules, a: readonly number[][], b: readonly number[][]): boolean {
  const str = rules.rank.strength;
  return a.every((x, i) => x.length === b[i].length && x.every((p, j) => str[p] === str[b[i][j]]));
}

function collect(s: WarState, o: WarOptions, rules: Rules, ev: Sink): void {
  const winner = s.trickWinner;
  const pot = takePot(s, rules, winner, o.pickup);
  s.stacks[winner].push(...pot);
  ev?.push({ type: 'pickup', seat: winner, count: pot.length, to: 'stack' });
  s.trickWinner = -1;
  s.depth = 0;
  s.phase = 'battle';
  const empty = activeSeats(s).filter((seat) => s.stacks[seat].length === 0);
  if (empty.length > 0 && dropOut(s, o, empty, 'empty', ev)) return;
  const left = activeSeats(s);
  if (left.length === 1) {
    if (o.objective === 'avoid-all') finish(s, { reason: 'all-pieces', winners: others(s, left), losers: left, draw: false }, ev);
    else finish(s, { reason: 'all-pieces', winners: left, losers: others(s, left), draw: false }, ev);
    return;
  }
  if (s.cycle) {
    const c = s.cycle;
    c.lam++;
    if (samePosition(rules, c.saved, s.stacks)) {
      finish(s, { reason: 'cycle', winners: [], losers: [], draw: true }, ev);
      return;
    }
    if (c.lam === c.power) {
      c.saved = s.stacks.map((a) => a.slice());
      c.power *= 2;
      c.lam = 0;
    }
  }
  capAt(s, ev);
}

function flipWar(s: WarState, rules: Rules, ev: Sink): void {
  const o = s.options as WarOptions;
  if (s.phase === 'battle') {
    playBattle(s, ev);
    judge(s, rules, ev);
  } else if (s.phase === 'war') war(s, o, rules, ev);
  else if (s.phase === 'collect') collect(s, o, rules, ev);
}

function endRound(s: WarState, o: TodOptions, ev: Sink): void {
  const won = s.won.map((w) => w.length);
  const most = Math.max(...won);
  const leaders = won.flatMap((n, seat) => (n === most ? [seat] : []));
  const winner = leaders.length === 1 ? leaders[0] : -1;
  if (winner >= 0) s.score[winner]++;
  ev?.push({ type: 'round-end', round: s.round, won, winner, score: s.score.slice() });
  if (s.round >= o.rounds) {
    const best = Math.max(...s.score);
    const top = s.score.flatMap((n, seat) => (n === best ? [seat] : []));
    const rest = s.score.flatMap((n, seat) => (n === best ? [] : [seat]));
    finish(s, { reason: 'match', winners: top.length === 1 ? top : [], losers: rest, draw: top.length !== 1 }, ev);
  } else s.phase = 'round-over';
}

function flipTod(s: WarState, rules: Rules, ev: Sink): void {
  const o = s.options as TodOptions;
  const empty = (): boolean => s.stacks.every((st) => st.length === 0);
  if (s.phase === 'battle') {
    playBattle(s, ev);
    judge(s, rules, ev);
  } else if (s.phase === 'war') {
    if (empty()) {
      const counts = s.out.map(() => 0);
      for (const t of s.table) {
        s.won[t.seat].push(t.piece);
        counts[t.seat]++;
      }
      s.table = [];
      s.depth = 0;
      ev?.push({ type: 'split', counts });
      endRound(s, o, ev);
      capAt(s, ev);
      return;
    }
    const seats = activeSeats(s);
    playWarStep(
      s,
      seats,
      seats.map(() => 0),
      ev,
    );
    judge(s, rules, ev);
  } else if (s.phase === 'collect') {
    const winner = s.trickWinner;
    const pot = takePot(s, rules, winner, 'in-order');
    s.won[winner].push(...pot);
    ev?.push({ type: 'pickup', seat: winner, count: pot.length, to: 'won' });
    s.trickWinner = -1;
    s.depth = 0;
    s.phase = 'battle';
    if (empty()) endRound(s, o, ev);
    capAt(s, ev);
  } else if (s.phase === 'round-over') {
    const d = deal(o, rules.pieces, s.rng);
    s.stacks = d.stacks;
    s.aside = d.aside;
    s.won = s.won.map(() => []);
    s.round++;
    s.phase = 'battle';
    ev?.push({ type: 'deal', round: s.round, counts: d.stacks.map((st) => st.length), aside: d.aside.length });
  }
}

/** The model's flip: advances a War-family or Tod und Leben state in place, with events when asked. */
export function modelFlip(s: WarState, ev: Sink): void {
  const rules = rulesOf(s.options);
  if (s.family === 'tod-und-leben') flipTod(s, rules, ev);
  else flipWar(s, rules, ev);
}
