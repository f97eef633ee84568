// Which table draws which rules family. A family without a table here cannot be shown yet; Steal War and Stacked Deck
// War add theirs (steal-table.ts, stacked-table.ts) to TABLES when their rules land.
import type { TemplateResult } from 'lit';
import type { Family, GameView } from '../../engine/src/index.ts';
import type { WarStrings } from './strings.ts';
import { warTable } from './war-table.ts';

/** What every table needs besides the view. */
export interface TableContext {
  t: WarStrings;
  /** Packs mixed in the game (pieces of several packs are told apart). */
  packs: number;
}

/** Draws one family's view. */
export type TableRenderer<V extends GameView = GameView> = (view: V, ctx: TableContext) => TemplateResult;

/** The tables by family. */
const TABLES: { [F in Family]?: TableRenderer<Extract<GameView, { family: F }>> } = {
  war: warTable,
  'tod-und-leben': warTable,
};

/** Whether the widget has a table for a family. */
export function hasTable(family: Family): boolean {
  return TABLES[family] !== undefined;
}

/** The table for a view, or null when its family has no table yet. */
export function renderTable(view: GameView, ctx: TableContext): TemplateResult | null {
  const table = TABLES[view.family] as TableRenderer | undefined;
  return table ? table(view, ctx) : null;
}
