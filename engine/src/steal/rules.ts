// Steal War as a rules family: the deal, checking and applying decisions, what the game waits for, views, computer players.
import { FLIP, type Action, type ActionError, type FlipAction, type Pending } from '../actions.ts';
import type { StealSteal } from './actions.ts';
import { deal } from '../deal.ts';
import type { Sink } from '../events.ts';
import type { FamilyRules } from '../family.ts';
import type { StealOptions } from '../options.ts';
import { fail, ok, type Result } from '../result.ts';
import { seedRng } from '../rng.ts';
import { rulesOf } from '../rules.ts';
import { prepareDeal, type PreparedDeal } from '../setup.ts';
import { replenish } from './cards.ts';
import { computerMove } from './computer.ts';
import { canSteal, stealTargets } from './steals.ts';
import { cloneStealState, PLAY, UNDECLARED, type StealState } from './state.ts';
import { declare, pickUp, reveal, startBattle } from './turn.ts';
import { stealView } from './view.ts';
import { shown } from '../shown.ts';

/**
 * A fresh game: the seed's stream shuffles and deals, then every seat looks at its first card. A prepared deal lists
 * each seat's packet (top first), optionally followed by each seat's capture pile (bottom first), by card name.
 */
function create(options: StealOptions, seed: number, prepared?: PreparedDeal): Result<StealState, string> {
  const rng = seedRng(seed);
  const rules = rulesOf(options);
  const n = options.players;
  let packets: number[][];
  let piles: number[][] = Array.from({ length: n }, () => []);
  let aside: number[];
  if (prepared === undefined) ({ stacks: packets, aside } = deal(options, rules.pieces, rng));
  else {
    const lists = Array.isArray(prepared) && prepared.length === 2 * n ? 2 * n : n;
    const p = prepareDeal(rules.pieces, options.packs, lists, prepared);
    if (!p.ok) return fail(lists === n ? `${p.error} (or, after the packets, one capture pile per player)` : p.error);
    packets = p.value.stacks.slice(0, n);
    if (lists === 2 * n) piles = p.value.stacks.slice(n);
    aside = p.value.aside;
    if (packets.some((packet, seat) => packet.length + piles[seat].length === 0)) return fail('every player needs at least one card');
  }
  const no = (): boolean[] => Array.from({ length: n }, () => false);
  const s: StealState = {
    format: 'piecepack-war/state',
    version: 1,
    family: 'steal-war',
    seed,
    rng,
    moves: 0,
    result: null,
    options,
    phase: 'declare',
    packets,
    piles,
    hands: Array.from({ length: n }, () => -1),
    committed: no(),
    asked: no(),
    declared: Array.from({ length: n }, () => UNDECLARED),
    guarded: no(),
    round: 0,
    aside,
    table: [],
    out: no(),
    trickWinner: -1,
    depth: 0,
    tricks: 0,
    steals: 0,
    tracked: Array.from({ length: n }, () => []),
  };
  for (let seat = 0; seat < n; seat++) replenish(s, seat, null);
  startBattle(s, rules, null);
  return ok(s);
}

const illegal = (message: string): ActionError => ({ code: 'illegal', message });
const notYours = (message: string): ActionError => ({ code: 'not-your-turn', message });
const isIndex = (x: unknown, n: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;

/** Checks an action against the state without changing anything; returns why it is refused, or null. */
function check(s: StealState, a: Action): ActionError | null {
  const n = s.out.length;
  if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
  if (!a || typeof a !== 'object' || typeof a.type !== 'string') return illegal(`not an action: ${shown(a)}`);
  const p = pending(s)!;
  if (a.type === 'flip')
    return p.kind === 'flip'
      ? null
      : notYours(`not a flip now: the game waits for seat ${p.seat + 1} to ${p.kind === 'top' ? 'choose a top card' : 'declare'}`);
  if (a.type !== 'steal/play' && a.type !== 'steal/steal' && a.type !== 'steal/top')
    return illegal(`unknown action type ${shown(a.type)} in Steal War`);
  if (!isIndex(a.seat, n)) return illegal(`seat must be a seat number from 0 to ${n - 1}`);
  if (a.type === 'steal/top') {
    if (s.phase !== 'top' || a.seat !== s.trickWinner) return notYours(`seat ${a.seat + 1} has no won cards to arrange now`);
    if (!s.table.some((t) => t.piece === a.piece)) return illegal(`card ${shown(a.piece)} is not one of the won cards`);
    return null;
  }
  if (s.phase !== 'declare' || !s.asked[a.seat]) return notYours(`seat ${a.seat + 1} has nothing to declare now`);
  if (s.declared[a.seat] !== UNDECLARED) return notYours(`seat ${a.seat + 1} has already declared this round`);
  if (a.type === 'steal/steal') {
    if (!isIndex(a.from, n) || a.from === a.seat) return illegal(`from must be another seat's number (got ${shown(a.from)})`);
    if (!canSteal(s, rulesOf(s.options), a.seat, a.from))
      return illegal(`seat ${a.seat + 1} cannot steal seat ${a.from + 1}'s pile: its card must match the top of an unprotected pile`);
  }
  return null;
}

/** Applies one action in place, or returns why not (leaving the state untouched). */
function apply(s: StealState, a: Action, ev: Sink): ActionError | null {
  const error = check(s, a);
  if (error) return error;
  const rules = rulesOf(s.options);
  switch (a.type) {
    case 'flip':
      reveal(s, rules, ev);
      break;
    case 'steal/play':
      declare(s, rules, a.seat, PLAY, ev);
      break;
    case 'steal/steal':
      declare(s, rules, a.seat, a.from, ev);
      break;
    case 'steal/top':
      pickUp(s, rules, a.piece, ev);
      break;
  }
  return null;
}

const FLIP_ONLY: FlipAction[] = [FLIP];

/** What the game waits for: a seat's declaration (play or a steal), the winner's top card, or a flip when nobody may steal. */
function pending(s: StealState): Pending | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'top') {
    const seat = s.trickWinner;
    return { seat, kind: 'top', actions: s.table.map((t) => ({ type: 'steal/top', seat, piece: t.piece })) };
  }
  const seats = s.asked.flatMap((asked, i) => (asked && s.declared[i] === UNDECLARED ? [i] : []));
  if (seats.length === 0) return { seat: -1, kind: 'flip', actions: FLIP_ONLY };
  const seat = seats[0];
  const steals = stealTargets(s, rulesOf(s.options), seat).map((from): StealSteal => ({ type: 'steal/steal', seat, from }));
  return { seat, seats, kind: 'steal', actions: [{ type: 'steal/play', seat }, ...steals] };
}

/** Steal War. */
export const STEAL_RULES: FamilyRules<StealState> = {
  create: (o, seed, prepared) => create(o as StealOptions, seed, prepared),
  clone: cloneStealState,
  apply,
  pending,
  progress: (s) => s.tricks,
  pieces: (s) => rulesOf(s.options).pieces,
  view: stealView,
  computer: (s, seat, level, rng) => computerMove(s, seat, level, rng, pending(s)),
};
