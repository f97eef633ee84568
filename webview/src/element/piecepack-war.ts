// The <piecepack-war> element class: plays any War-family variant (and Tod und Leben) from the engine in any page.
// This module has no side effects: importing it does not define the tag (see define.ts). A thin shell: methods and
// render over its settings (reactive properties of its base class, settings-base.ts); the game's lifecycle is a
// controller (game-lifecycle.ts), as are autoplay, motion, the live region and the language, which serve every table;
// every step goes by one road (game-steps.ts), which holds the game's family play (War's, war-play.ts, or a decision
// game's, decision-play.ts, whose table is an element of its own: <pw-decision-table>, properties down, events up).
import type { OptionValues } from './option-properties.ts';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { checkSeed, FAMILY_FACTS, type GameRecord, type GameView, type Options, type OptionsInput } from '../../../engine/src/on-demand.ts';
import { Announcer } from '../game/announcer.ts';
import { paletteStyles } from '../../../picture/art/palettes.ts';
import { AutoplayController } from '../game/autoplay-controller.ts';
import { errorDetail, fireWhenHeard, type ErrorDetail } from '../game/page-events.ts';
import type { EmbedKind, GameMenu } from '../menu/game-menu.ts';
import type { AnimationRange } from '../../../picture/animation-steps.ts';
import { askedKey, GameMemory, ownRecordUpTo, pageRecord, type Asked } from '../memory/game-memory.ts';
import { GameSteps, PER_FLIP } from '../game/game-steps.ts';
import { GAME_ATTRIBUTES, GameLifecycle, randomSeed } from './game-lifecycle.ts';
import type { GameSession, WidgetError } from '../game/game-session.ts';
import { helpPart, helpStyles } from '../help/help.ts';
import { PageSchemeController } from './page-scheme.ts';
import { linkRefused, pageLinkFor } from '../replay/page-link.ts';
import type { ReplayController } from '../replay/replay.ts';
import { adoptPartStyles, OnDemand, partsArrived } from '../load/on-demand.ts';
import { LanguageController } from '../i18n/language-controller.ts';
import { MotionController } from '../game/motion-controller.ts';
import { StepSound } from '../sound/step-sound.ts';
import { headingLevel, rateOf, settingsError } from '../game/settings.ts';
import { parseSpeed, type SpeedName } from '../game/speed.ts';
import { DEFAULT_STRINGS, type WarStrings } from '../i18n/strings.ts';
import { artStyles } from '../../../picture/styles/art.styles.ts';
import { controlsStyles } from '../styles/controls.styles.ts';
import { feelStyles } from '../styles/feel.styles.ts';
import { tableStyles } from '../styles/table.styles.ts';
import { themeStyles } from '../../../picture/styles/theme.styles.ts';
import type { FamilyPlay, PlayActions, PlayInputs } from '../game/family-play.ts';
import { WarPlay } from '../plays/war-play.ts';
import { decisionsLoaded } from '../game/decisions-loader.ts';
import { WidgetSettings } from '../game/settings-base.ts';
import { headPart } from './frame.ts';
import { errorPart } from '../game/table-frame.ts';

/**
 * Resolves after the frame being drawn now has been drawn, once the page is idle (a hidden page draws no frame: after a
 * second at most, then idle; idle waits 2 s at most).
 */
function afterFrame(): Promise<void> {
  return new Promise((done) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => done(), { timeout: 2000 }) : setTimeout(done);
    const hidden = setTimeout(idle, 1000);
    requestAnimationFrame(() => {
      clearTimeout(hidden);
      idle();
    });
  });
}

// Its CSS parts and custom properties are data (css-api.ts), which the build adds to the manifest.
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
 * @fires pw-link - Copy link was chosen. detail: { link, step } (preventDefault(): the page copies it itself)
 * @fires pw-computer - A computer seat of a decision game decided. detail: { seat, ms, where, note? } (where: worker or main; note, once: why the worker was left)
 */
