// Who plays a seat and how strong the computer is, in words, for the host's lists, pickers and reports ("you", "easy
// computer", "Normal"). Pure: words come through `t`.
import { levelOf, type Level, isVariant, PRESETS } from '../../engine/src/index.ts';
import type { Translate } from './stats-rows.ts';

/** Whether a variant's computer plays at a level: the decision games (in the others nobody decides anything). */
export function hasLevels(variant: string): boolean {
  if (!isVariant(variant)) return false;
  const family = PRESETS[variant].family;
  return family === 'stacked-deck' || family === 'steal-war';
}

/** A level in words, as a picker lists it ("Easy"). */
export function levelWords(level: Level, t: Translate): string {
  return level === 'easy' ? t('Easy') : level === 'normal' ? t('Normal') : t('Strong');
}

/** A seat in a list ("you", "random computer"; "easy computer" for a seat written with its level). */
export function seatWords(seat: string, t: Translate): string {
  if (seat === 'human') return t('you');
  if (seat === 'computer:random') return t('random computer');
  if (seat === 'computer') return t('computer');
  const level = levelOf(seat);
  if (level === 'easy') return t('easy computer');
  if (level === 'normal') return t('normal computer');
  return level === 'strong' ? t('strong computer') : seat;
}
