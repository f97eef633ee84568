// Replaying a game record: the reducer folded over its actions from its options, seed and deal, checked step by step.
// (The widget's CDN bundle loads this module on demand, so it exports functions only.)
import type { Action } from './actions.ts';
import { applyInPlace, cloneState, createGame } from './game.ts';
import type { OptionsInput } from './options.ts';
import { stateHash } from './record.ts';
import { fail, ok, type Result } from './result.ts';
import type { PreparedDeal } from './setup.ts';
import type { GameState } from './state.ts';
import { plainItems, readFields } from './plain.ts';
import { shown } from './shown.ts';

/** Where and why a replay failed. `index` is the action that failed, or -1 for the options and seed. */
export interface ReplayError {
  index: number;
  message: string;
}

/** Replays a record to its final state, or says exactly where it stops making sense. */
export function replay(record: unknown): Result<GameState, ReplayError> {
  // Each field read once: a getter or a Proxy cannot throw here; createGame and applyInPlace copy what they use, and an
  // unreadable action is reported at its index.
  const fields = readFields(record);
  const r: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const name of ['format', 'version', 'options', 'seed', 'deal', 'final', 'actions']) {
    const part = fields.ok ? fields.value[name] : undefined;
    if (part?.ok === false && name !== 'format' && name !== 'version')
      return fail({ index: -1, message: `the record's ${name} cannot be read: ${part.error}` });
    r[name] = part?.ok ? part.value : undefined;
  }
  if (r.format !== 'piecepack-war/record' || r.version !== 1)
    return fail({ index: -1, message: 'not a piecepack-war record (expected format "piecepack-war/record", version 1)' });
  const actions = plainItems(r.actions);
  if (!actions.ok) return fail({ index: -1, message: 'the record has no actions list' });
  const created = createGame((r.options === undefined ? {} : r.options) as OptionsInput, r.seed, r.deal as PreparedDeal | undefined);
  if (!created.ok) return fail({ index: -1, message: created.error.message });
  const s = cloneState(created.value);
  for (let i = 0; i < actions.value.length; i++) {
    const a = actions.value[i];
    const error = a.ok ? applyInPlace(s, a.value as Action, null) : { message: `it cannot be read: ${a.error}` };
    if (error) return fail({ index: i, message: `action ${i} (${a.ok ? shown(a.value) : 'unreadable'}): ${error.message}` });
  }
  if (r.final !== undefined && r.final !== stateHash(s))
    return fail({
      index: actions.value.length,
      message: `the replay ends in a different state (hash ${stateHash(s)}, record says ${shown(r.final)})`,
    });
  return ok(s);
}
