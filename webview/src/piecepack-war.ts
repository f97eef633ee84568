// The <piecepack-war> element class: plays any War-family variant (and Tod und Leben) from the engine in any page.
// This module has no side effects: importing it does not define the tag (see define.ts).
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  checkSeed,
  optionSpec,
  PRESETS,
  resolveOptions,
  VARIANT_NAMES,
  type Action,
  type Family,
  type GameEvent,
  type GameRecord,
  type GameView,
  type WarView,
  type Options,
  type OptionsInput,
} from '../../engine/src/on-demand.ts';
import { announce, personSeat, standings, type AnnounceContext } from './announce.ts';
import { Announcer } from './announcer.ts';
import { paletteStyles } from './art/palettes.ts';
import { AutoplayController } from './autoplay-controller.ts';
import { DecisionHostController } from './decision-host-controller.ts';
import { isDecisionFamily } from './decisions-loader.ts';
import { fire, fireWhenHeard, type ErrorDetail } from './events.ts';
import { GameSession, type StepOutcome, type WidgetError } from './game-session.ts';
import { MotionController, POT_SHOWN_MS, WAR_MARK_MS } from './motion-controller.ts';
import { OPTION_ATTRIBUTE_NAMES, optionsFromAttributes } from './option-attributes.ts';
import { loadPart, partReady, partsFor, type Part } from './parts.ts';
import { RecordLoader } from './record-loader.ts';
import { headingLevel, settingsError } from './settings.ts';
import { nearestSpeedName, parseSpeed } from './speed.ts';
import { artStyles } from './styles/art.styles.ts';
import { controlsStyles } from './styles/controls.styles.ts';
import { tableStyles } from './styles/table.styles.ts';
import { themeStyles } from './styles/theme.styles.ts';
import { helpPart, helpStyles, warHelp } from './help.ts';
import { hasTable, renderTable } from './tables.ts';
import { LanguageController } from './i18n/language-controller.ts';
import { DEFAULT_STRINGS, mergeStringTable, type StringsInput, type WarHelpStrings, type WarStrings } from './strings.ts';
import { unusualRankOrder } from './naming.ts';
import { bannerPart, controlsPart, errorPart, gameTitle, headPart, statusPart } from './widget-parts.ts';

/** Attributes besides the options that start a new game when they change. */
const GAME_ATTRIBUTES = ['seed', ...OPTION_ATTRIBUTE_NAMES];
/** Families whose deal is secret while they are played: a seed would tell every hidden card. */
const HIDDEN_INFORMATION: readonly Family[] = ['steal-war', 'stacked-deck'];
/** Reactive fields that change on every flip; a redraw for them alone may wait during fast autoplay. */
const PER_FLIP: ReadonlySet<PropertyKey> = new Set(['lastEvents']);

