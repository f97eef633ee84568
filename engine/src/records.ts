// The engine's records entry: reading and replaying a game record (replay.ts) and a game's positions from it
// (history.ts), for the widget to import() when a record first opens or a game first has a step to look back on. Kept
// out of on-demand.ts: with code splitting, a module that entry re-exports lands in every page's start-up file as soon
// as any part loaded on demand uses it. index.ts exports the same for the rest.
export * from './replay.ts';
export * from './history.ts';
