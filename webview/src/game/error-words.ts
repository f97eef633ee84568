// An error in the widget's language: the sentence for its code, filled with its values, and what is allowed, from the
// option's spec where there is one. English, and errors without a code, show the message as the engine (or the
// widget) wrote it, in full; in another language it is marked as English.
import { optionSpec } from '../../../engine/src/on-demand.ts';
import type { WidgetError } from '../game/game-session.ts';
import { SPEED_NAMES } from '../game/speed.ts';
import { format, type WarStrings } from '../i18n/strings.ts';

/** What the error box says: the message and what is allowed, each with the language it is in. */
export interface ErrorWords {
  message: string;
  allowed: string;
  /** The language of the message and of the allowed text (English where the strings have no words for them). */
  messageLang: string;
  allowedLang: string;
}

/** The codes an error can have; each language other than English has a sentence for every one. */
export const ERROR_CODES = [
  'value',
  'unknown-option',
  'not-for-variant',
  'players',
  'too-few',
  'seed',
  'record-src',
  'record',
  'decisions',
  'part',
] as const;

/** The error in the strings' language where they have the words for it. */
export function errorWords(error: WidgetError, t: WarStrings): ErrorWords {
  const template = error.code ? t.errors[error.code] : undefined;
  if (!template) return { message: error.message, messageLang: 'en', allowed: error.allowed, allowedLang: 'en' };
  const spec = optionSpec(error.option);
  const values: Record<string, string | number> = { ...(error.values ?? {}), attribute: spec?.flag ?? error.option };
  if (typeof values.variant === 'string') values.variant = t.titles[values.variant] ?? values.variant;
  const allowed = error.code === 'value' ? allowedWords(error.option, t) : null;
  return {
    message: format(template, values, t.locale),
    messageLang: t.locale,
    allowed: allowed ?? error.allowed,
    allowedLang: allowed !== null ? t.locale : 'en',
  };
}

/** What an option or setting allows, in the strings' language: its values (names), or a range of numbers. */
function allowedWords(option: string, t: WarStrings): string | null {
  const range = (min: number, max: number): string => format(t.errorRange, { min, max }, t.locale);
  if (option === 'speed') return `${SPEED_NAMES.join(', ')}, ${range(0.1, 1000)}`;
  if (option === 'heading-level') return range(1, 6);
  const spec = optionSpec(option);
  if (!spec) return null;
  switch (spec.kind) {
    case 'int':
      return spec.values ? spec.values.join(', ') : range(spec.min!, spec.max!);
    case 'war-face-down':
      return `${range(spec.min!, spec.max!)}, by-rank`;
    case 'bool':
      return 'true, false';
    case 'enum':
    case 'seats':
      return [...(spec.values ?? []), ...Object.keys(spec.aliases ?? {})].join(', ');
  }
}
