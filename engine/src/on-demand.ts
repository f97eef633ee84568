// The engine's entry for pages that load the games with decisions on demand (the widget): everything index.ts offers,
// but Tod und Leben's, Steal War's and Stacked Deck War's rules come by `loadFamily` (families.ts), so a page showing War
// never carries them,
// and game links (share.ts, links.ts) and records (replay.ts, history.ts: records.ts) are left to index.ts: the widget
// imports them when a link is copied or opened, a record opens or a game first has a step to look back on.
export * from './actions.ts';
export * from './events.ts';
export type { ComputerLevel, FamilyRules, ProgressUnit } from './family.ts';
export { DECISION_FAMILIES, FAMILY_FACTS, familyLoaded, loadFamily, type FamilyFacts } from './families.ts';
export * from './game.ts';
export * from './options.ts';
export * from './pieces.ts';
export * from './presets.ts';
export * from './ranking.ts';
export { rulesOf, type Rules, type DeckFamilyOptions } from './rules.ts';
export * from './record.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './state.ts';
export * from './view.ts';
export { warView } from './war-view.ts';
export * from './setup.ts';
export * from './pace.ts';
export * from './play-settings.ts';
// How to play's figures are worked out in the computer's worker (the whole engine); the widget needs only their type.
export type { Share, Spread, SpeedTime, Stated, VariantFigures } from './sim/figures.ts';
export type { Tally } from './sim/tally.ts';
export { mergeTally, emptyTally } from './sim/tally.ts';
export type { StackedSetup } from './stacked/prepared.ts';
export type { StackedState } from './stacked/state.ts';
export type * from './stacked/actions.ts';
export type { StackedEvent } from './stacked/events.ts';
export type { TileView, CoinView, EffectView, AwaitView, StackedSeatView } from './stacked/view.ts';
export type * from './steal/actions.ts';
export type { StealEvent } from './steal/events.ts';
export type { CardView, StealSeatView } from './steal/view.ts';
export { cellName, tileName as stackedTileName } from './stacked/tiles.ts';
export { shown, SHOWN_LENGTH } from './shown.ts';
export { INPUT_LIMITS, plainCopy, plainJson, readJson } from './plain.ts';
