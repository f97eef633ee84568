// War and Tod und Leben as rules families: a thin wrapper over the core (core/): the deal, the flip, what they wait for.
import { FLIP, type FlipAction, type Pending } from './actions.ts';
import type { Board } from './core/board.ts';
import { startFrom, startGame } from './core/deal.ts';
import { flip } from './core/play.ts';
import { boardFor, loadState, newState, storeState } from './core/state-io.ts';
import type { Sink } from './events.ts';
import type { FamilyRules } from './family.ts';
import type { TodOptions, WarOptions } from './options.ts';
import { fail, ok } from './result.ts';
import { rulesOf } from './rules.ts';
import { prepareDeal, unfitStacks, type PreparedDeal } from './setup.ts';
import { cloneWarState, type WarState } from './state.ts';
import { warView } from './war-view.ts';
import { shown } from './shown.ts';

/** A fresh War-family state: the seed's stream shuffles and deals (unless a prepared deal is given). */
function create(options: WarOptions | TodOptions, seed: number, prepared?: PreparedDeal) {
  const b = boardFor(options);
  if (prepared === undefined) startGame(b, seed);
  else {
    const p = prepareDeal(rulesOf(options).pieces, options.packs, options.players, prepared);
    if (!p.ok) return fail(p.error);
    // Why (003, Tod und Leben): both players turn a card up each time and run out together, so their stacks are equal.
    const unfit = unfitStacks(p.value.stacks, options.family === 'tod-und-leben');
    if (unfit) return fail(unfit);
    startFrom(b, seed, p.value.stacks, p.value.aside);
    // Tod und Leben deals again each round: from the prepared pieces only, so the pieces not named stay aside.
    if (options.family === 'tod-und-leben') b.inPlay = p.value.stacks.flat().sort((x, y) => x - y);
  }
  return ok(newState(b, seed));
}

const FLIP_ONLY: FlipAction[] = [FLIP];

/**
 * Applies a flip with `play` (the core's War flip, or Tod und Leben's): the state goes onto its options' board, the
 * core plays the next part of the trick, and it comes back.
 */
export function applyWith(play: (b: Board, ev: Sink) => void): FamilyRules<WarState>['apply'] {
  return (s, action, ev) => {
    if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
    if (!action || typeof action !== 'object' || action.type !== 'flip')
      return { code: 'illegal', message: `unknown action ${shown(action)}; this game expects {"type":"flip"}` };
    const b = boardFor(s.options);
    loadState(b, s);
    play(b, ev);
    storeState(b, s);
    return null;
  };
}

function pending(s: WarState): Pending | null {
  return s.phase === 'over' ? null : { seat: -1, kind: 'flip', actions: FLIP_ONLY };
}

/**
 * The War family (War, W-A-R, jokers, Război, Russian, P'yanitsa); Tod und Leben's rules (tod-game.ts) are these with
 * its own flip, loaded by the pages that play it.
 */
export const WAR_RULES: FamilyRules<WarState> = {
  create: (o, seed, prepared) => create(o as WarOptions | TodOptions, seed, prepared),
  clone: cloneWarState,
  apply: applyWith(flip),
  pending,
  progress: (s) => s.tricks,
  pieces: (s) => rulesOf(s.options).pieces,
  view: warView,
  computer: () => FLIP,
};
