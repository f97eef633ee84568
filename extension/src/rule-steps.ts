// The rules New Game… lets a player change, one step per rule that matters for the chosen game (War Face Down, Pickup,
// Rounds...): which rules, their values (the current one first), and their names as Settings titles them. Pure: no vscode.
import { OPTION_SPECS, type OptionSpec, type Options } from '../../engine/src/index.ts';
import { checkChoice, MAIN, type Choice } from './new-game-choice.ts';

/** Rules New Game… never asks about: the main options have steps of their own; Tie Method is War Face Down's other name. */
const NOT_ASKED = new Set(['variant', ...MAIN, 'tieMethod']);

/** Longest list of whole numbers offered as a pick (longer ranges are typed). */
const MAX_LISTED = 12;

/** The rules that matter for these options, in the order Settings lists them. */
export function rulesOf(options: Options): OptionSpec[] {
  const o = options as unknown as Record<string, unknown>;
  return OPTION_SPECS.filter((spec) => {
    if (NOT_ASKED.has(spec.name) || !spec.families.includes(options.family) || !(spec.name in o)) return false;
    // Jokers are in card packs only; whether they are dealt apart matters only when there are some.
    if (spec.name === 'jokers') return String(o.deck).startsWith('cards');
    if (spec.name === 'jokersApart') return String(o.deck).startsWith('cards') && Number(o.jokers) > 0;
    // The court cards' value sizes a war only when the tied rank sizes it.
    if (spec.name === 'courtValue') return o.warFaceDown === 'by-rank';
    return true;
  });
}

/** A rule's name as Settings titles it (`warFaceDown` -> War Face Down). */
export function ruleLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as settings.json writes it (lists comma-separated). */
export function valueWords(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The values of a whole-number rule typed rather than listed: its range. */
export function ruleRange(name: string): [number, number] {
  const spec = OPTION_SPECS.find((s) => s.name === name);
  return [spec?.min ?? 0, spec?.max ?? 0];
}

/** A rule's values, the current one first; null when the range is too long to list (typed instead). */
export function ruleValues(name: string, now: unknown): unknown[] | null {
  const spec = OPTION_SPECS.find((s) => s.name === name);
  if (!spec) return [];
  let values: unknown[];
  switch (spec.kind) {
    case 'bool':
      values = [true, false];
      break;
    case 'war-face-down':
      values = [...Array.from({ length: spec.max! - spec.min! + 1 }, (_, i) => spec.min! + i), ...(spec.values ?? [])];
      break;
    case 'int':
      if (spec.values) values = [...spec.values];
      else if (spec.max! - spec.min! + 1 <= MAX_LISTED) values = Array.from({ length: spec.max! - spec.min! + 1 }, (_, i) => spec.min! + i);
      else return null;
      break;
    default:
      values = [...(spec.values ?? [])];
  }
  const same = (v: unknown): boolean => JSON.stringify(v) === JSON.stringify(now);
  return [...values.filter(same), ...values.filter((v) => !same(v))];
}

/** A named variant's choice with every rule written out (what it does not set, the variant's own), its name dropped. */
export function wholeChoice(choice: Choice): Choice {
  const checked = checkChoice(choice);
  const { name: _name, ...rest } = choice;
  if (!checked.ok) return rest;
  const o = checked.options as unknown as Record<string, unknown>;
  const rules: Record<string, unknown> = {};
  for (const spec of OPTION_SPECS) if (!NOT_ASKED.has(spec.name) && spec.name in o) rules[spec.name] = o[spec.name];
  return { ...rest, rules };
}
