// The webview's words: English fallbacks, replaced by the host's translations (vscode.l10n) from `init`.
import type { UiStrings } from '../src/protocol.ts';

let current: UiStrings = {};

/** Takes the host's strings. */
export function setStrings(strings: UiStrings): void {
  current = strings;
}

/** A string by key with `{0}`, `{1}`... filled in; the key itself if the host sent none. */
export function t(key: string, ...args: (string | number)[]): string {
  const text = current[key] ?? key;
  return text.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));
}
