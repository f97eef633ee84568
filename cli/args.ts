// Command-line arguments: engine options as kebab-case flags (from the engine's specs), plus each command's own flags.
import { OPTION_SPECS, optionSpec, shown, SHOWN_LENGTH, type OptionsInput } from '../engine/src/index.ts';

/** A command's own flag: its name, whether it takes a value, and what the value must be. */
export interface FlagSpec {
  name: string;
  /** `int` values are whole numbers >= min; `bool` flags take no value (or =true/=false). */
  kind: 'int' | 'bool' | 'string';
  min?: number;
  max?: number;
  doc: string;
}

/** A usage error: the message names the flag and what is allowed. The CLI prints it and exits with code 2. */
export class UsageError extends Error {}

/** What a command takes besides its own flags: the game options as flags, and how many words (such as a FILE). */
export interface Takes {
  engineOptions: boolean;
  words: number;
}

/** A command that plays games: its own flags, every game option, and no words. */
export const GAME_OPTIONS: Takes = { engineOptions: true, words: 0 };
/** A command that takes only its own flags. */
export const OWN_FLAGS_ONLY: Takes = { engineOptions: false, words: 0 };

/** Parsed arguments: engine options, the command's own flags, and positional words. */
export interface Parsed {
  options: OptionsInput;
  flags: Record<string, number | boolean | string>;
  positional: string[];
}

const BOOL_OPTIONS = new Set(OPTION_SPECS.filter((s) => s.kind === 'bool').map((s) => s.flag));

/**
 * Reads `--flag value`, `--flag=value` and bare boolean flags. Engine options are kept as raw strings for the
 * engine to check (it names the option and the allowed values); the command's own flags are checked here. Whatever
 * the command does not take is refused: a flag that is neither its own nor (when it takes them) a game option, a flag
 * given twice, a word beyond the ones it takes.
 */
export function parseArgs(argv: readonly string[], own: readonly FlagSpec[], takes: Takes = GAME_OPTIONS): Parsed {
  const out: Parsed = { options: {}, flags: {}, positional: [] };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      if (out.positional.length >= takes.words)
        throw new UsageError(
          `unexpected word ${shown(arg)}: ${takes.words === 0 ? 'this command takes only --flags' : `this command takes ${takes.words} word(s)`} (see --help)`,
        );
      out.positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const inline = eq < 0 ? undefined : arg.slice(eq + 1);
    const mine = own.find((f) => f.name === name);
    const spec = optionSpec(name);
    const flag = `--${cut(name)}`;
    if (!mine && (!spec || spec.flag !== name)) throw new UsageError(`unknown flag ${flag}; see --help for the flags`);
    if (!mine && !takes.engineOptions) throw new UsageError(`${flag} is a game option; this command takes none (see --help)`);
    if (seen.has(name)) throw new UsageError(`${flag} is given twice`);
    seen.add(name);
    const takesValue = mine ? mine.kind !== 'bool' : !BOOL_OPTIONS.has(name);
    let value = inline;
    if (value === undefined && takesValue) {
      value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value${mine ? `: ${allowed(mine)}` : ''}`);
    }
    if (mine) out.flags[name] = readOwn(mine, value);
    else out.options[spec!.name] = value ?? 'true';
  }
  return out;
}

function allowed(f: FlagSpec): string {
  if (f.kind === 'int') return f.max !== undefined ? `a whole number from ${f.min} to ${f.max}` : `a whole number of at least ${f.min}`;
  if (f.kind === 'bool') return 'true or false';
  return 'a value';
}

function readOwn(f: FlagSpec, value: string | undefined): number | boolean | string {
  if (f.kind === 'bool') {
    if (value === undefined || value === 'true') return true;
    if (value === 'false') return false;
    throw new UsageError(`--${f.name} must be true or false (got ${shown(value)})`);
  }
  if (f.kind === 'string') return value!;
  const n = /^\d+$/.test(value!) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < (f.min ?? 0) || (f.max !== undefined && n > f.max))
    throw new UsageError(`--${f.name} must be ${allowed(f)} (got ${shown(value)})`);
  return n;
}

/** A flag's name as a message repeats it: cut short like any echoed input. */
function cut(name: string): string {
  return name.length <= SHOWN_LENGTH ? name : `${name.slice(0, SHOWN_LENGTH)}...`;
}

/** The `--help` lines for the engine options: flag, allowed values, default-free doc. */
export function optionHelp(): string[] {
  return OPTION_SPECS.map((s) => `  --${s.flag.padEnd(18)} ${s.doc}`);
}

/** The kebab-case flag of an option name, for error messages. */
export function flagOf(option: string): string {
  return option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