export class PiecepackWar extends WidgetSettings {
  static override styles = [themeStyles, paletteStyles, artStyles, tableStyles, controlsStyles, helpStyles, feelStyles];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...GAME_ATTRIBUTES];
  }

  /** The `options` property as given, and the `record` property as given (the lifecycle reads both). */
  private optionsInput: OptionsInput = {};
  private recordInput: unknown = null;
  /** The game link in the page's address for this widget, being read (looked for once, at its first game in the page). */
  private link: Promise<GameRecord> | null = null;
  private linkLooked = false;
  /** A resumed game's sentence waits for the page's language (it is said in that language, not in English first). */
  private resumedUnsaid = false;

  private readonly autoplayer: AutoplayController = new AutoplayController(
    this,
    // A tick while a verdict waits for its reveal lets the reveal finish (reveal first, verdict after).
    () => this.steps.tick(),
  );
  private readonly motion = new MotionController(this, this.autoplayer);
  private readonly announcer = new Announcer(this);
  /**
   * The game menu (game-menu.ts, with its body and styles): asked for when the first table is drawn (or the menu is
   * opened or one of its methods called first), and imported once that frame is drawn and the page is idle, so the
   * first table never waits for it; the element's updateComplete waits for it as for any part on its way.
   */
  private readonly menuPart = new OnDemand<GameMenu>(this, () =>
    afterFrame()
      .then(() => import('../menu/game-menu.ts'))
      .then((m) => {
        adoptPartStyles(this.renderRoot, m.menuStyles);
        return new m.GameMenu(this, this.announcer);
      }),
  );
  private readonly language = new LanguageController(this);
  /** Sound and narration (step-sound.ts; the sounds themselves are loaded when the page turns either on). */
  private readonly sounds = new StepSound(this, this.announcer, {
    rate: () => (this.autoplayer.playing ? this.rate : 0),
    locale: () => this.t.locale,
  });
  /** How to play from the options in force: loaded when a disclosure first opens. */
  private readonly howToPart = new OnDemand(this, () => import('../help/help-plan.ts'));
  /** How to play's figures (how long the variant's games last), worked out in a worker: loaded with How to play. */
  private readonly figuresPart = new OnDemand(this, () =>
    import('../figures/help-figures.ts').then((m) => ({ ...m, asker: new m.HelpFigures(() => this.requestUpdate()) })),
  );
  /** theme="auto": the page's scheme (its color-scheme or background), before the OS preference. */
  private readonly pageScheme = new PageSchemeController(this);
  private readonly game: GameLifecycle = new GameLifecycle(this, this.language, {
    args: () => {
      // The memory hears of every game asked for (the page's too: then it keeps nothing), whichever is opened.
      const kept = this.memory.offer(this.asked);
      return { options: this.optionsInput, record: this.recordInput ?? kept, recordSrc: this.recordSrc, recordFrom: this.linkGame };
    },
    onRun: () => this.autoplayer.stop(),
    onComplete: (session) => this.seat(session),
    onError: (error) => this.fail(error),
    // A record opens at its start (a walk-through) or at a link's step: the replay is here before it is seated.
    recordNeeds: () => (this.replay ? null : this.replayPart.ready()),
  });
  /** An unfinished game kept across reloads of the page (game-memory.ts). */
  private readonly memory: GameMemory = new GameMemory(this, this.game);
  /** What the table's buttons and keys do: the element's own methods. */
  private readonly actions: PlayActions = {
    press: () => this.press(),
    togglePlay: () => (this.autoplayer.playing ? this.pause() : this.play()),
    setSpeed: (speed) => (this.speed = speed as SpeedName), // the control's named speeds, checked like the attribute
    newGame: () => this.newGame(),
  };
  /** The decision games' play, made once their chunk has loaded (decision-play.ts comes with it). */
  private decisionPlay: FamilyPlay | null = null;
  /** The road every step takes, with the two family plays (the game on the table uses one: `play`). */
  private readonly steps: GameSteps = new GameSteps(this, {
    ...{ game: this.game, language: this.language, autoplayer: this.autoplayer },
    war: new WarPlay(this, this.motion, this.autoplayer, this.announcer),
    decisions: () => (this.decisionPlay ??= decisionsLoaded()?.play(this, this.autoplayer, this.motion, this.announcer) ?? null),
    live: () => (this.replay?.at ?? null) === null,
    // What needs the drawn table hears each step after its render, in this order.
    after: [this.motion, this.sounds, this.memory],
  });
  /**
   * The replay bar, Finish the game, the captions and game links (replay.ts, with its styles), loaded when a game first
   * has a step to look back on, a record or a link is opened, or a method of the replay is called.
   */
  private readonly replayPart = new OnDemand(this, () =>
    import('../replay/replay.ts').then((m) => {
      adoptPartStyles(this.renderRoot, m.replayStyles);
      adoptPartStyles(this.renderRoot, m.askStyles);
      return new m.ReplayController(this, {
        ...{ game: this.game, announcer: this.announcer, steps: this.steps, language: this.language, menu: this.menuPart },
      });
    }),
  );

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

  /** The game asked for, for the memory: the game attributes and options, and whether the page gave the game (a record, a link). */
  private get asked(): Asked {
    const fromPage = pageRecord(this.recordInput) || !!this.recordSrc || this.linkGame !== null;
    return { key: askedKey(this, GAME_ATTRIBUTES, this.optionsInput), fromPage };
  }

  /**
   * The game to embed as a record, at the step shown: one that options and a seed do not make (a prepared deal, a game
   * opened from a record or a link); null for a dealt game, and while a hidden deal's seed must stay hidden.
   */
  private embedRecord(session: GameSession): GameRecord | null {
    if (this.seed === null || (this.game.record === null && !session.deal)) return null;
    const record = session.record();
    const at = this.replay?.at ?? null;
    if (at === null || at >= record.actions.length) return record;
    const cut: GameRecord = { ...record, actions: record.actions.slice(0, at) };
    delete cut.final;
    return cut;
  }

  /**
   * The game link in the page's address meant for this widget (page-link.ts), looked for at its first game in the page
   * (after a framework has set its id), being read; null when there is none.
   */
  private get linkGame(): Promise<GameRecord> | null {
    if (this.linkLooked || !this.isConnected) return this.link;
    this.linkLooked = true;
    this.link =
      pageLinkFor(this) === null ? null : this.replayPart.ready().then((r) => r.pageLink() ?? Promise.reject(new Error('no link')));
    // A damaged link is said where the game is opened (the page may open its own game first: then nobody awaits it).
    this.link?.catch(() => undefined);
    return this.link;
  }

  /** The replay, once it is here (null before). */
  private get replay(): ReplayController | null {
    return this.replayPart.value;
  }

  /** Runs `act` on the replay: at once when it is here, else once it has loaded. */
  private withReplay(act: (replay: ReplayController) => void): void {
    const replay = this.replay;
    if (replay) act(replay);
    else void this.replayPart.ready().then(act, () => undefined);
  }

  /** The game on the table. */
  private get session(): GameSession | null {
    return this.game.session;
  }

  /** The family's play of the game on the table (War's or a decision game's), chosen once as it was seated. */
  private get familyPlay(): FamilyPlay {
    return this.steps.play;
  }

  /** Autoplay's flips per second at the chosen speed (normal's when the speed is wrong). */
  private get rate(): number {
    return rateOf(this);
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
   * Copies an embed snippet of the game on the table (`kind`: 'iframe', the <iframe> of the embed page with the script
   * that sizes it, the default; or 'script', the <script> tag with the element: each its own text) (the options that differ from the variant's and the seed, or the record of a game opened from one, at the
   * step shown; a hidden deal's seed left out) to the clipboard, or shows them in the menu when the page refuses it.
   * False where no embed page lies beside the widget's files (a bundler's build, VS Code), where the item is not shown.
   */
  async copyEmbed(kind: EmbedKind = 'iframe'): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    const menu = await this.menuPart.ready();
    return menu.copyEmbed(session, { options: session.options, seed: this.seed, record: this.embedRecord(session) }, kind, this.t);
  }

  /** Copies a link to the game at the step shown (share-url + `#g=1.…`; pw-link first); null when none is offered. */
  async copyLink(): Promise<string | null> {
    return (await this.replayPart.ready()).copyLink(this.shareUrl);
  }

  /** Opens a game link (`#g=1.…`, alone or in a URL) at its step; false (and pw-error) when the text holds no game. */
  async openLink(link: string): Promise<boolean> {
    return (await this.replayPart.ready()).openLink(link);
  }

  /**
   * A picture of the position on the table, in the colours on screen: 'svg' or 'png' (a PNG on a page with a strict
   * policy needs `img-src data:`), a PNG at `scale` 2 twice its size. Only what a spectator sees is drawn, with the
   * verdict of the step that led to it. With `download`, also offered as a file.
   */
  async savePicture(
    format: 'svg' | 'png' = 'svg',
    { download = false, scale = 1 }: { download?: boolean; scale?: 1 | 2 } = {},
  ): Promise<Blob | null> {
    const menu = await this.menuPart.ready();
    return menu.picture({ host: this, record: this.record, t: this.t }, format, download, scale === 2 ? 2 : 1);
  }

  /**
   * An animated GIF of the game so far (steps `from` to `to`, or the `last` N tricks, or this `war` (the one on the
   * table, else the last; null before any), `pace` ms a frame, `scale` 2 for twice the size), as a spectator sees it,
   * each step's verdict drawn and the empty tables between tricks left out; a range longer than MAX_ANIMATION_STEPS
   * (500) keeps its last steps, and a download of it says so. See savePicture.
   */
  async saveAnimation({ download = false, ...range }: AnimationRange & { download?: boolean } = {}): Promise<Blob | null> {
    return (await this.menuPart.ready()).animation({ host: this, record: this.record, t: this.t }, range, download);
  }

  /**
   * Starts the same game again from its deal (a record the page gave, from where the record left it; the widget's own
   * game, brought back by its memory or played on from a past step, from its deal).
   */
  restart(): boolean {
    const session = this.session;
    if (session && this.game.record !== null && !this.asked.fromPage) {
      this.record = ownRecordUpTo(session.record(), 0);
      this.game.ensure();
      return this.game.status !== 'error';
    }
    return this.game.run(this.game.record !== null ? undefined : this.session?.seed);
  }

  /** Flips: turns up the next pieces (or collects the pot): one step of the game. Returns false when there is nothing to flip. */
  flip(): boolean {
    this.game.ensure();
    return this.steps.act('flip');
  }

  /**
   * One press of Flip, Space or Enter: the person's turn at the table. The pot of a decided trick goes to its winner
   * and the next pieces are turned up in the same press; a tie gets its moment (the "War!" mark) and then the war
   * plays by itself, step by step; a decided trick's pot goes to the winner by itself after a moment. A press while
   * one of these moments waits plays it at once. About one press per trick. Returns false when nothing happened.
   */
  press(): boolean {
    this.game.ensure();
    return this.steps.press();
  }

  /** Applies one action without a human: a flip, or a computer seat's decision. Returns false when none is possible. */
  step(): boolean {
    this.game.ensure();
    return this.steps.act('step');
  }

  /** Plays to the end of the current trick (until the pot is collected). Returns false when nothing was played. */
  playTrick(): boolean {
    this.game.ensure();
    return this.steps.playTrick();
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
    this.autoplayer.start(rate, this.familyPlay.ticks);
  }

  /** Shows position `step` of the game read-only (0: the start); null: the game as it is now, which goes on from there. */
  replayTo(step: number | null): void {
    this.game.ensure();
    this.withReplay((replay) => (step === null ? replay.live() : replay.go(step)));
  }

  /** Plays the rest of the game at once (computers at every decision, the person's seats too) and shows the end. */
  finish(): void {
    this.game.ensure();
    this.withReplay((replay) => replay.finish());
  }

  /** Stops autoplay. */
  pause(): void {
    this.autoplayer.wanted = false;
    this.autoplayer.stop();
  }

  /** `await el.updateComplete` resolves once the game asked for is on the table (or says why not), and drawn. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.game.status === 'pending' || (await partsArrived(this))) {
      await this.game.settled();
      done = await super.getUpdateComplete();
    }
    // A decision game's table draws after the element: it is part of the element's render.
    return (await this.familyPlay.drawn(this.session)) && done;
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
    if (this.resumedUnsaid && this.language.settled) {
      this.resumedUnsaid = false;
      this.announcer.say(this.t.resumed);
    }
  }

  protected override updated(): void {
    // The menu's file comes once the first table is drawn and the page is idle: there when the menu is first opened.
    // (Opening it, or a menu method, loads it too, so a subclass that overrides updated() loses nothing.)
    if (this.session) this.menuPart.get();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
    this.figuresPart.value?.asker.dispose();
  }

  protected override render(): TemplateResult {
    const t = this.t;
    const error = this.game.error ?? this.settingError();
    const session = this.session;
    const view = session && !error ? session.view() : null;
    const menu = this.menuPart.value?.body(session, this.seed, linkRefused(session, t), t) ?? null;
    // The replay comes once there is a step to look back on (or a walk-through's captions).
    const replay = session && (session.actions.length > 0 || session.notes) ? this.replayPart.get() : this.replay;
    // Until the page's language is here, no words (rather than English for a moment).
    const speaking = this.language.settled;
    const help = () => this.howTo(session!, t);
    return html`<div class="game" lang=${speaking ? t.locale : nothing}>
      ${view && speaking ? headPart(view, headingLevel(this.headingLevel) ?? null, menu, t, () => this.menuPart.get()) : nothing}
      ${view && speaking ? helpPart(help(), t, () => this.wantHelp()) : nothing}
      ${!speaking ? html`<p class="loading" aria-busy="true">…</p>` : error ? errorPart(error, t) : this.game.status === 'pending' ? html`<p class="loading">${t.loading}</p>` : view ? this.renderPlay(view, session!, t) : nothing}
      ${view && speaking && !error && this.game.status !== 'pending' && replay ? replay.render(session!, t, t.locale) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcer.text}</div>
    </div>`;
  }

  private renderPlay(view: GameView, session: GameSession, t: WarStrings): TemplateResult {
    const level = headingLevel(this.headingLevel) ?? null;
    const inputs: PlayInputs = {
      t,
      pageStrings: this.strings,
      decisionStrings: this.language.decisions,
      rate: this.rate,
      confirmForced: this.confirmForced,
      headingLevel: level,
      events: this.steps.events,
      act: this.actions,
      decide: this.steps.decide,
    };
    const past = this.replay?.shown(session);
    if (past) return this.replay!.renderPast(past, inputs);
    return this.familyPlay.render(session, view, inputs);
  }

  /** How to play the game, in paragraphs, in the language (null: its words or its plan not here yet). */
  private howTo(session: GameSession, t: WarStrings): string[] | null {
    const help = this.language.helpWith(this.strings);
    const plan = this.howToPart.value;
    if (!help || !plan) return null;
    const paragraphs = plan.howToParagraphs(session.options, help, t.locale);
    const part = this.figures === 'off' ? null : this.figuresPart.get();
    const figures = part?.asker.figures(session.options);
    if (part && figures) paragraphs.push(part.figuresParagraph(figures, help, t.locale));
    return paragraphs;
  }

  /** The disclosure opened before its paragraphs were here: their words and their plan are loaded. */
  private wantHelp(): void {
    this.language.wantHelp();
    this.howToPart.get();
  }

  /** A game is on the table: its road (its family's play, fresh motion), fresh words, `pw-new-game`, autoplay when asked for. */
  private seat(session: GameSession): void {
    this.steps.reset(session);
    this.replay?.reset();
    this.announcer.clear();
    this.resumedUnsaid = false;
    if (this.memory.resumed(session)) {
      if (this.language.settled) this.announcer.say(this.t.resumed);
      else this.resumedUnsaid = true;
    }
    fireWhenHeard(this, 'pw-new-game', { options: session.options, seed: this.seed });
    if (this.autoplay || this.autoplayer.wanted) this.play();
    this.autoplayer.wanted = false;
  }

  /** The page's hash changed to a game link for this widget (a reader pasted one into the same page): it opens. */
  private readonly onHash = (): void => {
    const hash = pageLinkFor(this);
    if (hash !== null) void this.openLink(hash);
  };

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
    return settingsError(this);
  }
}

/** The English strings, for pages that translate from them. */
export { DEFAULT_STRINGS };

declare global {
  interface HTMLElementTagNameMap {
    'piecepack-war': PiecepackWar;
  }
}
