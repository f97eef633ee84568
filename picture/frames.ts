// An animation's frames, DOM-free (the widget and the CLI share them): the spectator's view after each step of a record
// with the verdict that step reached (the seat that took the trick, the seats tied into a war), which steps "this war"
// or "the last N tricks" cover, and which frames an animation leaves out (an empty table between two tricks).
import { applyInPlace, cloneState, createGame, fail, ok, viewOf } from '../engine/src/on-demand.ts';
import type { GameEvent, GameView, Result } from '../engine/src/on-demand.ts';
import { readRecord, type ReplayError } from '../engine/src/records.ts';

/** What a step decided, from the engine's own events: a trick taken by `seat`, or a tie sending `seats` to war. */
export type Verdict = { kind: 'trick'; seat: number } | { kind: 'war'; seats: number[] };

/** One position of a record: after `step` actions, its public view, its verdict, and the trick it belongs to. */
export interface PictureFrame {
  step: number;
  view: GameView;
  verdict: Verdict | null;
  /** Tricks begun so far (battles), 0 before the first. */
  trick: number;
  /** Whether the trick of this position has gone to war so far. */
  war: boolean;
}

/** The verdict among a step's events: the trick's winner if it was decided, else a tie, else none. */
export function verdictOf(events: readonly GameEvent[]): Verdict | null {
  let verdict: Verdict | null = null;
  for (const e of events) {
    if (e.type === 'trick') return { kind: 'trick', seat: e.winner };
    if (e.type === 'tie') verdict = { kind: 'war', seats: e.seats.slice() };
  }
  return verdict;
}

/**
 * The frames after each of the first `from`..`to` actions of `record` (both ends included, 0 being the deal), as a
 * spectator sees them (no seat: nothing secret). One pass over the record: time in proportion to `to`.
 */
export function recordFrames(record: unknown, from: number, to: number): Result<PictureFrame[], ReplayError> {
  const read = readRecord(record);
  if (!read.ok) return read;
  const r = read.value;
  if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to <= r.actions.length))
    return fail({ index: -1, message: `the steps must lie from 0 to ${r.actions.length} (the record's actions), from before to` });
  const created = createGame(r.options, r.seed, r.deal);
  if (!created.ok) return fail({ index: -1, message: created.error.message });
  const s = cloneState(created.value);
  const frames: PictureFrame[] = [];
  let verdict: Verdict | null = null;
  let trick = 0;
  let war = false;
  for (let k = 0; k <= to; k++) {
    if (k >= from) frames.push({ step: k, view: viewOf(s), verdict, trick, war });
    if (k === to) break;
    const events: GameEvent[] = [];
    const error = applyInPlace(s, r.actions[k], events);
    if (error) return fail({ index: k, message: `action ${k}: ${error.message}` });
    for (const e of events) {
      if (e.type === 'battle') [trick, war] = [trick + 1, false];
      if (e.type === 'tie') war = true;
    }
    verdict = verdictOf(events);
  }
  return ok(frames);
}

/**
 * Whether a frame says nothing new in an animation: a War-family or Tod und Leben table with nothing in play, no
 * verdict and no end (the table between two tricks; the counts it shows come again with the next trick's pieces).
 */
export function emptyTable(frame: PictureFrame): boolean {
  const v = frame.view;
  if (v.family !== 'war' && v.family !== 'tod-und-leben') return false;
  return v.result === null && v.phase !== 'round-over' && frame.verdict === null && v.seats.every((s) => s.played.length === 0);
}

/** The frames an animation shows: the first always (the start), then every frame but an empty table. */
export function keptFrames<T extends PictureFrame>(frames: readonly T[]): T[] {
  return frames.filter((f, i) => i === 0 || !emptyTable(f));
}

/** A part of the game: the last `last` tricks, or the war on the table (else the last war). */
export type FramePick = { last: number } | { war: true };

/** Why a pick holds no steps. */
export const NO_WAR = 'no war has been played yet';

/**
 * The steps a pick covers, from `frames` (those of steps 0 to the last step wanted, from `recordFrames(record, 0, to)`):
 * from the table just before the first of its tricks to the end of the last (at most `to`). The last N tricks of a
 * game with fewer are all of it; "this war" of a game without one is refused (NO_WAR).
 */
export function pickedSteps(frames: readonly PictureFrame[], pick: FramePick): Result<{ from: number; to: number }, string> {
  const to = frames.length - 1;
  if (to < 0) return fail('no steps');
  const at = (trick: number) => Math.max(0, frames.findIndex((f) => f.trick >= trick) - 1);
  if ('last' in pick) {
    // At least one trick (a count that is no number counts as one).
    const count = Number.isFinite(pick.last) ? Math.max(1, Math.floor(pick.last)) : 1;
    const first = frames[to].trick - count + 1;
    return ok({ from: first <= 1 ? 0 : at(first), to });
  }
  let k = to;
  while (k >= 0 && !frames[k].war) k--;
  if (k < 0) return fail(NO_WAR);
  const trick = frames[k].trick;
  while (k < to && frames[k + 1].trick === trick) k++;
  return ok({ from: at(trick), to: k });
}
