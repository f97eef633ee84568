// Turns a finished game's record into what the statistics count, by replaying it with the engine: the host never
// trusts a summary from the webview, only a record that replays to a finished game. Pure: no vscode.
import { applyInPlace, createGame } from '../../engine/src/game.ts';
import type { GameEvent } from '../../engine/src/events.ts';
import { stateHash, type GameRecord } from '../../engine/src/record.ts';
import type { GameState } from '../../engine/src/state.ts';

/** One finished game as the statistics see it. */
export interface GameTally {
  variant: string;
  /** How the human seat did; `watched` when no seat is human. */
  outcome: 'win' | 'loss' | 'draw' | 'watched';
  /** Length in tricks (a whole war counts one). */
  tricks: number;
  /** Wars started (ties for the top piece). */
  wars: number;
  /** Deepest war: 1 for a single war, 2 for a war inside a war, ... (0 when none). */
  deepestWar: number;
  /** Identifies the game (seed, length and final state), so the same game is never counted twice. */
  fingerprint: string;
}

/** A game's length in its family's own terms (tricks for the deck games, rounds or moves otherwise). */
function lengthOf(s: GameState): number {
  const counter = s as unknown as { tricks?: number; round?: number };
  return counter.tricks ?? counter.round ?? s.moves;
}

/** Replays a record and tallies it; an error in words when it does not replay or the game is not over. */
export function tallyRecord(record: GameRecord): { ok: true; value: GameTally } | { ok: false; reason: string } {
  const created = createGame(record.options ?? {}, record.seed, record.deal);
  if (!created.ok) return { ok: false, reason: `the record's options do not start a game: ${created.error.message}` };
  const s = created.value;
  const events: GameEvent[] = [];
  let wars = 0;
  let deepestWar = 0;
  for (let i = 0; i < record.actions.length; i++) {
    events.length = 0;
    const error = applyInPlace(s, record.actions[i], events);
    if (error) return { ok: false, reason: `action ${i} does not replay: ${error.message}` };
    for (const e of events) {
      if (e.type !== 'tie') continue;
      if (e.depth === 1) wars++;
      if (e.depth > deepestWar) deepestWar = e.depth;
    }
  }
  if (s.result === null) return { ok: false, reason: 'the record stops before the game is over' };
  const human = s.options.seats.indexOf('human');
  const result = s.result;
  const outcome = human < 0 ? 'watched' : result.draw ? 'draw' : result.winners.includes(human) ? 'win' : 'loss';
  const tricks = lengthOf(s);
  return {
    ok: true,
    value: { variant: s.options.variant, outcome, tricks, wars, deepestWar, fingerprint: `${record.seed}:${record.actions.length}:${stateHash(s)}` },
  };
}
