// The webview's words: English fallbacks, replaced by the host's translations (vscode.l10n) from `init`; numbers and
// plural forms in the page's language (the host sets <html lang> to VS Code's display language).
import type { UiStrings } from '../src/protocol.ts';
import { fillTemplate } from '../src/words.ts';

let current: UiStrings = {};

/** Takes the host's strings. */
export function setStrings(strings: UiStrings): void {
  current = strings;
}

/** A string by key with `{0}`, `{1:one=…|other=…}`... filled in; the key itself if the host sent none. */
export function t(key: string, ...args: (string | number)[]): string {
  return fillTemplate(current[key] ?? key, args, document.documentElement.lang || 'en');
}

/** A number as the page's language writes it (at most one decimal: "1,5" in German). */
export function num(n: number): string {
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en', { maximumFractionDigits: 1 }).format(n);
  } catch {
    return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(n);
  }
}

/** A streak in words: "3 wins in a row", "2 losses in a row", or "none" (the stored streak is negative for losses). */
export function streakWords(streak: number): string {
  if (streak > 0) return t('streakWins', streak);
  if (streak < 0) return t('streakLosses', -streak);
  return t('streakNone');
}
