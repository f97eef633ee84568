// The engine's public entry: everything the CLI, the extension and the computer's worker use, every family's rules here
// at once. The widget takes on-demand.ts instead, the same entry without Tod und Leben's and the decision games'
// rules until it loads them.
import { registerFamily } from './families.ts';
import { STACKED_RULES } from './stacked/rules.ts';
import { STEAL_RULES } from './steal/rules.ts';
import { TOD_RULES } from './tod-game.ts';

registerFamily('steal-war', STEAL_RULES);
registerFamily('stacked-deck', STACKED_RULES);
registerFamily('tod-und-leben', TOD_RULES);

export * from './on-demand.ts';
// The simulator (the CLI, the extension, the demo's worker): its loop reaches every family's code, so the widget's
// entry leaves it out.
export * from './sim/simulate.ts';
export { dealSpace, MAX_DEALS, type DealSpace } from './sim/exhaustive.ts';
export { givenDeal, parseGive, type Give } from './sim/give.ts';
export { simulatedRecord } from './sim/records.ts';
export * from './sim/summary.ts';
// Reading and replaying records, a game's positions: the widget loads them when a record opens or a replay begins.
export * from './records.ts';
// Prepared Stacked Deck War setups (rule tests, rules pages): with the family's rules, not in the widget's start-up.
export { stackedDeal } from './stacked/prepared.ts';
// Variant figures (the CLI's `figures`): median and p90 length, loops, seats' win shares, time at the widget's speeds.
export * from './sim/figures.ts';
// Game links: the widget loads them when a link is copied or opened.
export * from './share.ts';
