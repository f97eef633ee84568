// Autoplay speeds: the named levels the speed control offers, or a number of flips per second; "max" runs flat out.

import { FLIPS_PER_SECOND, SPEED_NAMES, type SpeedName } from '../../../engine/src/on-demand.ts';
/** What the `speed` property takes: a named speed, or flips per second as a number or as text (`"5"`). */
export type SpeedValue = SpeedName | number | `${number}`;

// The speeds themselves are the engine's (pace.ts), so the variant figures time games at the same rates.
export { FLIPS_PER_SECOND, SPEED_NAMES, type SpeedName };

/** The speed attribute's allowed values, in words. */
export const SPEED_ALLOWED = `${SPEED_NAMES.join(', ')}, or a number of flips per second from 0.1 to 1000`;

/**
 * Reads a speed: a name or a number of flips per second, as text (the attribute) or a number (a framework's
 * `speed={5}` sets the property to one). Returns null when it is neither.
 */
export function parseSpeed(text: string | number | null | undefined): number | null {
  const value = String(text ?? 'normal').trim();
  if ((SPEED_NAMES as readonly string[]).includes(value)) return FLIPS_PER_SECOND[value as SpeedName];
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const n = Number(value);
  return n >= 0.1 && n <= 1000 ? n : null;
}

/** The named speed closest to a rate (for the speed control). */
export function nearestSpeedName(flipsPerSecond: number): SpeedName {
  if (!Number.isFinite(flipsPerSecond)) return 'max';
  let best: SpeedName = 'normal';
  for (const name of SPEED_NAMES.slice(0, -1))
    if (
      Math.abs(Math.log(FLIPS_PER_SECOND[name]) - Math.log(flipsPerSecond)) <
      Math.abs(Math.log(FLIPS_PER_SECOND[best]) - Math.log(flipsPerSecond))
    )
      best = name;
  return best;
}

/** Whether pieces should animate at this rate (fast play skips animations: they could not finish in time). */
export function animatesAt(flipsPerSecond: number): boolean {
  return flipsPerSecond <= 4;
}
