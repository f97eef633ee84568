// War and Tod und Leben as rules families: the deal, the flip, and what they wait for (always a flip, by anyone).
import { FLIP, type Action, type ActionError, type Pending } from './actions.ts';
import { deal } from './deal.ts';
import type { Sink } from './events.ts';
import type { FamilyRules } from './family.ts';
import type { TodOptions, WarOptions } from './options.ts';
import { fail, ok } from './result.ts';
import { seedRng } from './rng.ts';
import { rulesOf } from './rules.ts';
import { prepareDeal, unfitStacks, type PreparedDeal } from './setup.ts';
import { cloneWarState, type WarState } from './state.ts';
import { flipTod } from './tod.ts';
import { flipWar } from './war.ts';
import { warView } from './war-view.ts';
import { shown } from './shown.ts';

/** A fresh War-family state: the seed's stream shuffles and deals (unless a prepared deal is given). */
function create(options: WarOptions | TodOptions, seed: number, prepared?: PreparedDeal) {
  const rng = seedRng(seed);
  const { pieces } = rulesOf(options);
  let d = { stacks: [] as number[][], aside: [] as number[] };
  if (prepared === undefined) d = deal(options, pieces, rng);
  else {
    const p = prepareDeal(pieces, options.packs, options.players, prepared);
    if (!p.ok) return fail(p.error);
    d = p.value;
    // Why (003, Tod und Leben): both players turn a card up each time and run out together, so their stacks are equal.
    const unfit = unfitStacks(d.stacks, options.family === 'tod-und-leben');
    if (unfit) return fail(unfit);
  }
  const n = options.players;
  const state: WarState = {
    format: 'piecepack-war/state',
    version: 1,
    family: options.family,
    seed,
    rng,
    moves: 0,
    result: null,
    options,
    phase: 'battle',
    stacks: d.stacks,
    won: Array.from({ length: n }, () => []),
    aside: d.aside,
    table: [],
    out: Array.from({ length: n }, () => false),
    trickWinner: -1,
    depth: 0,
    tricks: 0,
    round: 1,
    score: Array.from({ length: n }, () => 0),
    cycle: options.family === 'war' && options.pickup !== 'shuffled' ? { saved: d.stacks.map((a) => a.slice()), power: 1, lam: 0 } : null,
  };
  return ok(state);
}

const FLIP_ONLY: Action[] = [FLIP];

function apply(flip: typeof flipWar) {
  return (s: WarState, action: Action, ev: Sink): ActionError | null => {
    if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
    if (!action || typeof action !== 'object' || action.type !== 'flip')
      return { code: 'illegal', message: `unknown action ${shown(action)}; this game expects {"type":"flip"}` };
    flip(s, rulesOf(s.options), ev);
    return null;
  };
}

function pending(s: WarState): Pending | null {
  return s.phase === 'over' ? null : { seat: -1, kind: 'flip', actions: FLIP_ONLY };
}

/** The War family (War, W-A-R, jokers, Razboi, Russian, P'yanitsa). */
export const WAR_RULES: FamilyRules<WarState> = {
  create: (o, seed, prepared) => create(o as WarOptions, seed, prepared),
  clone: cloneWarState,
  apply: apply(flipWar),
  pending,
  view: warView,
  computer: () => FLIP,
};

/** Tod und Leben. */
export const TOD_RULES: FamilyRules<WarState> = { ...WAR_RULES, create: (o, seed, prepared) => create(o as TodOptions, seed, prepared), apply: apply(flipTod) };
