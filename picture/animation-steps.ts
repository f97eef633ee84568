// Which steps the element's animation shows: the range asked for, cut to its last MAX_ANIMATION_STEPS frames (a GIF
// is drawn a frame at a time in the page, so a long game would keep the page busy for minutes), and its pace.
// Small and DOM-free: the menu's hint and what is said when a range is cut come from here, before the picture code loads.

/** The most frames an animation of the element takes: a longer range keeps its last ones. */
export const MAX_ANIMATION_STEPS = 500;

/**
 * What an animation shows: steps `from` to `to` (actions of the game so far; default all), or the `last` N tricks or
 * this `war` (the one on the table, else the last) up to `to`; `pace` ms a frame; `scale` 2 draws it twice the size.
 */
export interface AnimationRange {
  from?: number;
  to?: number;
  pace?: number;
  last?: number;
  war?: boolean;
  scale?: 1 | 2;
}

/** A range made whole for a game of `actions` actions: its steps, its pace, and whether it was cut to the last frames. */
export interface AnimationSteps {
  from: number;
  to: number;
  pace: number;
  cut: boolean;
}

/**
 * `range` within 0..`actions` (whole numbers; `to` defaults to the last, `from` to 0, never after `to`), the pace
 * from 20 to 60000 ms (default 700), and cut to its last MAX_ANIMATION_STEPS steps when longer.
 */
export function animationSteps(actions: number, range: AnimationRange = {}): AnimationSteps {
  const clamp = (v: number | undefined, d: number) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(actions, Math.max(0, Math.floor(v))) : d;
  const asked = clamp(range.from, 0);
  const to = Math.max(asked, clamp(range.to, actions));
  const from = Math.max(asked, to - MAX_ANIMATION_STEPS + 1);
  const pace = typeof range.pace === 'number' && Number.isFinite(range.pace) ? Math.min(60000, Math.max(20, Math.round(range.pace))) : 700;
  return { from, to, pace, cut: from > asked };
}
