// The engine's third entry: the bounded reader for outside input (plain.ts) and values shown in messages (shown.ts),
// with no rules, so a Markdown plugin or a message check reads input within INPUT_LIMITS without carrying the engine.
export { INPUT_LIMITS, plainCopy, plainJson, readJson, counted } from './plain.ts';
export { shown, SHOWN_LENGTH } from './shown.ts';
