// Applying one action to a Stacked Deck War game: check it against what the game waits for, then play it and what follows.
import type { Action, ActionError } from '../actions.ts';
import type { Sink } from '../events.ts';
import type { StackedAction } from './actions.ts';
import { choose } from './choices.ts';
import { decider } from './pending.ts';
import { buyOrPass, collect, resume, revealPlaytiles, revealWartiles } from './round.ts';
import { arrange } from './setup.ts';
import type { StackedState } from './state.ts';
import { shown } from '../shown.ts';

const illegal = (message: string): ActionError => ({ code: 'illegal', message });

/** Applies `action` in place, or returns why not and leaves the state exactly as it was. */
export function applyStacked(s: StackedState, action: Action, ev: Sink): ActionError | null {
  if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return illegal(`not an action: ${shown(action)}`);
  const d = decider(s)!;
  if (d.seat < 0) {
    if (action.type !== 'flip') return illegal('nobody has a decision to make: the game expects {"type":"flip"}');
    if (s.phase === 'reveal') revealPlaytiles(s, ev);
    else if (s.phase === 'war') revealWartiles(s, ev);
    else collect(s, ev);
    return null;
  }
  if (action.type === 'flip') return illegal(`waiting for seat ${d.seat + 1} to decide (${d.kind})`);
  if (!action.type.startsWith('stacked/')) return illegal(`${shown(action.type)} is not a Stacked Deck War action`);
  const a = action as StackedAction;
  if (a.seat !== 0 && a.seat !== 1) return illegal('seat must be 0 or 1');
  if (s.phase === 'arrange') {
    if (a.type !== 'stacked/arrange') return illegal('both players arrange deck and reserve first: {"type":"stacked/arrange",...}');
    return arrange(s, a, ev);
  }
  if (a.seat !== d.seat) return { code: 'not-your-turn', message: `seat ${d.seat + 1} decides now (${d.kind})` };
  if (s.phase === 'buy') {
    if (a.type !== 'stacked/buy' && a.type !== 'stacked/pass')
      return illegal('your buying window is open: buy an action ({"type":"stacked/buy",...}) or pass');
    return buyOrPass(s, a, ev);
  }
  const error = choose(s, a, ev);
  if (error) return error;
  resume(s, ev);
  return null;
}
