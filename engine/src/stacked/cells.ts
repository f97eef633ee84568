// The action table: what each of the 24 cells does when its effect is played (choices it needs wait in `await`).
import type { Sink } from '../events.ts';
import { roll } from './dice.ts';
import type { Effect, StackedState } from './state.ts';
import { addValue, bonus, currentTile, decide, revealReserve, setValue } from './table.ts';
import { ACE, ARMS, CROWNS, MOONS, NULL, SUNS, cellName, valueOf } from './tiles.ts';

/** Cells whose only work is on this round's values or result: once the round is decided they do nothing. */
function onlyThisRound(cell: number): boolean {
  const suit = (cell / 6) | 0,
    rank = cell % 6;
  if (suit === SUNS || suit === MOONS) return rank !== NULL;
  return suit === CROWNS && rank !== 2 && rank !== NULL;
}

/**
 * Whether an effect can do nothing now. Documented choices (docs/stacked-deck.md): a cell that only changes this round's
 * values or result does nothing once the round is decided (the first decision stands); a Moons cell reached through
 * Arms-Null before any war has no wartile to work on; a cell finds nothing to act on (an empty reserve, deck or spent pile).
 */
export function idle(s: StackedState, e: Effect): boolean {
  const you = e.seat,
    opp = 1 - you;
  const suit = (e.cell / 6) | 0,
    rank = e.cell % 6;
  if (s.outcome && onlyThisRound(e.cell)) return true;
  if (suit === MOONS && s.window === 0) return true;
  if (rank === NULL && (suit === SUNS || suit === MOONS)) return s.reserves[you].length === 0;
  if (suit === CROWNS && rank === NULL) return s.reserves[opp].length === 0;
  if (suit === ARMS) {
    if (rank === 4) return s.reserves[you].length === 0 || s.decks[you].length === 0;
    if (rank === 3) return s.decks[you].length === 0 && s.decks[opp].length === 0;
    if (rank === 2) return s.spent.length === 0;
  }
  return false;
}

/** Moves up to `count` tiles from the top of `seat`'s deck to the bottom of its reserve, keeping their order. */
export function deckToReserve(s: StackedState, seat: number, count: number, ev: Sink): void {
  const moved = s.decks[seat].splice(0, Math.min(count, s.decks[seat].length));
  if (moved.length === 0) return;
  s.reserves[seat].push(...moved);
  ev?.push({ type: 'stacked/move', seat, count: moved.length, from: 'deck-top', to: 'reserve-bottom' });
}

