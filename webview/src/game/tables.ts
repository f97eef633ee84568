// Which table draws which rules family: the War family and Tod und Leben here, the decision games (Stacked Deck War,
// Steal War) in the decisions chunk, loaded when one is first shown (decisions-loader.ts).
import type { TemplateResult } from 'lit';
import type { Family, GameView } from '../../../engine/src/on-demand.ts';
import { isDecisionFamily } from './decisions-loader.ts';
import type { WarStrings } from '../i18n/strings.ts';
import { warTable } from '../war-family/war-table.ts';

/** What every table needs besides the view. */
export interface TableContext {
  t: WarStrings;
  /** Packs mixed in the game (pieces of several packs are told apart). */
  packs: number;
  /** Seats whose last face-up pieces tie in the war now waiting (they get the "War!" mark). */
  tied: readonly number[];
  /** The one seat a person plays among computers ("Seat 1 (you)"), or -1. */
  person: number;
  /** The rank order in words when it is not the usual one, else null. */
  rankOrder: string | null;
  /** The verdict is held while its pieces turn over (verdict-gate.ts): no "takes the trick" yet. */
  held?: boolean;
  /** Plays like Flip when a person presses their own stack (absent when the table takes no press). */
  press?: () => void;
}

/** Draws one family's view. */
export type TableRenderer<V extends GameView = GameView> = (view: V, ctx: TableContext) => TemplateResult;

/** The tables drawn from a view alone, by family. */
const TABLES: { [F in Family]?: TableRenderer<Extract<GameView, { family: F }>> } = {
  war: warTable,
  'tod-und-leben': warTable,
};

/** Whether the widget has a table for a family (here, or in the decisions chunk). */
export function hasTable(family: Family): boolean {
  return TABLES[family] !== undefined || isDecisionFamily(family);
}

/** The table for a view of the War family or Tod und Leben, or null for a family drawn by the decisions chunk. */
export function renderTable(view: GameView, ctx: TableContext): TemplateResult | null {
  const table = TABLES[view.family] as TableRenderer | undefined;
  return table ? table(view, ctx) : null;
}
