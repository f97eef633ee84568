// The <piecepack-war> element class: plays any War-family variant (and Tod und Leben) from the engine in any page.
// This module has no side effects: importing it does not define the tag (see define.ts). A thin shell: properties,
// methods and render; the game's lifecycle is a controller (game-lifecycle.ts), as are autoplay, motion, the live
// region and the language, which serve every table; a decision game's table is an element of its own
// (<pw-decision-table>, properties down, events up).
import type { OptionValues } from './option-properties.ts';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  checkSeed,
  FAMILY_FACTS,
  type GameEvent,
  type GameRecord,
  type GameView,
  type Options,
  type OptionsInput,
} from '../../engine/src/on-demand.ts';
import { Announcer } from './announcer.ts';
import { paletteStyles } from './art/palettes.ts';
import { AutoplayController } from './autoplay-controller.ts';
import { DecisionPlay } from './decision-play.ts';
import { isDecisionFamily } from './decisions-loader.ts';
import { errorDetail, fireWhenHeard, type ErrorDetail } from './events.ts';
import { fireGameEvents } from './game-events.ts';
import { GAME_ATTRIBUTES, GameLifecycle, randomSeed } from './game-lifecycle.ts';
import { messageOf, type GameSession, type StepOutcome, type WidgetError } from './game-session.ts';
import { helpPart, helpStyles, warHelp } from './help.ts';
import { PageSchemeController } from './page-scheme.ts';
import { LanguageController } from './i18n/language-controller.ts';
import { MotionController } from './motion-controller.ts';
import { headingLevel, settingsError } from './settings.ts';
import { parseSpeed } from './speed.ts';
import { DEFAULT_STRINGS, type StringsInput, type WarStrings } from './strings.ts';
import { artStyles } from './styles/art.styles.ts';
import { controlsStyles } from './styles/controls.styles.ts';
import { tableStyles } from './styles/table.styles.ts';
import { themeStyles } from './styles/theme.styles.ts';
import type { TableActionDetail } from './table-events.ts';
import { WarPlay, type WarActions } from './war-play.ts';
import { warAnnouncement } from './war-words.ts';
import { errorPart, headPart } from './widget-parts.ts';

