// The element's game options as typed properties reflected to their attributes (`el.variant = 'razboi'` sets
// variant="razboi"; `el.packs` reads packs="2" as 2): one per engine option (OPTION_SPECS, through OPTION_ATTRIBUTES),
// typed by the engine's own option types, so a variant that does not exist is a compile error.
import type {
  Options,
  OptionSpec,
  StackedOptions,
  StealOptions,
  TieMethod,
  TodOptions,
  WarOptions,
} from '../../../engine/src/on-demand.ts';
import { OPTION_ATTRIBUTES } from './option-attributes.ts';
import type { PiecepackWar } from './piecepack-war.ts';

type AllKeys = keyof WarOptions | keyof TodOptions | keyof StealOptions | keyof StackedOptions;
/** The type of option `K` in whichever families have it. */
type ValueOf<K extends PropertyKey> = Options extends infer O ? (O extends unknown ? (K extends keyof O ? O[K] : never) : never) : never;

/** Every game option's name (camelCase, as in the engine's options), `family` aside: the family follows the variant. */
export type OptionName = Exclude<AllKeys, 'family'> | 'tieMethod';

/** The value each option takes, from the engine's types (`variant`: a preset's name; `deck`: a deck or `RxC`). */
export type OptionValues = { [K in Exclude<AllKeys, 'family'>]: ValueOf<K> } & { tieMethod: TieMethod };

/**
 * The element's option properties: each reads its attribute (undefined when absent: the variant's default applies)
 * and writes it (undefined or null removes it). Changing one starts a new game, as the attribute does.
 */
export type OptionProperties = { [K in OptionName]: OptionValues[K] | undefined };

declare module './piecepack-war.ts' {
  // The class gains the properties reflectOptionProperties defines on its prototype.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PiecepackWar extends OptionProperties {}
}

/** An attribute's text read as the option's kind (a value the engine would refuse is returned as written). */
export function readOption(spec: OptionSpec, text: string | null): unknown {
  if (text === null) return undefined;
  const t = text.trim();
  switch (spec.kind) {
    case 'int':
      return /^-?\d+$/.test(t) ? Number(t) : text;
    case 'bool':
      return t === '' || t === 'true' ? true : t === 'false' ? false : text;
    case 'seats':
      return t === '' ? [] : t.split(',').map((s) => s.trim());
    case 'war-face-down':
      return /^\d+$/.test(t) ? Number(t) : text;
    default:
      return text;
  }
}

/** A property's value written as its attribute (null: remove it). */
export function writeOption(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Defines one reflected property per option on `cls.prototype` (once; a name the class already has is left alone).
 * The element picks it up with `reflectOptionProperties(PiecepackWar)` after its class (index.ts does it today).
 */
export function reflectOptionProperties(cls: typeof PiecepackWar): void {
  for (const { attribute, spec } of OPTION_ATTRIBUTES) {
    if (Object.prototype.hasOwnProperty.call(cls.prototype, spec.name)) continue;
    Object.defineProperty(cls.prototype, spec.name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readOption(spec, this.getAttribute(attribute));
      },
      set(this: HTMLElement, value: unknown) {
        const text = writeOption(value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }
}
