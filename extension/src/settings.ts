// Reads the piecepackWar.* settings into engine options and play settings, checking every value: a bad one (say a
// hand-edited settings.json) gets a warning naming the setting (its value echoed short by the engine's `shown`, which
// never throws) and falls back to the variant's default. Pure: no vscode.
import { closestName } from './near-name.ts';
import { fewProblems } from './problem-list.ts';
import {
  LEVELS,
  levelSeat,
  OPTION_SPECS,
  parseOption,
  resolveOptions,
  type Level,
  type Options,
  type OptionsInput,
  isVariant,
  PRESETS,
  type VariantName,
  MAX_SEED,
  shown,
  defaultPlayValues,
  isPlayValue,
  playAllowed,
  PLAY_SETTING_NAMES,
  PLAY_SETTINGS,
} from '../../engine/src/index.ts';
import { DEFAULT_SIM_GAMES, MAX_SIM_GAMES, SIDEBAR_LOCATIONS } from './play-settings.ts';
import type { GameSetup, PlaySettings } from './protocol.ts';
import { hasLevels } from './seat-words.ts';
import { SECTION } from './manifest.ts';

/** A setting that was refused: its full name (`piecepackWar.packs`) and why, in words. */
export interface SettingWarning {
  setting: string;
  message: string;
}

/** Everything the settings say, checked. */
export interface ResolvedSettings {
  /** The options given to the engine and the element: the variant plus the set options that apply to its family. */
  input: OptionsInput;
  /** The same, resolved by the engine (never fails: bad values were dropped). */
  options: Options;
  play: PlaySettings;
  /** The computer's level (`piecepackWar.computerLevel`): the seats written plain `computer` play at it (decision games). */
  level: Level;
  /** A fixed seed for every new game, or null for a fresh deal each time. */
  seed: number | null;
  simulationGames: number;
  warnings: SettingWarning[];
  /** The player's named variant (setting piecepackWar.variants) these settings play, if any. */
  label?: string;
}

/** Reads a setting's current value (null or undefined when unset). */
export type SettingReader = (name: string) => unknown;

const isUnset = (v: unknown): boolean => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/** Options that set how many pieces each seat gets: dropped together when the deal cannot work. */
const DEAL_OPTIONS = ['players', 'seats', 'packs', 'deck', 'jokers', 'jokersApart'];

/** The seats as the setting wrote them (a list, or comma-separated text), to tell `computer` from `computer:strong`. */
function seatsWritten(raw: unknown): string[] {
  const list: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((s) => String(s).trim());
}

/** Settings write seats as a list: the engine's words for its text form ("a comma-separated list") say "a list" there. */
const listWords = (message: string, raw: unknown): string =>
  Array.isArray(raw)
    ? message
        .replace('a comma-separated list with one of', 'a list with one item per player, each one of')
        .replace(' per player (got', ' (got')
    : message;

/** Why Variant names no game: one of the player's own variants that was skipped, a near name (theirs or built-in), or none. */
function unknownVariant(raw: unknown, ownNames: readonly string[]): string {
  if (typeof raw === 'string' && ownNames.includes(raw))
    return `${shown(raw)} is one of your variants, but it does not check out (see Variants); using "war"`;
  const near = typeof raw === 'string' ? closestName(raw, [...ownNames, ...Object.keys(PRESETS)]) : undefined;
  if (near !== undefined) return `unknown variant ${shown(raw)}; using "war": did you mean ${JSON.stringify(near)}?`;
  return `unknown variant ${shown(raw)}; using "war" (allowed: ${[...Object.keys(PRESETS), ...ownNames].join(', ')})`;
}

