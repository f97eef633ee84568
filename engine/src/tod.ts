// Tod und Leben (003): won tricks go to a won pile, ties grow the trick face up, equal last cards are split, rounds make a match.
import type { TodOptions } from './options.ts';
import { deal } from './deal.ts';
import type { Rules } from './rules.ts';
import type { WarState } from './state.ts';
import { activeSeats, judge, playBattle, playWarStep, takePot } from './trick.ts';
import type { Sink } from './events.ts';
import { capAt, finish } from './war.ts';

/** Every seat plays every card, so stacks stay equal and run out together. */
function stacksEmpty(s: WarState): boolean {
  return s.stacks.every((st) => st.length === 0);
}

/** Scores the round on cards won; ends the match after the last round. */
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
  } else {
    s.phase = 'round-over';
  }
}

/** Gathers every piece back and deals the next round from the game's random stream. */
function nextRound(s: WarState, o: TodOptions, rules: Rules, ev: Sink): void {
  const d = deal(o, rules.pieces, s.rng);
  s.stacks = d.stacks;
  s.aside = d.aside;
  s.won = s.won.map(() => []);
  s.round++;
  s.phase = 'battle';
  ev?.push({ type: 'deal', round: s.round, counts: d.stacks.map((st) => st.length), aside: d.aside.length });
}

/** Advances a Tod und Leben game by one flip, mutating `s` (callers pass a copy). */
export function flipTod(s: WarState, rules: Rules, ev: Sink): void {
  const o = s.options as TodOptions;
  switch (s.phase) {
    case 'battle':
      playBattle(s, ev);
      judge(s, rules, ev);
      return;
    case 'war': {
      if (stacksEmpty(s)) {
        // Why (003): "If the players' last cards are equal, they get one card each": each takes back what it played.
        const counts = s.out.map(() => 0);
        for (const t of s.table) {
          s.won[t.seat].push(t.piece);
          counts[t.seat]++;
        }
        s.table = [];
        s.depth = 0;
        ev?.push({ type: 'split', counts });
        endRound(s, o, ev);
        capAt(s, o.maxTricks, ev);
        return;
      }
      // Why (003): on a tie "each player simply turns the next card": no face-down pieces, the trick grows.
      const seats = activeSeats(s);
      playWarStep(s, seats, seats.map(() => 0), ev);
      judge(s, rules, ev);
      return;
    }
    case 'collect': {
      const winner = s.trickWinner;
      const pot = takePot(s, winner, 'in-order');
      s.won[winner].push(...pot);
      ev?.push({ type: 'pickup', seat: winner, count: pot.length, to: 'won' });
      s.trickWinner = -1;
      s.depth = 0;
      s.phase = 'battle';
      if (stacksEmpty(s)) endRound(s, o, ev);
      capAt(s, o.maxTricks, ev);
      return;
    }
    case 'round-over':
      nextRound(s, o, rules, ev);
      return;
    default:
      return;
  }
}