/** Reactive fields that change on every flip; a redraw for them alone may wait during fast autoplay. */
const PER_FLIP: ReadonlySet<PropertyKey> = new Set(['lastEvents']);

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
    lastEvents: { state: true, attribute: false },
    embed: { state: true, attribute: false },
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

  /** auto (the default: the page's `color-scheme` when it names one, else its background, else prefers-color-scheme), light or dark. VS Code's theme variables win when present. */
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

  private lastEvents: GameEvent[] = [];
  /** The embed snippets shown in the menu to copy by hand (the page refused the clipboard), for the game they are of. */
  private embed: { session: GameSession; text: string } | null = null;
  /** The `options` property as given, and the `record` property as given (the lifecycle reads both). */
  private optionsInput: OptionsInput = {};
  private recordInput: unknown = null;
  /** Whether the page's language has been heard (what happened before it came is said once it is here). */
  private spoken = false;

  private readonly autoplayer = new AutoplayController(this, () => this.act('step') && !!this.session && !this.session.over);
  private readonly motion = new MotionController(this, this.autoplayer);
  private readonly announcer = new Announcer(this);
  private readonly war = new WarPlay(this, this.motion, this.autoplayer, this.announcer, () => (this.act('flip') ? this.lastEvents : null));
  private readonly language = new LanguageController(this);
  /** theme="auto": the page's scheme (its color-scheme or background), before the OS preference. */
  private readonly pageScheme = new PageSchemeController(this);
  private readonly game = new GameLifecycle(this, this.language, {
    args: () => ({ options: this.optionsInput, record: this.recordInput, recordSrc: this.recordSrc }),
    onRun: () => this.autoplayer.stop(),
    onComplete: (session) => this.seat(session),
    onError: (error) => this.fail(error),
  });
  /** What the War table's buttons and keys do. */
  private readonly warActions: WarActions = {
    press: () => this.press(),
    togglePlay: () => (this.autoplayer.playing ? this.pause() : this.play()),
    setSpeed: (speed) => (this.speed = speed),
    newGame: () => this.newGame(),
  };
  private readonly decisions = new DecisionPlay(this, this.autoplayer, this.motion, this.announcer);

  /**
   * The seed of the game on the table (null before one starts, and while a hidden-information game is played from a
   * seed the page did not set: with it and the open engine anyone could work out every hidden card); setting it sets
   * the `seed` attribute.
   */
  get seed(): number | null {
    const s = this.session;
    const hidden = !!s && FAMILY_FACTS[s.options.family].hidden && !s.over && !this.game.seedFromPage;
    return hidden ? null : (s?.seed ?? null);
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
  set options(value: Partial<OptionValues> | Options | null) {
    this.optionsInput = value && typeof value === 'object' ? { ...value } : {};
    this.recordInput = null;
    this.requestUpdate();
  }

  /** The game so far as a record (null when no game is on). Setting a record replays it and plays on from there. */
  get record(): GameRecord | null {
    return this.session?.record() ?? null;
  }
  set record(value: unknown) {
    this.recordInput = value ?? null;
    this.requestUpdate();
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
    const e = this.game.error ?? this.settingError();
    return e ? errorDetail(e) : null;
  }

  /** The game on the table. */
  private get session(): GameSession | null {
    return this.game.session;
  }

  /** Whether the game on the table is a decision game's (drawn by <pw-decision-table>). */
  private get decisionGame(): boolean {
    return !!this.session && isDecisionFamily(this.session.options.family);
  }

  /** Autoplay's flips per second at the chosen speed (normal's when the speed is wrong). */
  private get rate(): number {
    return parseSpeed(this.speed) ?? 2.5;
  }

  /** The strings in use: the language's with the page's replacements. */
  private get t(): WarStrings {
    return this.language.strings(this.strings);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value && GAME_ATTRIBUTES.includes(name)) this.requestUpdate();
  }

  /**
   * Starts a new game with the same options: with `seed` (a whole number from 0 to 4294967295, or its digits as text),
   * or else a fresh random one. Returns false if it could not start; a wrong seed is reported (pw-error) and the game on
   * the table stays.
   */
  newGame(seed?: number | string): boolean {
    if (seed === undefined) return this.game.run(randomSeed());
    const checked = checkSeed(seed);
    if (!checked.ok) {
      this.report(checked.error);
      return false;
    }
    return this.game.run(checked.value);
  }

  /**
   * Copies the embed snippets of the game on the table (an <iframe> of the embed page, and the <script> tag with the
   * element; a hidden deal's seed left out) to the clipboard, or shows them in the menu when the page refuses it.
   */
  async copyEmbed(): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    // Loaded when first asked for (a page that never copies never loads it).
    const { embedSnippets } = await import('./embed-menu.ts');
    const text = embedSnippets(session.options, this.seed);
    try {
      await navigator.clipboard.writeText(text);
      this.embed = null;
      this.announcer.say(this.t.embedCopied);
      return true;
    } catch {
      this.embed = { session, text };
      this.announcer.say(this.t.embedByHand);
      return false;
    }
  }

  /** Starts the same game again from its deal (a record's game from where the record left it). */
  restart(): boolean {
    return this.game.run(this.game.record !== null ? undefined : this.session?.seed);
  }

  /** Flips: turns up the next pieces (or collects the pot): one step of the game. Returns false when there is nothing to flip. */
  flip(): boolean {
    this.game.ensure();
    return this.act('flip');
  }

  /**
   * One press of Flip, Space or Enter: the person's turn at the table. The pot of a decided trick goes to its winner
   * and the next pieces are turned up in the same press; a tie gets its moment (the "War!" mark) and then the war
   * plays by itself, step by step; a decided trick's pot goes to the winner by itself after a moment. A press while
   * one of these moments waits plays it at once. About one press per trick. Returns false when nothing happened.
   */
  press(): boolean {
    this.game.ensure();
    const session = this.session;
    if (!session || this.decisionGame || this.autoplayer.playing) return this.flip();
    const events = this.war.press(session);
    if (!events) return false;
    if (this.session !== session) return true;
    this.lastEvents = events;
    this.war.stage(session, events);
    return true;
  }

  /** Applies one action without a human: a flip, or a computer seat's decision. Returns false when none is possible. */
  step(): boolean {
    this.game.ensure();
    return this.act('step');
  }

  /** Plays to the end of the current trick (until the pot is collected). Returns false when nothing was played. */
  playTrick(): boolean {
    this.game.ensure();
    const all: GameEvent[] = [];
    const ends = new Set(['pickup', 'split', 'game-end', 'deal', 'stacked/removed']);
    for (let i = 0; i < 10_000; i++) {
      if (!this.act('step', false)) break;
      all.push(...this.lastEvents);
      if (this.lastEvents.some((e) => ends.has(e.type))) break;
    }
    if (all.length === 0 || !this.session) return false;
    // The whole trick is shown and said at once: the battle, each war, the winner and the pickup.
    this.lastEvents = all;
    if (this.decisionGame) this.decisions.say(this.session, all, false, this.rate, true);
    else this.announcer.say(warAnnouncement(all, this.session, this.t));
    return true;
  }

  /** Starts autoplay at `speed` (as soon as the game is there, when it is still on its way). */
  play(): void {
    this.game.ensure();
    if (this.game.status === 'pending') {
      this.autoplayer.wanted = true;
      return;
    }
    const rate = parseSpeed(this.speed);
    if (!this.session || this.session.over || rate === null || this.settingError()) return;
    this.motion.cancel();
    // A decision game's table runs its own turns: flips on a timer, computer decisions off the main thread.
    this.autoplayer.start(rate, !this.decisionGame);
  }

  /** Stops autoplay. */
  pause(): void {
    this.autoplayer.wanted = false;
    this.autoplayer.stop();
  }

  /** `await el.updateComplete` resolves once the game asked for is on the table (or says why not), and drawn. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.game.status === 'pending') {
      await this.game.settled();
      done = await super.getUpdateComplete();
    }
    // A decision game's table draws after the element: it is part of the element's render.
    const table = this.decisions.table(this.session);
    if (table) done = (await table.updateComplete) && done;
    return done;
  }

  /** During fast autoplay, a flip's redraw waits a little (anything else draws now). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const onlyFlips = !this.game.stale && [...changed.keys()].every((k) => PER_FLIP.has(k));
    return this.autoplayer.mayDraw(onlyFlips);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('speed') && this.autoplayer.playing) this.play();
    if (changed.has('autoplay') && changed.get('autoplay') !== undefined) {
      if (this.autoplay) this.play();
      else this.pause();
    }
    if (changed.has('speed') || changed.has('palette') || changed.has('theme') || changed.has('headingLevel')) {
      const e = this.settingError();
      if (e) this.report(e);
    }
    // A game autoplayed while the language's words were on their way (a slow webview): its last step, said now.
    if (!this.spoken && this.language.settled) {
      this.spoken = true;
      if (this.session && this.lastEvents.length > 0) this.speak(this.lastEvents, this.session, true);
    }
  }

  protected override updated(): void {
    if (!this.decisionGame) this.motion.afterRender(this.lastEvents);
  }

  protected override render(): TemplateResult {
    const t = this.t;
    const error = this.game.error ?? this.settingError();
    const session = this.session;
    const view = session && !error ? session.view() : null;
    const head = {
      seed: this.seed,
      headingLevel: headingLevel(this.headingLevel) ?? null,
      restart: () => this.restart(),
      newGame: () => this.newGame(),
      copyEmbed: () => void this.copyEmbed(),
      embedText: this.embed?.session === session ? this.embed.text : null,
    };
    // Until the page's language is here, no words (rather than English for a moment).
    const speaking = this.language.settled;
    const help = () =>
      this.decisionGame ? this.decisions.help(session!, this.language.decisions, this.strings) : this.warHelp(session!, t);
    return html`<div class="game" lang=${speaking ? t.locale : nothing}>
      ${view && speaking ? headPart(view, head, t) : nothing}
      ${view && speaking ? helpPart(help(), t, () => this.language.wantHelp()) : nothing}
      ${!speaking ? html`<p class="loading" aria-busy="true">…</p>` : error ? errorPart(error, t) : this.game.status === 'pending' ? html`<p class="loading">${t.loading}</p>` : view ? this.renderPlay(view, session!, t) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcer.text}</div>
    </div>`;
  }

  private renderPlay(view: GameView, session: GameSession, t: WarStrings): TemplateResult {
    const level = headingLevel(this.headingLevel) ?? null;
    const inputs = {
      t,
      pageStrings: this.strings,
      decisionStrings: this.language.decisions,
      rate: this.rate,
      confirmForced: this.confirmForced,
      headingLevel: level,
    };
    if (this.decisionGame) return this.decisions.render(session, inputs, (e) => this.onTableAction(e));
    return this.war.render(view, session, this.lastEvents, this.rate, t, this.warActions);
  }

  /** A decision made at a decision table (a person's, or a computer's); the outcome goes back in the detail. */
  private onTableAction(e: CustomEvent<TableActionDetail>): void {
    const session = this.session;
    if (!session || e.target !== this.decisions.table(session) || this.settingError()) return;
    e.detail.outcome = this.run(session, () => session.apply(e.detail.action), true);
  }

  /** The War family's help paragraphs in the language (null: not here yet). */
  private warHelp(session: GameSession, t: WarStrings): string[] | null {
    const help = this.language.helpWith(this.strings);
    return help ? warHelp(session.options, t, help) : null;
  }

  /** A game is on the table: fresh words and motion, its table, `pw-new-game`, and autoplay when asked for. */
  private seat(session: GameSession): void {
    this.lastEvents = [];
    this.war.reset();
    this.announcer.clear();
    this.motion.reset();
    fireWhenHeard(this, 'pw-new-game', { options: session.options, seed: this.seed });
    if (this.autoplay || this.autoplayer.wanted) this.play();
    this.autoplayer.wanted = false;
  }

  /** No game: the error takes the table's place, and the page hears why. */
  private fail(error: WidgetError): void {
    this.motion.reset();
    this.autoplayer.stop();
    this.report(error);
  }

  /** Tells the page (pw-error). A game error stays until a game starts; a setting error until the setting is fixed. */
  private report(error: WidgetError): void {
    fireWhenHeard(this, 'pw-error', errorDetail(error));
  }

  /** Speed, palette, theme and heading level are checked too: a wrong one is reported like a wrong option. */
  private settingError(): WidgetError | null {
    return settingsError(this.speed, this.palette, this.theme, this.headingLevel);
  }

  private act(kind: 'flip' | 'step', speak = true): boolean {
    const session = this.session;
    if (!session || this.settingError()) return false;
    return this.run(session, () => (kind === 'flip' ? session.flip() : session.step()), speak).ok;
  }

  /** Takes one step of the game: animates, fires the DOM events, says what happened, and tells a decision table. */
  private run(session: GameSession, take: () => StepOutcome, speak: boolean): StepOutcome {
    if (!this.decisionGame && session.phase === 'collect') this.motion.beforeCollect();
    let outcome: StepOutcome;
    try {
      outcome = take();
    } catch (e) {
      this.game.fail({ option: 'game', message: `the engine refused a step: ${messageOf(e)}`, allowed: '' });
      return { ok: false, message: messageOf(e) };
    }
    if (!outcome.ok) return outcome;
    this.lastEvents = outcome.events;
    this.war.follow(outcome.events);
    if (session.over) this.autoplayer.stop();
    fireGameEvents(this, outcome.events, session);
    try {
      this.decisions.stepped(session, outcome.events);
      if (speak) this.speak(outcome.events, session);
    } catch (e) {
      this.game.fail({ option: 'game', message: `the table could not follow the game: ${messageOf(e)}`, allowed: '' });
    }
    return outcome;
  }

  /**
   * Says one step's events in the live region: the War family's (war-play.ts), or a decision game's table words its
   * own, said by hand, in slow autoplay and at the end. `all`: say it whatever the pace.
   */
  private speak(events: readonly GameEvent[], session: GameSession, all = false): void {
    // Nothing is said before the page's language is here (English for a moment would be read out); see willUpdate.
    if (!this.language.settled) return;
    const playing = this.autoplayer.playing && !all;
    if (this.decisionGame) this.decisions.say(session, events, playing, this.rate);
    else this.war.say(events, session, this.t, playing);
  }
}

/** The English strings, for pages that translate from them. */
export { DEFAULT_STRINGS };

declare global {
  interface HTMLElementTagNameMap {
    'piecepack-war': PiecepackWar;
  }
}
