// The game record of one game of a simulation (for `--keep-cycles`): its options, seed, deal when it was not dealt from
// the seed alone (given pieces, or an exhaustive run's deal), and every flip, replayable with `replay`.
import type { Action } from '../actions.ts';
import { applyInPlace, autoAction, createGame } from '../game.ts';
import { resolveOptions, type OptionError, type OptionsInput } from '../options.ts';
import { makeRecord, optionsInput, type GameRecord } from '../record.ts';
import { isPlainObject, plainCopy } from '../plain.ts';
import { shown } from '../shown.ts';
import { fail, ok, type Result } from '../result.ts';
import { dealIds, dealSpace } from './exhaustive.ts';
import { givenDeal, parseGive } from './give.ts';
import { dealAt, gameSeed } from './sources.ts';
import { checkSimOptions, type SimOptions } from './simulate.ts';

/** The record of game `index` of a simulation with these options (played again through the reducer, flip by flip). */
export function simulatedRecord(
  input: OptionsInput,
  sim: Pick<SimOptions, 'seed' | 'give' | 'exhaustive'>,
  index: number,
): Result<GameRecord, OptionError> {
  const r = resolveOptions(input);
  if (!r.ok) return r;
  const options = r.value;
  const copied = plainCopy(sim);
  if (!copied.ok || !isPlainObject(copied.value))
    return fail({
      option: 'simulation',
      message: 'the simulation settings must be an object { seed, give?, exhaustive? }',
      allowed: '{ seed, give?, exhaustive? }',
    });
  const checked = checkSimOptions({ ...copied.value, games: 1 });
  if (!checked.ok) return checked;
  if (!Number.isInteger(index) || index < 0)
    return fail({ option: 'index', message: `the game index must be a whole number from 0 (got ${shown(index)})`, allowed: '0 or more' });
  const { give, exhaustive } = checked.value;
  const seed = gameSeed(checked.value.seed, index);
  let deal: number[][] | undefined;
  if (options.family === 'war' || options.family === 'tod-und-leben') {
    if (give !== undefined) {
      const given = parseGive(give, options);
      if (!given.ok) return given;
      deal = givenDeal(options, given.value, seed).stacks;
    } else if (exhaustive && options.family === 'war') {
      const space = dealSpace(options);
      if (!space.ok) return fail({ option: 'exhaustive', message: space.error, allowed: 'a deck small enough, shared equally' });
      deal = dealIds(options, dealAt(space.value, index));
    }
  }
  const created = createGame(optionsInput(options), seed, deal);
  if (!created.ok) return created;
  const s = created.value;
  const actions: Action[] = [];
  for (let a = autoAction(s, true); a !== null && applyInPlace(s, a, null) === null; a = autoAction(s, true)) actions.push(a);
  return ok(makeRecord(options, seed, actions, s, deal));
}