/** Reads and checks every piecepackWar.* setting; never fails (every problem becomes a warning and a default). */
export function readSettings(get: SettingReader, ownNames: readonly string[] = []): ResolvedSettings {
  const warnings: SettingWarning[] = [];
  const warn = (name: string, message: string): void => {
    warnings.push({ setting: `${SECTION}.${name}`, message });
  };

  const rawVariant = get('variant');
  let variant: VariantName = 'war';
  if (isVariant(rawVariant)) variant = rawVariant;
  else if (!isUnset(rawVariant)) warn('variant', unknownVariant(rawVariant, ownNames));
  const family = PRESETS[variant].family;

  const given: Record<string, unknown> = {};
  for (const spec of OPTION_SPECS) {
    if (spec.name === 'variant') continue;
    const raw = get(spec.name);
    if (isUnset(raw)) continue;
    if (!spec.families.includes(family)) {
      warn(spec.name, `${spec.name} does not apply to ${PRESETS[variant].title}, so it is ignored (got ${shown(raw)})`);
      continue;
    }
    const parsed = parseOption(spec, raw);
    if (parsed.ok) given[spec.name] = parsed.value;
    else warn(spec.name, `${listWords(parsed.error.message, raw)}; using the variant's default`);
  }

  // Two names for one rule: when both are set, War Face Down wins (the stated rule in both settings' descriptions).
  if ('tieMethod' in given && 'warFaceDown' in given) {
    const size = given.tieMethod === 'face-up' ? 0 : 1;
    if (given.warFaceDown !== size)
      warn('tieMethod', `${shown(given.tieMethod)} is ignored: warFaceDown is set too (${shown(given.warFaceDown)}) and wins`);
    delete given.tieMethod;
  }

  let resolved = resolveOptions({ variant, ...given });
  while (!resolved.ok) {
    const error = resolved.error;
    const culprits = error.option in given ? [error.option] : DEAL_OPTIONS.filter((n) => n in given);
    const dropped = culprits.length > 0 ? culprits : Object.keys(given);
    for (const name of dropped) {
      warn(name, `${error.message}; using the variant's default`);
      delete given[name];
    }
    resolved = resolveOptions({ variant, ...given });
  }

  // The computer's level: every seat written plain `computer` (the default seats' too) plays at it, in the decision
  // games; a seat written with its level (computer:strong included) keeps it.
  let level: Level = 'strong';
  const rawLevel = get('computerLevel');
  if ((LEVELS as readonly unknown[]).includes(rawLevel)) level = rawLevel as Level;
  else if (!isUnset(rawLevel))
    warn('computerLevel', `computerLevel must be one of ${LEVELS.join(', ')} (got ${shown(rawLevel)}); the computer plays strong`);
  const written = 'seats' in given ? seatsWritten(get('seats')) : null;
  if (level !== 'strong' && hasLevels(variant) && resolved.value.seats.includes('computer')) {
    const seats = resolved.value.seats.map((s, i) =>
      s === 'computer' && (written === null || written[i] === 'computer') ? levelSeat(level) : s,
    );
    const leveled = resolveOptions({ variant, ...given, seats });
    if (leveled.ok) {
      given.seats = seats;
      resolved = leveled;
    }
  }

  const play: PlaySettings = defaultPlayValues();
  for (const name of PLAY_SETTING_NAMES) {
    const value = get(name);
    const fallback = PLAY_SETTINGS[name].default;
    if (isPlayValue(name, value)) Object.assign(play, { [name]: value });
    else if (!isUnset(value)) warn(name, `${name} must be ${playAllowed(name)} (got ${shown(value)}); using ${String(fallback)}`);
  }

  let seed: number | null = null;
  const rawSeed = get('seed');
  if (typeof rawSeed === 'number' && Number.isInteger(rawSeed) && rawSeed >= 0 && rawSeed <= MAX_SEED) seed = rawSeed;
  else if (!isUnset(rawSeed))
    warn('seed', `seed must be a whole number from 0 to ${MAX_SEED} or empty (got ${shown(rawSeed)}); dealing fresh games`);

  let simulationGames = DEFAULT_SIM_GAMES;
  const rawGames = get('simulationGames');
  if (typeof rawGames === 'number' && Number.isInteger(rawGames) && rawGames >= 10 && rawGames <= MAX_SIM_GAMES) simulationGames = rawGames;
  else if (!isUnset(rawGames))
    warn(
      'simulationGames',
      `simulationGames must be a whole number from 10 to ${MAX_SIM_GAMES} (got ${shown(rawGames)}); using ${DEFAULT_SIM_GAMES}`,
    );

  // Read by VS Code itself (the view's `when` clause) and by the HTML completions: checked here only to warn.
  const location = get('sidebarLocation');
  if (!isUnset(location) && !(SIDEBAR_LOCATIONS as readonly unknown[]).includes(location))
    warn(
      'sidebarLocation',
      `sidebarLocation must be one of ${SIDEBAR_LOCATIONS.join(', ')} (got ${shown(location)}); the view stays in the Activity Bar`,
    );
  const completions = get('htmlCompletions');
  if (!isUnset(completions) && typeof completions !== 'boolean')
    warn('htmlCompletions', `htmlCompletions must be true or false (got ${shown(completions)}); completions stay off`);

  return { input: { variant, ...given }, options: resolved.value, level, play, seed, simulationGames, warnings };
}

/** The element's attributes for these settings: kebab-case flags, values as text (seats comma-separated). */
export function elementAttributes(s: ResolvedSettings): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(s.input)) {
    const spec = OPTION_SPECS.find((o) => o.name === name);
    if (!spec) continue;
    attributes[spec.flag] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (s.seed !== null) attributes.seed = String(s.seed);
  return attributes;
}

/** What the webview needs to start a game with these settings. */
export function gameSetup(s: ResolvedSettings): GameSetup {
  return { attributes: elementAttributes(s), play: { ...s.play }, title: PRESETS[s.options.variant].title };
}

/** Whether a settings change needs a new game (the rules changed) rather than only new play settings. */
export function rulesChanged(before: ResolvedSettings, after: ResolvedSettings): boolean {
  return JSON.stringify(elementAttributes(before)) !== JSON.stringify(elementAttributes(after));
}

/** The settings.json command that shows where a setting's value comes from (workspace folder, workspace or user). */
export function settingsFileCommand(inspected: { workspaceFolderValue?: unknown; workspaceValue?: unknown } | undefined): string {
  if (inspected?.workspaceFolderValue !== undefined || inspected?.workspaceValue !== undefined)
    return 'workbench.action.openWorkspaceSettingsFile';
  return 'workbench.action.openSettingsJson';
}

/** The warning's text for one or several refused settings. */
export function warningText(warnings: readonly SettingWarning[], t: (text: string, ...args: (string | number)[]) => string): string {
  if (warnings.length === 1)
    return t('Piecepack War: setting {0} is invalid: {1}', warnings[0].setting, fewProblems([warnings[0].message], t));
  return t(
    'Piecepack War: {0} settings are invalid, so their defaults are used: {1}',
    warnings.length,
    fewProblems(
      warnings.map((w) => `${w.setting} (${w.message})`),
      t,
    ),
  );
}