/** A fresh random seed (the engine itself never draws randomness from outside). */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** Turns anything thrown into a message. */
function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Plays War and its variants with piecepack tiles or playing cards, and the games with decisions (Steal War, Stacked
 * Deck War) against the computer or a friend at the same device. Every engine option is an attribute in kebab-case
 * (`variant`, `deck`, `packs`, `players`, `seats`, `war-face-down`, `out-of-cards`, `pickup`, `ranking`, `objective`,
 * `tie-method`, `jokers`, `jokers-apart`, `court-value`, `rounds`, `max-tricks`...), derived from the engine's
 * OPTION_SPECS; changing one, or `seed`, starts a new game. Bad input shows a readable error in place of the table and
 * fires `pw-error` (readable afterwards as `error`); the element never throws into the page. One press of Flip (or
 * Space) plays a trick: a tie gets its moment, then the war plays itself, and the pot goes to the winner by itself.
 * Pieces are sized from the widget's width (a container query), not the viewport's.
 *
 * @summary A War game for piecepack tiles or playing cards.
 *
 * @fires pw-new-game - A game started. detail: { options, seed } (seed null while a hidden deal's key must stay hidden)
 * @fires pw-step - One action was applied. detail: { events } (the engine's events; face-up pieces only)
 * @fires pw-trick - A trick was decided. detail: { trick, winner, piece, beaten, depth, pot }
 * @fires pw-war - A tie started a war or made it go on. detail: { depth, seats }
 * @fires pw-game-end - The game is over. detail: { winner, winners, losers, draw, reason, tricks, record }
 * @fires pw-error - Options, seed, record or a setting were refused. detail: { option, attribute, message, allowed }
 * @fires pw-computer - A computer seat of a decision game decided. detail: { seat, ms, where, note? } (where: worker or main; note, once: why the worker was left)
 *
 * @csspart header - The title line.
 * @csspart menu - The game menu in the title line (the deal's number, Restart, New game).
 * @csspart table - The table with every seat (focusable: Space or Enter plays; its name says what Space does now).
 * @csspart seat - One seat; also `seat-1`...`seat-6`, `seat-out` when it dropped out, `seat-takes` when it takes the trick (or the round).
 * @csspart help - The "How to play" disclosure under the title line.
 * @csspart round - Stacked Deck War: the round in the middle of the table (war, dice, rock-paper-scissors, effects waiting).
 * @csspart banner - The end-of-game banner.
 * @csspart status - The status line and the last result in words.
 * @csspart controls - The row of buttons.
 * @csspart button - Every button of the controls and the menu; also `flip`, `play` (Auto-play), `restart`, `new-game`.
 * @csspart speed - The speed select.
 * @csspart error - The error shown in place of the table.
 *
 * @cssprop --pp-bg - Widget background (default: VS Code's editor background, else light or dark).
 * @cssprop --pp-fg - Text colour.
 * @cssprop --pp-muted - Secondary text.
 * @cssprop --pp-border - Borders.
 * @cssprop --pp-felt - The table's surface.
 * @cssprop --pp-felt-fg - Text on the felt (default: black or white, whichever reads better on --pp-felt).
 * @cssprop --pp-seat-bg - A seat's background.
 * @cssprop --pp-accent - The flip button.
 * @cssprop --pp-accent-fg - Text on the flip button.
 * @cssprop --pp-button-bg - Other buttons.
 * @cssprop --pp-button-fg - Text on other buttons.
 * @cssprop --pp-focus - The focus ring.
 * @cssprop --pp-highlight - The seat taking the trick and the end banner.
 * @cssprop --pp-highlight-fg - Text on the highlight.
 * @cssprop --pp-war - The "War!" mark over tied pieces, and the outline of a seat at war.
 * @cssprop --pp-war-fg - Text of the "War!" mark.
 * @cssprop --pp-error-bg - Error background.
 * @cssprop --pp-error-fg - Error text.
 * @cssprop --pp-font - The UI font.
 * @cssprop --pp-piece-font - The font of values on pieces.
 * @cssprop --pp-radius - Corner radius of the widget.
 * @cssprop --pp-piece-size - Fixes a tile's side (and a card's height); unset, pieces follow the widget's width (50 px on a phone, 72-88 px from 600 px).
 * @cssprop --pp-coin-size - Fixes Stacked Deck War's coins (unset: from the piece size, at least 32 px).
 * @cssprop --pp-die-size - Fixes Stacked Deck War's dice (unset: as coins).
 * @cssprop --pp-suns - Suns colour (set by `palette`).
 * @cssprop --pp-moons - Moons colour.
 * @cssprop --pp-crowns - Crowns colour.
 * @cssprop --pp-arms - Arms colour.
 * @cssprop --pp-red-suit - Hearts, diamonds and the red joker.
 * @cssprop --pp-black-suit - Spades, clubs and the black joker.
 * @cssprop --pp-tile-face - Tile face (first pack).
 * @cssprop --pp-tile-back - Tile back.
 * @cssprop --pp-tile-back-line - The quarter cross on a tile back.
 * @cssprop --pp-card-face - Card face (first pack).
 * @cssprop --pp-card-back - Card back.
 * @cssprop --pp-card-back-line - The lattice on a card back.
 * @cssprop --pp-piece-edge - Outline of pieces.
 * @cssprop --pp-pack-mark - The disc of the pack number that tells packs apart.
 * @cssprop --pp-pack-mark-fg - The pack number on it.
 * @cssprop --pp-pack-2 - Face tint of the second pack (also --pp-pack-3 ... --pp-pack-8).
 * @cssprop --pp-coin-face - Stacked Deck War: a coin's face.
 * @cssprop --pp-coin-ink - A coin's value side.
 * @cssprop --pp-die-face - A die's face.
 * @cssprop --pp-die-pip - A die's pips.
 * @cssprop --pp-mod-up - A modifier that raises a tile's value (those that lower it use --pp-error-fg).
 */
export class PiecepackWar extends LitElement {
  static override styles = [themeStyles, paletteStyles, artStyles, tableStyles, controlsStyles, helpStyles];

  /** The reactive properties and their attributes (static, not decorators: the bundle then needs no decorator code). */
  static override properties = {
    autoplay: { type: Boolean },
    speed: {},
    palette: { reflect: true },
    theme: { reflect: true },
    recordSrc: { attribute: 'record-src' },
    confirmForced: { type: Boolean, attribute: 'confirm-forced' },
    strings: { attribute: false },
    headingLevel: { attribute: 'heading-level', reflect: true },
    session: { state: true, attribute: false },
    problem: { state: true, attribute: false },
    lastEvents: { state: true, attribute: false },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...GAME_ATTRIBUTES];
  }

  /** Plays by itself from the start (and whenever a new game starts), at `speed`. */
  autoplay = false;

  /** Autoplay speed: slow, normal, fast, max, or a number of flips per second (0.1 to 1000). */
  speed = 'normal';

  /** Suit colours: colour-blind (piecepackr's colour-blind-safe palette, the default) or classic. */
  palette?: string;

  /** auto (follow prefers-color-scheme, the default), light or dark. VS Code's theme variables win when present. */
  theme?: string;

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

  private session: GameSession | null = null;
  /** Why no game is on the table (options, seed, record...), or null. */
  private problem: WidgetError | null = null;
  private lastEvents: GameEvent[] = [];
  /** Seats whose face-up pieces tie in the war waiting now (the "War!" mark). */
  private tied: number[] = [];
  /** Whether the seed of the game on the table came from the page's `seed` attribute (the page's to show or not). */
  private seedFromPage = false;

  private optionsInput: OptionsInput = {};
  private gameWanted = true;
  private playWhenReady = false;
  /** Waiting for the decisions chunk (or a part, see parts.ts) before the wanted game can start. */
  private chunkLoading = false;
  /** Counts games started, so that only the latest start's parts, once loaded, start a game (whenPartsLoad). */
  private starts = 0;

  private readonly records: RecordLoader;
  private readonly autoplayer: AutoplayController;
  private readonly announcer: Announcer;
  private readonly motion: MotionController;
  private readonly decisions: DecisionHostController;
  private readonly language: LanguageController;

  constructor() {
    super();
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const el = this;
    this.records = new RecordLoader(this, {
      opened: () => this.startGame(undefined),
      failed: (error) => this.fail(error),
    });
    this.autoplayer = new AutoplayController(this, {
      advance: () => this.advance(),
      resume: () => this.play(),
    });
    this.announcer = new Announcer(this);
    this.motion = new MotionController(this, {
      get playing() {
        return el.autoplayer.playing;
      },
      get rate() {
        return el.rate;
      },
      get root() {
        return el.renderRoot;
      },
    });
    this.language = new LanguageController(this, {
      element: this,
      get wantsDecisions() {
        return el.chunkLoading || el.decisions.table !== null;
      },
      failed: (files, message) =>
        fireWhenHeard(this, 'pw-error', {
          option: 'lang',
          attribute: 'lang',
          message: `the strings in ${files} could not load (${message}); the widget speaks English`,
          allowed: `${files} in the same folder as piecepack-war.js`,
        }),
      // A game autoplayed while the language's words were on their way (a slow webview): its last step, said now.
      arrived: () => {
        if (this.session && this.lastEvents.length > 0)
          this.announcer.say(
            this.decisions.table ? this.decisions.table.announce(this.lastEvents) : this.announcement(this.lastEvents, this.session),
          );
      },
    });
    this.decisions = new DecisionHostController(this, {
      element: this,
      get root() {
        return el.renderRoot as ShadowRoot;
      },
      get t() {
        return el.t;
      },
      get pageStrings() {
        return el.strings;
      },
      get decisionStrings() {
        return el.language.decisions;
      },
      get playing() {
        return el.autoplayer.playing;
      },
      get rate() {
        return el.rate;
      },
      get headingLevel() {
        return headingLevel(el.headingLevel) ?? null;
      },
      get confirmForced() {
        return el.confirmForced;
      },
      motionOn: () => this.motion.on,
      apply: (action: Action) => this.applyAction(action),
      say: (text: string) => this.announcer.say(text),
      setPlaying: (on: boolean) => (on ? this.play() : this.pause()),
      setSpeed: (speed: string) => {
        this.speed = speed;
      },
      newGame: () => void this.newGame(),
      restart: () => void this.restart(),
    });
  }

  /**
   * The seed of the game on the table (null before one starts, and while a hidden-information game is played from a
   * seed the page did not set: with it and the open engine anyone could work out every hidden card); setting it sets
   * the `seed` attribute.
   */
  get seed(): number | null {
    return this.dealHidden ? null : (this.session?.seed ?? null);
  }
  set seed(value: number | string | null) {
    if (value === null || value === undefined) this.removeAttribute('seed');
    else this.setAttribute('seed', String(value));
  }

  /**
   * The resolved options of the game on the table (null when none could start). Setting an object of options
   * (camelCase or kebab-case names, values typed or as text) lays it over the attributes and starts a new game.
   */
  get options(): Options | null {
    return this.session?.options ?? null;
  }
  set options(value: OptionsInput | null) {
    this.optionsInput = value && typeof value === 'object' ? { ...value } : {};
    this.records.set(null);
    this.wantGame();
  }

  /** The game so far as a record (null when no game is on). Setting a record replays it and plays on from there. */
  get record(): GameRecord | null {
    return this.session?.record() ?? null;
  }
  set record(value: unknown) {
    this.records.set(value);
    this.wantGame();
  }

  /** The public view of the game on the table (what is drawn; never a face-down piece), or null. */
  get view(): GameView | null {
    return this.session?.view() ?? null;
  }

  /** Whether autoplay is running. */
  get isPlaying(): boolean {
    return this.autoplayer.playing;
  }

  /**
   * Why no game is on the table, or which setting is wrong (the same detail as the last `pw-error`), else null. A
   * script that adds its listener late can read it here.
   */
  get error(): ErrorDetail | null {
    const e = this.problem ?? this.settingError();
    return e ? errorDetail(e) : null;
  }

  /** Whether the deal's key stays hidden now: a hidden-information game in progress from a seed the page did not set. */
  private get dealHidden(): boolean {
    const s = this.session;
    return !!s && HIDDEN_INFORMATION.includes(s.options.family) && !s.over && !this.seedFromPage;
  }

  /** Autoplay's flips per second at the chosen speed (normal's when the speed is wrong). */
  private get rate(): number {
    return parseSpeed(this.speed) ?? 2.5;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value && GAME_ATTRIBUTES.includes(name)) this.wantGame();
  }

  /**
   * Starts a new game with the same options: with `seed` (a whole number from 0 to 4294967295, or its digits as text),
   * or else a fresh random one. Returns false if it could not start; a wrong seed is reported (pw-error) and the game on
   * the table stays.
   */
  newGame(seed?: number | string): boolean {
    if (seed === undefined) return this.startGame(randomSeed());
    const checked = checkSeed(seed);
    if (!checked.ok) {
      this.report(checked.error);
      return false;
    }
    return this.startGame(checked.value);
  }

  /** Starts the same game again from its deal (a record's game from where the record left it). */
  restart(): boolean {
    return this.startGame(this.records.data !== null ? undefined : this.session?.seed);
  }

  /** Flips: turns up the next pieces (or collects the pot): one step of the game. Returns false when there is nothing to flip. */
  flip(): boolean {
    this.ensureGame();
    return this.act('flip');
  }

  /**
   * One press of Flip, Space or Enter: the person's turn at the table. The pot of a decided trick goes to its winner
   * and the next pieces are turned up in the same press; a tie gets its moment (the "War!" mark) and then the war
   * plays by itself, step by step; a decided trick's pot goes to the winner by itself after a moment. A press while
   * one of these moments waits plays it at once. About one press per trick. Returns false when nothing happened.
   */
  press(): boolean {
    this.ensureGame();
    const session = this.session;
    if (!session || this.decisions.table || this.autoplayer.playing) return this.flip();
    this.motion.cancel();
    const events: GameEvent[] = [];
    const one = (): boolean => {
      const ok = this.act('flip');
      if (ok) events.push(...this.lastEvents);
      return ok;
    };
    if (session.phase === 'collect') {
      if (!one()) return false;
      if (this.session === session && (session.phase as string) === 'battle' && !session.over) one();
    } else if (!one()) return false;
    if (this.session !== session) return true;
    this.lastEvents = events;
    this.stage();
    return true;
  }

  /** Applies one action without a human: a flip, or a computer seat's decision. Returns false when none is possible. */
  step(): boolean {
    this.ensureGame();
    return this.act('step');
  }

  /** Plays to the end of the current trick (until the pot is collected). Returns false when nothing was played. */
  playTrick(): boolean {
    this.ensureGame();
    const all: GameEvent[] = [];
    for (let i = 0; i < 10_000; i++) {
      if (!this.act('step', false)) break;
      all.push(...this.lastEvents);
      if (
        this.lastEvents.some(
          (e) => e.type === 'pickup' || e.type === 'split' || e.type === 'game-end' || e.type === 'deal' || e.type === 'stacked/removed',
        )
      )
        break;
    }
    if (all.length === 0 || !this.session) return false;
    // The whole trick is shown and said at once: the battle, each war, the winner and the pickup.
    this.lastEvents = all;
    this.announcer.say(this.decisions.table ? this.decisions.table.announce(all) : this.announcement(all, this.session));
    return true;
  }

  /** Starts autoplay at `speed` (as soon as the game is there, when a record is still loading). */
  play(): void {
    this.ensureGame();
    if (this.records.loading || this.chunkLoading || this.recordSrcPending()) {
      this.playWhenReady = true;
      return;
    }
    const rate = parseSpeed(this.speed);
    if (!this.session || this.session.over || rate === null || this.settingError()) return;
    this.motion.cancel();
    // A decision game's table runs its own turns: flips on a timer, computer decisions off the main thread.
    this.autoplayer.start(rate, !this.decisions.table);
    this.decisions.changed();
  }

  /** Stops autoplay. */
  pause(): void {
    this.playWhenReady = false;
    this.autoplayer.stop();
    this.decisions.changed();
  }

  // ---- game lifecycle ----

  private wantGame(): void {
    this.gameWanted = true;
    this.requestUpdate();
  }

  /** Starts the wanted game now rather than at the next render, so that methods called right away act on it. */
  private ensureGame(): void {
    if (this.gameWanted && !this.records.loading && !this.recordSrcPending()) {
      this.gameWanted = false;
      this.startGame(undefined);
    }
  }

  /** Whether record-src is set but its load has not begun yet (it begins at the next render). */
  private recordSrcPending(): boolean {
    return !!this.recordSrc && this.records.data === null && this.problem === null;
  }

  /** During fast autoplay, a flip's redraw waits a little (anything else draws now). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const onlyFlips = !this.gameWanted && [...changed.keys()].every((k) => PER_FLIP.has(k));
    return this.autoplayer.mayDraw(onlyFlips);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('recordSrc')) {
      this.gameWanted = false;
      void this.records.load(this.recordSrc);
    } else if (this.gameWanted) {
      this.gameWanted = false;
      if (!this.records.loading) this.startGame(undefined);
    }
    if (changed.has('speed') && this.autoplayer.playing) this.play();
    if (changed.has('autoplay') && changed.get('autoplay') !== undefined) {
      if (this.autoplay) this.play();
      else this.pause();
    }
    if (changed.has('speed') || changed.has('palette') || changed.has('theme') || changed.has('headingLevel')) this.checkSettings();
  }

  /** Speed, palette, theme and heading level are checked too: a wrong one is reported like a wrong option. */
  private settingError(): WidgetError | null {
    return settingsError(this.speed, this.palette, this.theme, this.headingLevel);
  }

  private checkSettings(): void {
    const e = this.settingError();
    if (e) this.report(e);
  }

  /** Starts a game: from the record when one is open and no seed is given, else from attributes and options. */
  private startGame(seed: number | undefined): boolean {
    this.starts++;
    this.autoplayer.stop();
    this.decisions.drop();
    this.chunkLoading = false;
    let result: ReturnType<typeof GameSession.start>;
    const record = this.records.data;
    try {
      const fromRecord = record !== null && seed === undefined;
      let input: OptionsInput = {};
      let s = seed;
      this.seedFromPage = false;
      if (!fromRecord) {
        input = record !== null ? this.records.options() : { ...optionsFromAttributes(this), ...this.optionsInput };
        if (s === undefined) {
          const attr = this.getAttribute('seed');
          if (attr === null) s = randomSeed();
          else {
            const checked = checkSeed(attr);
            if (!checked.ok) return this.fail({ ...checked.error });
            s = checked.value;
            this.seedFromPage = true;
          }
        }
      }
      // A part only some games use (card art) loads first, the first time a game needs it.
      const missing = partsFor(fromRecord ? this.records.options() : input).filter((part) => !partReady(part));
      if (missing.length > 0) return this.whenPartsLoad(missing, fromRecord ? undefined : s);
      // A decision game's table (and, in the CDN bundle, its rules) loads first; the same game starts once it is there.
      const family = familyOf(fromRecord ? this.records.options() : input);
      if (family && isDecisionFamily(family) && (!this.decisions.loaded || !this.language.decisionsHere))
        return this.whenDecisionsLoad(fromRecord ? undefined : s);
      result = fromRecord ? GameSession.fromRecord(record) : GameSession.start(input, s!);
    } catch (e) {
      result = { ok: false, error: { option: 'game', message: `the game could not start: ${messageOf(e)}`, allowed: '' } };
    }
    if (!result.ok) {
      // A family that cannot deal yet refuses with the "deal" option; for the reader that is a matter of the variant.
      const e = result.error;
      return this.fail(e.option === 'deal' && record === null ? { option: 'variant', message: e.message, allowed: playableVariants() } : e);
    }
    if (!hasTable(result.session.options.family))
      return this.fail({
        option: 'variant',
        message: `${result.session.options.variant} has no table in this widget yet`,
        allowed: playableVariants(),
      });
    this.session = result.session;
    this.problem = null;
    this.lastEvents = [];
    this.tied = [];
    this.announcer.clear();
    this.motion.reset();
    const module = isDecisionFamily(this.session.options.family) ? this.decisions.loaded : null;
    if (module) this.decisions.open(module, this.session);
    fireWhenHeard(this, 'pw-new-game', { options: this.session.options, seed: this.seed });
    if (this.autoplay || this.playWhenReady) this.play();
    this.playWhenReady = false;
    this.decisions.changed();
    return true;
  }

  /** Loads the parts a game needs, then starts it (with this seed; undefined: the open record), unless a newer start came. */
  private whenPartsLoad(parts: Part[], seed: number | undefined): boolean {
    this.session = null;
    this.problem = null;
    this.chunkLoading = true;
    const starts = this.starts;
    Promise.all(parts.map(loadPart)).then(
      () => {
        if (starts === this.starts) this.startGame(seed);
      },
      (e: unknown) => {
        if (starts !== this.starts) return;
        this.chunkLoading = false;
        const files = parts.map((part) => `piecepack-war-${part}.js`).join(', ');
        this.fail({
          option: 'variant',
          message: `${files}, which this game needs, could not load (${messageOf(e)}): the files of piecepack-war travel together, in one folder`,
          allowed: '',
          code: 'part',
        });
      },
    );
    return true;
  }

  /** Loads the decisions chunk, then starts the game (with this seed; undefined: the open record). */
  private whenDecisionsLoad(seed: number | undefined): boolean {
    this.session = null;
    this.problem = null;
    this.chunkLoading = true;
    this.decisions.load(
      // The table speaks the page's language from its first word: its strings come with the chunk.
      () =>
        void this.language.decisionsReady().then(() => {
          if (!this.chunkLoading) return;
          this.chunkLoading = false;
          this.startGame(seed);
        }),
      (message) => {
        this.chunkLoading = false;
        this.fail({
          option: 'variant',
          message: `piecepack-war-decisions.js, which this game needs, could not load (${message}): the files of piecepack-war travel together, in one folder`,
          allowed: '',
          code: 'decisions',
        });
      },
    );
    return true;
  }

  /** No game: the error takes the table's place. */
  private fail(error: WidgetError): false {
    this.decisions.drop();
    this.motion.reset();
    this.autoplayer.stop();
    this.session = null;
    this.problem = error;
    this.report(error);
    return false;
  }

  /** Tells the page (pw-error). A game error stays until a game starts; a setting error until the setting is fixed. */
  private report(error: WidgetError): void {
    fireWhenHeard(this, 'pw-error', errorDetail(error));
  }

  // ---- playing ----

  /** Autoplay's one action; false when the game is over or waits for a human. */
  private advance(): boolean {
    return this.act('step') && !!this.session && !this.session.over;
  }

  private act(kind: 'flip' | 'step', speak = true): boolean {
    const session = this.session;
    if (!session || this.problem || this.settingError()) return false;
    return this.run(session, () => (kind === 'flip' ? session.flip() : session.step()), speak).ok;
  }

  /** A decision made at a decision table (a person's, or a computer's worked out off the main thread). */
  private applyAction(action: Action): StepOutcome {
    const session = this.session;
    if (!session || this.problem || this.settingError()) return { ok: false, message: 'no game on the table' };
    return this.run(session, () => session.apply(action), true);
  }

  /** Takes one step of the game: animates, fires the DOM events, says what happened, and tells a decision table. */
  private run(session: GameSession, take: () => StepOutcome, speak: boolean): StepOutcome {
    if (!this.decisions.table && session.phase === 'collect') this.motion.beforeCollect();
    let outcome: StepOutcome;
    try {
      outcome = take();
    } catch (e) {
      this.fail({ option: 'game', message: `the engine refused a step: ${messageOf(e)}`, allowed: '' });
      return { ok: false, message: messageOf(e) };
    }
    if (!outcome.ok) return outcome;
    this.lastEvents = outcome.events;
    for (const e of outcome.events) {
      if (e.type === 'tie') this.tied = e.seats.slice();
      else if (e.type === 'trick' || e.type === 'pickup' || e.type === 'split' || e.type === 'deal') this.tied = [];
    }
    this.dispatchGameEvents(outcome.events, session);
    try {
      this.decisions.changed(outcome.events);
      if (speak) this.speak(outcome.events, session);
    } catch (e) {
      this.fail({ option: 'game', message: `the table could not follow the game: ${messageOf(e)}`, allowed: '' });
    }
    return outcome;
  }

  private dispatchGameEvents(events: readonly GameEvent[], session: GameSession): void {
    fire(this, 'pw-step', { events: events.slice() });
    for (const e of events) {
      if (e.type === 'tie') fire(this, 'pw-war', { depth: e.depth, seats: e.seats.slice() });
      else if (e.type === 'stacked/tie') fire(this, 'pw-war', { depth: e.window, seats: [0, 1] });
      else if (e.type === 'trick') {
        fire(this, 'pw-trick', {
          trick: session.tricks,
          winner: e.winner,
          piece: session.pieces[e.piece],
          beaten: e.beaten ? { seat: e.beaten.seat, piece: session.pieces[e.beaten.piece] } : null,
          depth: e.depth,
          pot: e.pot,
        });
      } else if (e.type === 'game-end') {
        const r = e.result;
        this.autoplayer.stop();
        fire(this, 'pw-game-end', {
          winner: r.winners.length === 1 ? r.winners[0] : -1,
          winners: r.winners.slice(),
          losers: r.losers.slice(),
          draw: r.draw,
          reason: r.reason,
          tricks: session.tricks,
          record: session.record(),
        });
      }
    }
  }

  /**
   * Says one step's events in the live region. The War family: one message per trick, and during autoplay only wars,
   * seats dropping out, every tenth trick (the standings) and the end, about one a second at most (see Announcer).
   * A decision game's table words its own, said by hand, in slow autoplay and at the end.
   */
  private speak(events: readonly GameEvent[], session: GameSession): void {
    // Nothing is said before the page's language is here (English for a moment would be read out); see `arrived`.
    if (!this.language.settled) return;
    const playing = this.autoplayer.playing;
    if (this.decisions.table) {
      if (!playing || this.rate <= 2.5 || events.some((e) => e.type === 'game-end'))
        this.announcer.say(this.decisions.table.announce(events));
      return;
    }
    const view = session.view();
    if (!isWarView(view) || !this.announcer.wants(events, playing, view.tricks)) return;
    const plain = playing && !events.some((e) => e.type === 'tie' || e.type === 'out' || e.type === 'round-end' || e.type === 'game-end');
    this.announcer.say(
      plain ? standings(view.tricks, view.seats, this.t) : announce(events, view.tricks, this.announceContext(session, view)),
    );
  }

  /** After a press: the trick's next moment, when it has one (a tie's war, or a decided trick's pot). */
  private stage(): void {
    const session = this.session;
    if (!session || session.over || this.autoplayer.playing || this.decisions.table) return;
    // The pieces just laid take their time to come in; the moment starts once they are all there.
    const backs = Math.max(0, ...this.lastEvents.flatMap((e) => (e.type === 'war' ? e.faceDown : [])));
    const settle = this.motion.warStepMs(backs);
    if (session.phase === 'war')
      this.motion.schedule(() => {
        if (this.act('flip')) this.stage();
      }, WAR_MARK_MS + settle);
    else if (session.phase === 'collect') this.motion.schedule(() => void this.act('flip'), POT_SHOWN_MS + settle);
  }

  private announceContext(session: GameSession, view: GameView): AnnounceContext {
    const o = session.options as { maxTricks?: number; objective?: string };
    const holders = isWarView(view) ? view.seats.filter((s) => !s.out && s.count > 0).map((s) => s.seat) : [];
    return {
      pieces: session.pieces,
      t: this.t,
      maxTricks: o.maxTricks ?? 0,
      holders,
      mergePickup: true,
      keeps: view.family === 'tod-und-leben',
      seats: session.options.seats,
      game: gameTitle(view, this.t),
      inverted: o.objective === 'avoid-all',
    };
  }

  private announcement(events: readonly GameEvent[], session: GameSession): string {
    const view = session.view();
    const tricks = 'tricks' in view ? view.tricks : 0;
    return announce(events, tricks, this.announceContext(session, view));
  }

  private stringsSeen: unknown = undefined;
  private baseSeen: WarStrings | null = null;
  private stringsMerged: WarStrings = DEFAULT_STRINGS;

  /** The strings in use: the language's with the page's replacements (merged once per change of either). */
  private get t(): WarStrings {
    const base = this.language.war;
    if (this.strings !== this.stringsSeen || base !== this.baseSeen) {
      this.stringsSeen = this.strings;
      this.baseSeen = base;
      this.stringsMerged = mergeStringTable(base, this.strings);
    }
    return this.stringsMerged;
  }

  protected override updated(): void {
    if (this.decisions.table) this.decisions.updated();
    else this.motion.afterRender(this.lastEvents);
  }

  // ---- rendering ----

  private onTableKey(e: KeyboardEvent): void {
    if (e.target !== e.currentTarget) return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      this.press();
    }
  }

  protected override render(): TemplateResult {
    const t = this.t;
    const settings = this.settingError();
    const error = this.problem ?? settings;
    const session = this.session;
    const view = session && !error ? session.view() : null;
    const loading = this.records.loading || this.chunkLoading;
    const head = {
      seed: this.seed,
      headingLevel: headingLevel(this.headingLevel) ?? null,
      restart: () => this.restart(),
      newGame: () => this.newGame(),
    };
    // Until the page's language is here, no words (rather than English for a moment).
    const speaking = this.language.settled;
    return html`<div class="game" lang=${speaking ? t.locale : nothing}>
      ${view && speaking ? headPart(view, head, t) : nothing}
      ${view && speaking && !error ? helpPart(this.helpParagraphs(session!, t), t, () => this.language.wantHelp()) : nothing}
      ${!speaking ? html`<p class="loading" aria-busy="true">…</p>` : error ? errorPart(error, t) : loading ? html`<p class="loading">${t.loading}</p>` : view ? this.renderPlay(view, session!, t) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcer.text}</div>
    </div>`;
  }

  private helpSeen: { help: WarHelpStrings; input: unknown; merged: WarHelpStrings } | null = null;

  /** The help disclosure's paragraphs: the decision table's, or the War family's in the language (null: not here yet). */
  private helpParagraphs(session: GameSession, t: WarStrings): string[] | null {
    if (this.decisions.table) return this.decisions.table.help();
    const help = this.language.help;
    if (!help) return null;
    if (this.helpSeen?.help !== help || this.helpSeen.input !== this.strings)
      this.helpSeen = { help, input: this.strings, merged: mergeStringTable(help, this.strings) };
    return warHelp(session.options, t, this.helpSeen.merged);
  }

  /** The last result in words under the table; it stays while a pot goes by itself (which says nothing new). */
  private statusMessage(view: GameView, session: GameSession, ctx: AnnounceContext, t: WarStrings): string {
    if (view.result) return '';
    // A game opened from a record says what its last step did, as it did when that step was played.
    const events = this.lastEvents.length > 0 ? this.lastEvents : session.resumed;
    if (this.messageOf !== events) {
      this.messageOf = events;
      const said = events.length > 0 ? announce(events, 'tricks' in view ? view.tricks : 0, ctx) : '';
      if (said || events.length === 0) this.message = said;
    }
    return this.message || (session.actions.length === 0 ? t.ready : '');
  }
  private messageOf: GameEvent[] | null = null;
  private message = '';

  private renderPlay(view: GameView, session: GameSession, t: WarStrings): TemplateResult {
    if (this.decisions.table) {
      try {
        return this.decisions.render()!;
      } catch (e) {
        return errorPart({ option: 'game', message: `the table could not be drawn: ${messageOf(e)}`, allowed: '' }, t);
      }
    }
    const o = session.options;
    const packs = 'packs' in o ? o.packs : 1;
    const ctx = this.announceContext(session, view);
    const message = this.statusMessage(view, session, ctx, t);
    const playing = this.autoplayer.playing;
    const phase = session.over ? 'over' : 'phase' in view ? view.phase : '';
    const rankOrder = 'ranking' in o ? unusualRankOrder(session.pieces, o.ranking, t) : null;
    return html`
      ${view.result ? bannerPart(view, ctx, t, () => this.newGame()) : nothing}
      <div class="table${isWarView(view) && view.depth > 0 ? ' at-war' : ''}" part="table" tabindex="0" role="group" aria-label=${t.tableDoes[phase] ?? t.tableLabel} @keydown=${this.onTableKey}>
        ${renderTable(view, { t, packs, tied: this.tied, person: personSeat(o.seats), rankOrder })}
        <div class="overlay" aria-hidden="true"></div>
      </div>
      ${statusPart(view, t, message)}
      ${controlsPart(
        {
          phase,
          over: session.over,
          canFlip: session.canFlip,
          playing,
          speed: nearestSpeedName(this.rate),
          flip: () => this.press(),
          togglePlay: () => (playing ? this.pause() : this.play()),
          setSpeed: (speed) => (this.speed = speed),
        },
        t,
      )}
    `;
  }
}

/** The family the options ask for, or null when they are wrong (starting the game then says why). */
function familyOf(input: OptionsInput): Family | null {
  const r = resolveOptions(input);
  return r.ok ? r.value.family : null;
}

/** The `pw-error` detail of an error: the option, its attribute, the message and what is allowed. */
function errorDetail(error: WidgetError): ErrorDetail {
  const spec = optionSpec(error.option);
  return { option: error.option, attribute: spec?.flag ?? error.option, message: error.message, allowed: error.allowed };
}

/** Whether a view is of the War family or Tod und Leben. */
function isWarView(view: GameView): view is WarView {
  return view.family === 'war' || view.family === 'tod-und-leben';
}

/** The variants the widget can show now, for error messages. */
function playableVariants(): string {
  return VARIANT_NAMES.filter((v) => hasTable(PRESETS[v].family)).join(', ');
}

/** The English strings, for pages that translate from them. */
export { DEFAULT_STRINGS };

declare global {
  interface HTMLElementTagNameMap {
    'piecepack-war': PiecepackWar;
  }
}
