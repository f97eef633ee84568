// Statistics per named variant: a game of one of the player's own variants is counted under its configuration with the
// variant's name beside the rules, as one more key of the configuration (`@name`). An older version reads such an entry
// as one it cannot place and keeps it untouched; this version takes the name out before checking the rules.
import type { ConfigValue } from './stats-schema.ts';

/** The configuration key that holds a named variant's name (no option of the engine starts with `@`). */
export const LABEL_KEY = '@name';

/** A configuration with a named variant's name added (none: as it was). */
export function withLabel(config: Record<string, ConfigValue>, label: string | undefined): Record<string, ConfigValue> {
  return label ? { ...config, [LABEL_KEY]: label } : config;
}

/** The named variant's name a configuration carries, if any. */
export function labelOf(config: Record<string, unknown>): string | undefined {
  const label = config[LABEL_KEY];
  return typeof label === 'string' ? label : undefined;
}

/** The configuration's rules alone (its name taken out). */
export function rulesOnly<T>(config: Record<string, T>): Record<string, T> {
  const { [LABEL_KEY]: _label, ...rules } = config;
  return rules;
}
