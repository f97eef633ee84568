// `piecepack-war play`: one seeded game, as a readable log or (with --json) its game record.
import {
  applyInPlace,
  autoAction,
  createGame,
  givenDeal,
  makeRecord,
  parseGive,
  piecesOf,
  resolveOptions,
  type Action,
  type GameEvent,
  type OptionsInput,
  type PreparedDeal,
} from '../../engine/src/index.ts';
import { flagOf, parseArgs, UsageError } from '../args.ts';
import { PLAY_FLAGS } from '../flags.ts';
import { eventText } from '../format.ts';
import type { Io } from '../io.ts';

/** Safety net for a game that somehow never ends (every family has its own caps; this only guards the CLI). */
const MAX_ACTIONS = 50_000_000;

export function playCommand(argv: readonly string[], io: Io): number {
  const { options, flags } = parseArgs(argv, PLAY_FLAGS);
  const seed = (flags.seed as number | undefined) ?? 1;
  const deal = flags.give === undefined ? ownDeal(flags.deal as string | undefined) : given(options, String(flags.give), seed, flags.deal);
  const created = createGame(options, seed, deal);
  if (!created.ok) throw new UsageError(`--${flagOf(created.error.option)}: ${created.error.message} (allowed: ${created.error.allowed})`);
  const s = created.value;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const pieces = piecesOf(s);
  for (let a = autoAction(s, true); a !== null && actions.length < MAX_ACTIONS; a = autoAction(s, true)) {
    events.length = 0;
    if (applyInPlace(s, a, events) !== null) break;
    actions.push(a);
    if (!flags.json)
      for (const e of events) {
        const line = eventText(e, pieces);
        if (line) io.out(line);
      }
  }
  if (flags.json) io.out(JSON.stringify(makeRecord(s.options, seed, actions, s, deal)));
  else if (s.result?.reason === 'cycle' && 'cycle' in s && s.cycle)
    io.out(`the position repeats every ${s.cycle.lam} tricks: the game would go on forever (${s.tricks} tricks played)`);
  return 0;
}

/** `--deal "A,B;C,D"`: each seat's stack, top first, pieces by name. */
function ownDeal(text: string | undefined): string[][] | undefined {
  return text?.split(';').map((stack) =>
    stack
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

/** `--give`: the deal `simulate --give` makes for a game of this seed (so a --per-game row's seed plays its game again). */
function given(input: OptionsInput, give: string, seed: number, deal: unknown): PreparedDeal {
  if (deal !== undefined) throw new UsageError('--give does not go with --deal: both say how the pieces are dealt');
  const resolved = resolveOptions(input);
  if (!resolved.ok)
    throw new UsageError(`--${flagOf(resolved.error.option)}: ${resolved.error.message} (allowed: ${resolved.error.allowed})`);
  const options = resolved.value;
  if (options.family !== 'war' && options.family !== 'tod-und-leben')
    throw new UsageError(`--give: pieces are given in the War variants and Tod und Leben, not ${options.variant}`);
  const g = parseGive(give, options);
  if (!g.ok) throw new UsageError(`--give: ${g.error.message} (allowed: ${g.error.allowed})`);
  return givenDeal(options, g.value, seed).stacks;
}
