// The engine's option names, camelCase and kebab-case, for the fences. The markdown-it plugin's build replaces this
// module with the same pairs written out (scripts/builds/15-markdown.js), so the plugin carries no engine code.
import { OPTION_SPECS } from '../../engine/src/on-demand.ts';

/** Each option's camelCase name and its kebab-case flag (the element's attribute). */
export const OPTION_NAMES: readonly (readonly [string, string])[] = OPTION_SPECS.map((s) => [s.name, s.flag] as const);
