// The engine's public entry: everything the CLI, the widget and the extension may use.
export * from './actions.ts';
export * from './events.ts';
export type { ComputerLevel, FamilyRules } from './family.ts';
export * from './game.ts';
export * from './options.ts';
export * from './pieces.ts';
export * from './presets.ts';
export * from './ranking.ts';
export * from './record.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './state.ts';
export * from './view.ts';
export { warView } from './war-view.ts';
export * from './setup.ts';
