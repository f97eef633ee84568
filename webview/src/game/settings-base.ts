// The <piecepack-war> element's settings (how it plays, looks and speaks, not which game: the game's options are
// attributes of their own, game-lifecycle.ts) as Lit reactive properties and their attributes, with their docs: the
// base class the element extends, so that the element's own file holds its behaviour.
import { LitElement, type PropertyDeclaration } from 'lit';
import { PLAY_SETTING_NAMES, PLAY_SETTINGS, type PlaySettingSpec } from '../../../engine/src/on-demand.ts';
import type { PaletteName } from '../../../picture/art/palettes.ts';
import type { SpeedValue } from '../game/speed.ts';
import type { StringsInput } from '../i18n/strings.ts';

/** A play setting's reactive property, from its row in the engine's PLAY_SETTINGS (the table VS Code's settings read too). */
function playProperty(spec: PlaySettingSpec): PropertyDeclaration {
  if (spec.kind === 'boolean') return { type: Boolean };
  return spec.reflect ? { reflect: true } : {};
}

/** The element's settings; see PiecepackWar. */
export class WidgetSettings extends LitElement {
  /** The reactive properties and their attributes (static, not decorators: the bundle then needs no decorator code). */
  static override properties = {
    ...Object.fromEntries(PLAY_SETTING_NAMES.map((name) => [name, playProperty(PLAY_SETTINGS[name])])),
    theme: { reflect: true },
    recordSrc: { attribute: 'record-src' },
    confirmForced: { type: Boolean, attribute: 'confirm-forced' },
    strings: { attribute: false },
    headingLevel: { attribute: 'heading-level', reflect: true },
    shareUrl: { attribute: 'share-url' },
    resume: {},
    narrate: { type: Boolean },
    figures: {},
  };

  /** Plays by itself from the start (and whenever a new game starts), at `speed`. */
  autoplay = false;

  /** Autoplay speed: slow, normal, fast, max, or a number of flips per second (0.1 to 1000). */
  speed: SpeedValue = 'normal';

  /** Suit colours: colour-blind (piecepackr's colour-blind-safe palette, the default) or classic. */
  palette?: PaletteName;

  /** auto (the default: the page's `color-scheme` when it names one, else its background, else prefers-color-scheme), light or dark. VS Code's theme variables win when present. */
  theme?: 'auto' | 'light' | 'dark';

  /** URL of a game record (JSON) to open instead of dealing from the attributes: a prepared position for a rules page. */
  recordSrc?: string;

  /**
   * Decision games against the computer: the person also confirms moves with only one choice (turning up pieces,
   * playing a Steal War card that can steal nothing), which otherwise happen by themselves.
   */
  confirmForced = false;

  /** Replacement UI text (any subset of the English strings; nested maps merge key by key). */
  strings: StringsInput = {};

  /**
   * The title's heading level in the page's outline (1 to 6). Without it the title is not a heading and the widget
   * adds no heading to the page's outline.
   */
  headingLevel?: string;

  /** The page a game link opens (Copy link): the demo or embed page, or any page that calls openLink(); default: this page's address. */
  shareUrl?: string;

  /** "off": an unfinished game is not kept across reloads of the page (by default it is: see game-memory.ts). */
  resume?: string;

  /** Sounds (flip, war, win; made in the browser) and a short vibration on phones, after the person's first press. */
  sound = false;

  /** Speaks the live region's sentences (the browser's speech), for players who play by ear. */
  narrate = false;

  /** "off": How to play does not end with the variant's figures (how long its games last, from simulated games). */
  figures?: string;
}
