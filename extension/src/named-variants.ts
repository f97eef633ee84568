// The player's own variants: the setting piecepackWar.variants maps a name to a built-in variant and its options
// ({ "Quick War": { "variant": "war-cards", "packs": 1, "pickup": "in-order" } }). Each is checked with the engine; one
// that does not check out is reported by name and skipped, never played. Pure: no vscode.
import {
  isVariant,
  OPTION_SPECS,
  parseOption,
  plainCopy,
  PRESETS,
  resolveOptions,
  shown,
  type Options,
  type VariantName,
} from '../../engine/src/index.ts';
import type { SettingReader } from './settings.ts';

/** The setting (after `piecepackWar.`). */
export const VARIANTS_SETTING = 'variants';
/** How long a variant's name may be (statistics keep it beside the entry). */
export const MAX_NAME = 40;
/** How many named variants are read (more are reported and skipped). */
export const MAX_NAMED = 50;

/** A named variant that checks out: its name, the options as written (checked) and as the engine resolves them. */
export interface NamedVariant {
  name: string;
  variant: VariantName;
  /** The options it sets, as the engine takes them (variant included). */
  input: Record<string, unknown>;
  options: Options;
}

/** A named variant that was skipped, and why. */
export interface NamedProblem {
  name: string;
  message: string;
}

/** Whether a name can be a named variant's: 1 to 40 characters, not blank, not a built-in variant's own name. */
export function nameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'a named variant needs a name';
  if (name.length > MAX_NAME) return `the name is longer than ${MAX_NAME} characters`;
  if (isVariant(name)) return `${shown(name)} is a built-in variant's name; choose another`;
  return null;
}

/**
 * Checks one named variant: the built-in variant it refines, then each option (known, for that variant, allowed). It
 * is read through the engine's plain reader (nested too deep: refused, saying so), and every value a message repeats
 * is cut short by the engine's `shown`.
 */
export function checkNamed(name: string, written: unknown): { ok: true; named: NamedVariant } | { ok: false; problem: NamedProblem } {
  const fail = (message: string) => ({ ok: false as const, problem: { name, message } });
  const bad = nameProblem(name);
  if (bad) return fail(bad);
  const copied = plainCopy(written);
  if (!copied.ok) return fail(`it cannot be read: ${copied.error}`);
  const raw = copied.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail(`it must be an object such as { "variant": "war", "packs": 2 } (got ${shown(raw)})`);
  const given = raw as Record<string, unknown>;
  if (!isVariant(given.variant))
    return fail(`"variant" must name a built-in variant: ${Object.keys(PRESETS).join(', ')} (got ${shown(given.variant)})`);
  const variant = given.variant;
  const family = PRESETS[variant].family;
  const input: Record<string, unknown> = { variant };
  for (const [key, value] of Object.entries(given)) {
    if (key === 'variant') continue;
    const spec = OPTION_SPECS.find((s) => s.name === key);
    if (!spec) return fail(`${shown(key)} is not an option of the game`);
    if (!spec.families.includes(family)) return fail(`${key} does not apply to ${PRESETS[variant].title}`);
    if (value === null) continue;
    const parsed = parseOption(spec, value);
    if (!parsed.ok) return fail(parsed.error.message);
    input[key] = parsed.value;
  }
  const resolved = resolveOptions(input);
  if (!resolved.ok) return fail(resolved.error.message);
  return { ok: true, named: { name, variant, input, options: resolved.value } };
}

/** Reads the whole setting: the variants that check out (in the order written) and a problem for each one skipped. */
export function readNamed(raw: unknown): { variants: NamedVariant[]; problems: NamedProblem[] } {
  const variants: NamedVariant[] = [];
  const problems: NamedProblem[] = [];
  if (raw === null || raw === undefined) return { variants, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ name: '', message: `piecepackWar.variants must be an object of named variants (got ${shown(raw)})` });
    return { variants, problems };
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  for (const [name, value] of entries.slice(0, MAX_NAMED)) {
    const r = checkNamed(name, value);
    if (r.ok) variants.push(r.named);
    else problems.push(r.problem);
  }
  if (entries.length > MAX_NAMED)
    problems.push({ name: '', message: `only the first ${MAX_NAMED} named variants are read (${entries.length} are written)` });
  return { variants, problems };
}

/** The settings reader of a named variant: its options, every other rule option unset (a named variant is whole). */
export function namedReader(named: NamedVariant): SettingReader {
  return (name) => {
    if (name === 'variant') return named.variant;
    if (OPTION_SPECS.some((s) => s.name === name)) return named.input[name] ?? null;
    return undefined;
  };
}

/** What "Save as variant…" writes for a game: the variant and each option that differs from its own. */
export function savedForm(variant: VariantName, config: Record<string, unknown>): Record<string, unknown> {
  return { variant, ...config };
}

/** A problem in words, for the warning (the name cut short: a name too long is one of the problems). */
export function problemText(p: NamedProblem): string {
  return p.name ? `${shown(p.name)}: ${p.message}` : p.message;
}
