// The game record of one game of a simulation (for `--keep-cycles`): its options, seed, deal when it was not dealt from
// the seed alone (given pieces, or an exhaustive run's deal), and every flip, replayable with `replay`.
import type { Action } from '../actions.ts';
import { applyInPlace, autoAction, createGame } from '../game.ts';
import { resolveOptions, type OptionError, type OptionsInput } from '../options.ts';
import { makeRecord, type GameRecord } from '../record.ts';
import { fail, ok, type Result } from '../result.ts';
import { seedRng } from '../rng.ts';
import { dealIds, dealSpace } from './exhaustive.ts';
import { dealGiven, parseGive } from './give.ts';
import { dealAt, gameSeed } from './sources.ts';
import type { SimOptions } from './simulate.ts';

/** The record of game `index` of a simulation with these options (played again through the reducer, flip by flip). */
export function simulatedRecord(input: OptionsInput, sim: Pick<SimOptions, 'seed' | 'give' | 'exhaustive'>, index: number): Result<GameRecord, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  const options = r.value;
  const seed = gameSeed(sim.seed, index);
  let deal: number[][] | undefined;
  if (options.family === 'war' || options.family === 'tod-und-leben') {
    if (sim.give !== undefined) {
      const give = parseGive(sim.give, options);
      if (!give.ok) return give;
      deal = dealGiven(options, give.value, seedRng(seed)).stacks;
    } else if (sim.exhaustive && options.family === 'war') {
      const space = dealSpace(options);
      if (!space.ok) return fail({ option: 'exhaustive', message: space.error, allowed: 'a deck small enough, shared equally' });
      deal = dealIds(options, dealAt(space.value, index));
    }
  }
  const created = createGame(input, seed, deal);
  if (!created.ok) return created;
  const s = created.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, null) === null; a = autoAction(s, true)) actions.push(a);
  return ok(makeRecord(options, seed, actions, s, deal));
}
