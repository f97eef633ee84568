// The games of the game tabs closed last, kept for Resume Last Game and New Game…'s Recent: a few of them, newest first,
// each with the name of the player's variant it is. Pure (no vscode): what a view saved is read back here, trusting
// nothing (each record through the engine's bounded record check, each choice through the recent list's).
import type { GameRecord } from '../../engine/src/index.ts';
import { checkRecord, type Checked } from './protocol.ts';
import { readRecent, type Choice } from './new-game-choice.ts';

/** What a view keeps of its game (the webview saves the same with setState; the serializer hands it back). */
export interface SavedGame {
  record: GameRecord | null;
  /** Whether Auto-play has moved in this game (it is then counted apart). */
  autoplayed: boolean;
  /** The speed the player chose in the game's own control (null: the setting's). */
  speed: string | null;
  /** The step to show first (a game link's), else the game as it is now. */
  step?: number;
  /** The game chosen with New Game… (a named variant's name with it), or null/absent for the settings' own game. */
  choice?: Choice | null;
}

/** A closed game tab's game: a game under way or over (at least one move), and the choice it was started with. */
export interface ClosedGame {
  game: SavedGame & { record: GameRecord };
  choice: Choice | null;
}

/** How many closed games are kept (the newest first). */
export const CLOSED_GAMES = 5;

/** The one choice a saved value holds, if the recent list's check keeps it. */
export function readChoice(raw: unknown): Choice | null {
  return raw === undefined || raw === null ? null : (readRecent([raw])[0] ?? null);
}

/**
 * Reads what a view saved (its webview state, or a kept closed game's): null for no game, an error for a record the
 * bounded check refuses. The speed chosen in the game's own control lasts while the window does: it is not read back.
 */
export function readSaved(state: unknown): Checked<SavedGame | null> {
  if (typeof state !== 'object' || state === null || !('record' in state) || state.record === null) return { ok: true, value: null };
  const checked = checkRecord(state.record);
  if (!checked.ok) return checked;
  const s = state as { autoplayed?: unknown; choice?: unknown };
  return { ok: true, value: { record: checked.value, autoplayed: s.autoplayed === true, speed: null, choice: readChoice(s.choice) } };
}

/**
 * The kept list with `closed` first, at most CLOSED_GAMES. Every closed tab is its own entry: two tabs of one seed are
 * two games, however alike (a resumed game leaves the list, so closing it again keeps it once).
 */
export function keepClosed(list: readonly ClosedGame[], closed: ClosedGame): ClosedGame[] {
  return [closed, ...list].slice(0, CLOSED_GAMES);
}

/**
 * Reads the stored list (or the one game an older version kept), keeping only games that check out: at most
 * CLOSED_GAMES are looked at, each record within the engine's INPUT_LIMITS; anything else is dropped, never thrown.
 */
export function readClosed(raw: unknown): ClosedGame[] {
  const entries = Array.isArray(raw) ? raw.slice(0, CLOSED_GAMES) : raw === undefined || raw === null ? [] : [raw];
  const out: ClosedGame[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as { game?: unknown; choice?: unknown };
    const read = readSaved(e.game);
    if (!read.ok || read.value === null || read.value.record === null || read.value.record.actions.length === 0) continue;
    const choice = readChoice(e.choice);
    out.push({ game: { ...read.value, record: read.value.record, choice }, choice });
  }
  return out;
}
