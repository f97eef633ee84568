// The events a decision table sends up to <piecepack-war> (internal: not composed, not part of the public API): an
// action to apply, a sentence to say, the live region held while a reveal runs, Auto-play, the speed, New game and
// Restart.
import type { Action } from '../../../engine/src/on-demand.ts';
import type { StepOutcome } from './game-session.ts';

/** `pw-table-action`: a decision or a flip to apply; the element answers in `outcome` before dispatch returns. */
export interface TableActionDetail {
  action: Action;
  outcome: StepOutcome;
}

/** The table's events and their details. */
export interface TableEventMap {
  'pw-table-action': CustomEvent<TableActionDetail>;
  'pw-table-say': CustomEvent<{ text: string }>;
  'pw-table-hold': CustomEvent<{ on: boolean }>;
  'pw-table-play': CustomEvent<{ on: boolean }>;
  'pw-table-speed': CustomEvent<{ speed: string }>;
  'pw-table-new-game': CustomEvent<Record<string, never>>;
  'pw-table-restart': CustomEvent<Record<string, never>>;
}

/** One of the table's events, heard only by the element whose shadow root holds the table. */
export function tableEvent<K extends keyof TableEventMap>(name: K, detail: TableEventMap[K]['detail']): TableEventMap[K] {
  return new CustomEvent(name, { detail, bubbles: false, composed: false }) as TableEventMap[K];
}

/** The CSS parts of a decision table, exported as the element's own (`exportparts`): the same names the War table has. */
export const TABLE_PARTS = [
  'table',
  'seat',
  ...[1, 2, 3, 4, 5, 6].map((n) => `seat-${n}`),
  'seat-out',
  'seat-takes',
  'round',
  'banner',
  'status',
  'controls',
  'button',
  'flip',
  'play',
  'restart',
  'new-game',
  'speed',
].join(', ');
