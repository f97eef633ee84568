// A short list of problems for a notification: the first few, each cut short, and "and N more" for the rest (the
// whole list is in the log, and Open Setting shows the setting itself). Pure: no vscode.
import type { Translate } from './words.ts';

/** How many problems a notification names. */
export const SHOWN_PROBLEMS = 3;
/** How long one problem may be in a notification. */
export const PROBLEM_LENGTH = 160;

/** The first SHOWN_PROBLEMS problems, joined, each at most PROBLEM_LENGTH characters, and how many more there are. */
export function fewProblems(problems: readonly string[], t: Translate): string {
  const shown = problems
    .slice(0, SHOWN_PROBLEMS)
    .map((p) => (p.length > PROBLEM_LENGTH ? `${p.slice(0, PROBLEM_LENGTH - 1)}…` : p))
    .join('; ');
  const more = problems.length - SHOWN_PROBLEMS;
  return more > 0 ? `${shown}; ${t('and {0} more', more)}` : shown;
}
