// The widget's autoplay speeds and pacing as data: the widget plays by them, and the variant figures time games by them.
import type { Family } from './presets.ts';

/** The named speeds, slowest first. */
export const SPEED_NAMES = ['slow', 'normal', 'fast', 'max'] as const;
export type SpeedName = (typeof SPEED_NAMES)[number];

/** Flips per second of each named speed (max: as many as fit, a few milliseconds of work per frame). */
export const FLIPS_PER_SECOND: Readonly<Record<SpeedName, number>> = { slow: 1, normal: 2.5, fast: 8, max: Infinity };

/**
 * The longest a decision game's table waits before a computer decides or a turn-up happens by itself, whatever the
 * speed, so that a person can follow (ms).
 */
export const MAX_DECISION_PAUSE_MS = 900;

/**
 * Seconds one step of autoplay takes at `flipsPerSecond` (0 flat out). The War family and Tod und Leben take a step (a
 * battle, a war step, a pickup, a new round) every 1/rate seconds; a decision game's table waits 1/rate before each
 * action, at most MAX_DECISION_PAUSE_MS.
 */
export function secondsPerStep(family: Family, flipsPerSecond: number): number {
  if (!Number.isFinite(flipsPerSecond)) return 0;
  const each = 1 / flipsPerSecond;
  return family === 'steal-war' || family === 'stacked-deck' ? Math.min(MAX_DECISION_PAUSE_MS / 1000, each) : each;
}