/** Plays the effect `e` (the cell in `e.cell`, for the buyer `e.seat`); a choice it needs is left in `s.await`. */
export function playCell(s: StackedState, e: Effect, ev: Sink): void {
  const you = e.seat,
    opp = 1 - you;
  const decided = s.outcome !== null;
  const still = idle(s, e);
  ev?.push({ type: 'stacked/effect', seat: you, cell: e.cell, idle: still });
  if (still) return;
  const tile = currentTile(s);
  switch (e.cell) {
    case SUNS * 6 + ACE: // You win this round.
      return decide(s, you, cellName(e.cell), ev);
    case SUNS * 6 + 5: // Players draw on this round; Player A stays Player A.
      return decide(s, -1, cellName(e.cell), ev);
    case SUNS * 6 + 4: // Multiply your tile's value by 2.
      return setValue(s, you, tile, s[tile][you] * 2, ev);
    case SUNS * 6 + 3: // Add 4 to your tile's value.
      return addValue(s, you, tile, 4, ev);
    case SUNS * 6 + 2: // Add 2 to your tile's value.
      return addValue(s, you, tile, 2, ev);
    case SUNS * 6 + NULL: {
      // Reveal your top reserve tile; add its value to your playtile.
      const t = revealReserve(s, you, ev);
      if (t >= 0 && !decided) addValue(s, you, 'play', valueOf(t), ev);
      return;
    }
    case MOONS * 6 + ACE: // You win this war.
      return decide(s, you, cellName(e.cell), ev);
    case MOONS * 6 + 5: // Players draw in war this round; Player A stays Player A.
      return decide(s, -1, cellName(e.cell), ev);
    case MOONS * 6 + 4: // Add the value of your playtile to the value of your wartile.
      return addValue(s, you, 'war', s.play[you], ev);
    case MOONS * 6 + 3: // Add 1 to your wartile, subtract 1 from the opponent's.
      addValue(s, you, 'war', 1, ev);
      return addValue(s, opp, 'war', -1, ev);
    case MOONS * 6 + 2: {
      // Your playtile's and your wartile's values switch.
      const p = s.play[you];
      setValue(s, you, 'play', s.war[you], ev);
      return setValue(s, you, 'war', p, ev);
    }
    case MOONS * 6 + NULL: {
      // Reveal your top reserve tile; add its value to your wartile.
      const t = revealReserve(s, you, ev);
      if (t >= 0 && !decided) addValue(s, you, 'war', valueOf(t), ev);
      return;
    }
    case CROWNS * 6 + ACE: {
      // Roll a die; add the roll to your playtile or wartile.
      const r = roll(s);
      ev?.push({ type: 'stacked/roll', seat: you, roll: r });
      return bonus(s, you, r, ev);
    }
    case CROWNS * 6 + 5: {
      // Roll a die; if even, add 3 to your playtile or wartile.
      const r = roll(s);
      ev?.push({ type: 'stacked/roll', seat: you, roll: r });
      if (r % 2 === 0) bonus(s, you, 3, ev);
      return;
    }
    case CROWNS * 6 + 4: // Add 1 to your playtile or wartile; the lowest value wins this round.
      s.lowestWins = true;
      ev?.push({ type: 'stacked/lowest-wins' });
      return bonus(s, you, 1, ev);
    case CROWNS * 6 + 3: // Rock-paper-scissors until someone wins; the winner adds 1 + the ties.
      s.await = { kind: 'rps', seat: you, buyer: you, ties: 0, hands: [null, null] };
      return;
    case CROWNS * 6 + 2: {
      // Roll: even, look at and reorder your top 3; odd, the opponent does this to its deck.
      const r = roll(s);
      ev?.push({ type: 'stacked/roll', seat: you, roll: r });
      const looker = r % 2 === 0 ? you : opp;
      const count = Math.min(3, s.decks[looker].length);
      for (let i = 0; i < count; i++) s.knows[s.decks[looker][i]] |= 1 << looker;
      if (count >= 2) s.await = { kind: 'rearrange', seat: looker, count };
      return;
    }
    case CROWNS * 6 + NULL: // Guess the opponent's next reserve tile; it is revealed; a right guess adds 2.
      if (decided) revealReserve(s, opp, ev);
      else s.await = { kind: 'guess', seat: you };
      return;
    case ARMS * 6 + ACE: // You and the opponent switch decks.
      s.decks.reverse();
      ev?.push({ type: 'stacked/switch', what: 'decks' });
      return;
    case ARMS * 6 + 5: // You and the opponent switch reserves.
      s.reserves.reverse();
      ev?.push({ type: 'stacked/switch', what: 'reserves' });
      return;
    case ARMS * 6 + 4: // Switch any number of reserve tiles with as many from the bottom of your deck.
      s.await = { kind: 'switch-reserve', seat: you };
      return;
    case ARMS * 6 + 3: // Your top two deck tiles go under your reserve; the opponent may do this with one.
      deckToReserve(s, you, 2, ev);
      if (s.decks[opp].length > 0) s.await = { kind: 'follow', seat: opp };
      return;
    case ARMS * 6 + 2: // The opponent chooses two spent coins and gives them to you.
      s.await = { kind: 'give', seat: opp, to: you, count: Math.min(2, s.spent.length) };
      return;
    case ARMS * 6 + NULL: // The opponent names a suit; a die picks the row; follow that cell.
      s.await = { kind: 'name-suit', seat: opp };
      return;
  }
}
