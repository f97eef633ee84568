// The widget's own settings besides the rules: speed, palette, theme and heading level, each checked like an option.
import { isPalette, PALETTE_NAMES } from '../../../picture/art/palettes.ts';
import type { WidgetError } from '../game/game-session.ts';
import { FLIPS_PER_SECOND, parseSpeed, SPEED_ALLOWED } from '../game/speed.ts';

/** Themes the `theme` attribute takes. */
export const THEMES = ['auto', 'light', 'dark'];

/** The heading level the `heading-level` attribute asks for: 1 to 6, null when unset; undefined when it is wrong. */
export function headingLevel(value: string | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return null;
  return /^\s*[1-6]\s*$/.test(value) ? Number(value) : undefined;
}

/** A wrong value's code for the widget's words, with the value as given. */
function got(value: string): Pick<WidgetError, 'code' | 'values'> {
  return { code: 'value', values: { got: JSON.stringify(value.slice(0, 60)) } };
}

/** The widget's settings as the element holds them (the element itself is one). */
export interface Settings {
  /** Text from the attribute, or a number set as the property (a framework's `speed={5}`). */
  speed: string | number;
  palette?: string | null;
  theme?: string | null;
  headingLevel?: string | null;
}

/** Autoplay's flips per second at the chosen speed (normal's when the speed is wrong). */
export function rateOf(settings: Settings): number {
  return parseSpeed(settings.speed) ?? FLIPS_PER_SECOND.normal;
}

/** The first wrong setting, as an error naming it and what is allowed; null when all are fine (unset is fine). */
export function settingsError({ speed, palette, theme, headingLevel: heading = null }: Settings): WidgetError | null {
  if (parseSpeed(speed) === null)
    return {
      option: 'speed',
      message: `speed must be ${SPEED_ALLOWED} (got ${JSON.stringify(speed)})`,
      allowed: SPEED_ALLOWED,
      ...got(String(speed)),
    };
  if (palette !== undefined && palette !== null && !isPalette(palette))
    return {
      option: 'palette',
      message: `palette must be ${PALETTE_NAMES.join(' or ')} (got ${JSON.stringify(palette)})`,
      allowed: PALETTE_NAMES.join(', '),
      ...got(palette),
    };
  if (theme !== undefined && theme !== null && !THEMES.includes(theme))
    return {
      option: 'theme',
      message: `theme must be ${THEMES.join(', ')} (got ${JSON.stringify(theme)})`,
      allowed: THEMES.join(', '),
      ...got(theme),
    };
  if (headingLevel(heading) === undefined)
    return {
      option: 'heading-level',
      message: `heading-level must be a whole number from 1 to 6 (got ${JSON.stringify(String(heading).slice(0, 40))})`,
      allowed: '1 to 6, or no attribute (the title is then not a heading)',
      ...got(String(heading).slice(0, 40)),
    };
  return null;
}
