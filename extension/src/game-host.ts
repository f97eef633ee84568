// One game in a webview (editor panel or sidebar), seen from the host: the game it holds (record, finished or not,
// the speed the player chose, whether Auto-play moved), the settings it started with, the handshake, counting the game
// when it ends, and following settings changes. The host keeps all of it, so a view shown again or restored after a
// reload resumes exactly, and a finished game is known to be finished.
import * as vscode from 'vscode';
import { isPlayValue, isVariant, resolveOptions, type GameRecord } from '../../engine/src/index.ts';
import { Bridge } from './bridge.ts';
import type { Choice } from './new-game-choice.ts';
import type { SavedGame } from './closed-games.ts';
import type { GameSetup, PlaySettings, ResumedGame, StatsSnapshot } from './protocol.ts';
import { configOf } from './game-tally.ts';
import { gameSetup, type ResolvedSettings } from './settings.ts';
import { forGame } from './stats-rows.ts';
import { uiStrings } from './strings.ts';
import { t } from './l10n.ts';
import { gameTitle } from './game-words.ts';
import { withLabel } from './stats-label.ts';
import { linkToCopy } from './game-link.ts';

export type { SavedGame } from './closed-games.ts';

/** What a game view needs from the extension. */
export interface GameApp {
  readonly log: vscode.LogOutputChannel;
  /** Reads (and checks) the settings now, with a chosen game's options over them. */
  readSettings(choice?: Choice | null): ResolvedSettings;
  /** The statistics for the views. */
  statsSnapshot(): Promise<StatsSnapshot>;
  /** Counts a finished game. */
  countGame(record: GameRecord, autoplayed: boolean, label?: string): Promise<boolean>;
  /** The person is in this view now (it took the focus). */
  focused(game: GameHost): void;
}

/** Whether a record holds a finished game (the widget's records carry the final state's hash once it is over). */
export const isFinished = (record: GameRecord | null): boolean => record !== null && typeof record.final === 'string';

/** Whether a record's game is the one these settings deal (same resolved options). */
function sameGame(record: GameRecord, settings: ResolvedSettings): boolean {
  const r = resolveOptions(record.options ?? {});
  return r.ok && JSON.stringify(r.value) === JSON.stringify(settings.options);
}

/** The host's side of one game view. */
export class GameHost {
  /** The game the view holds. */
  game: SavedGame;
  /** Whether the game in the view has ended. */
  over: boolean;
  /** The settings the game in the view was started with. */
  settings: ResolvedSettings;
  /** The game chosen with New Game… (its options go over the settings), or null for the settings' own game. */
  choice: Choice | null = null;
  /** A game restored after a reload that the current settings do not deal: settings changes leave it alone. */
  private pinned = false;
  /**
   * The finished game last handed to the statistics (seed, actions, final hash), so a game's end and its saved progress
   * ask once; another finished game is handed over whatever came between (at Fastest a New game can end before the
   * view saves its first progress). The statistics count each game once anyway.
   */
  private countedGame: string | null = null;
  private readonly bridge: Bridge;

  constructor(
    readonly webview: vscode.Webview,
    readonly view: 'game' | 'sidebar',
    private readonly app: GameApp,
    saved: SavedGame | null,
    /** Called with the game's title whenever a game starts (the panel shows it in its tab). */
    private readonly titled: (title: string) => void = () => undefined,
  ) {
    this.game = saved ?? { record: null, autoplayed: false, speed: null };
    this.over = isFinished(this.game.record);
    // The game chosen with New Game… stays this view's game (and a named variant keeps its name) through a reload or a resume.
    this.choice = saved?.choice ?? null;
    this.settings = app.readSettings(this.choice);
    const record = this.game.record;
    this.pinned = record !== null && !sameGame(record, this.settings);
    // A game that ended while its end could not reach the host (a reload at that moment) is counted now.
    if (this.over) this.count();
    // A restored game keeps its own variant's title (the settings may have moved on since).
    const variant = record?.options.variant;
    titled(this.labelFor(record) ?? gameTitle(isVariant(variant) ? variant : this.settings.options.variant, t));
    this.bridge = new Bridge(webview, app.log, view, {
      ready: () => void this.sendInit(),
      message: (msg) => {
        switch (msg.type) {
          case 'progress':
            this.game = { record: msg.record, autoplayed: msg.autoplayed, speed: msg.speed };
            this.over = msg.over || isFinished(msg.record);
            // A game under way (the element's own New game included) is counted when it ends.
            if (this.over) this.count();
            return;
          case 'gameEnd':
            this.game = { ...this.game, record: msg.record, autoplayed: msg.autoplayed };
            this.over = true;
            this.count();
            return;
          case 'elementError':
            app.log.warn(`[${view}] the game refused option ${msg.option}: ${msg.message}`);
            void vscode.window.showWarningMessage(t('Piecepack War: {0}', msg.message));
            return;
          case 'focus':
            app.focused(this);
            return;
          case 'copyLink':
            void vscode.env.clipboard
              .writeText(linkToCopy(msg.link))
              .then(() =>
                vscode.window.showInformationMessage(t('Piecepack War: game link copied. Piecepack War: Open Game Link… opens it.')),
              );
            return;
          case 'command':
            app.log.warn(`[${view}] ignored the command ${msg.command}: a game view has no such button`);
            return;
        }
      },
    });
  }

  /** The game's record so far (null before the first move of a new game). */
  get record(): GameRecord | null {
    return this.game.record;
  }

  /** Hands the finished game to the statistics, once per game in this view. */
  private count(): void {
    const record = this.game.record;
    if (!record) return;
    const game = `${record.seed}:${record.actions.length}:${String(record.final)}`;
    if (game === this.countedGame) return;
    this.countedGame = game;
    const label = this.labelFor(record);
    this.app.log.info(
      `[${this.view}] a finished ${String(record.options.variant)} game goes to the statistics${label === undefined ? '' : ` as ${label}`}`,
    );
    void this.app.countGame(record, this.game.autoplayed, label);
  }

  /** The named variant a record's game is: the chosen one, else the one these settings play when the record is their game. */
  private labelFor(record: GameRecord | null): string | undefined {
    // A game chosen as a named variant is that variant, whatever its definition has become since.
    if (this.choice?.name !== undefined) return this.choice.name;
    return this.settings.label !== undefined && (record === null || sameGame(record, this.settings)) ? this.settings.label : undefined;
  }

  /** Whether a game is under way (moves made, not over): a settings change asks before replacing it. */
  get inProgress(): boolean {
    return this.game.record !== null && this.game.record.actions.length > 0 && !this.over;
  }

  /** Whether a settings change may replace this game: not when it was chosen with New Game… or restored from other settings. */
  get followsSettings(): boolean {
    return this.choice === null && !this.pinned;
  }

  private async sendInit(): Promise<void> {
    const stats = this.ownStats(await this.app.statsSnapshot());
    const setup = this.setupFor(this.settings);
    // The speed the player chose, when it is one the play settings take (a saved game from elsewhere may name another).
    const speed = this.game.speed;
    if (isPlayValue('speed', speed)) setup.play = { ...setup.play, speed: speed as PlaySettings['speed'] };
    const step = this.game.step;
    const resume: ResumedGame | null = this.game.record
      ? { record: this.game.record, autoplayed: this.game.autoplayed, ...(step === undefined ? {} : { step }) }
      : null;
    this.bridge.post({ type: 'init', view: this.view, game: setup, resume, stats, strings: uiStrings() });
  }

  /** Whether the webview's page has started (said ready) at least once. */
  get started(): boolean {
    return this.bridge.started;
  }

  /** The webview is reloading its content (hidden, or new HTML): wait for its next ready. */
  reloading(): void {
    this.bridge.reset();
  }

  /** Starts a new game with these settings (and the choice they were read with, if any). */
  newGame(settings: ResolvedSettings, choice: Choice | null = null): void {
    this.settings = settings;
    this.choice = choice;
    this.pinned = false;
    this.game = { record: null, autoplayed: false, speed: null };
    this.over = false;
    const setup = this.setupFor(settings);
    this.titled(settings.label ?? gameTitle(settings.options.variant, t));
    this.bridge.post({ type: 'newGame', game: setup });
    // The summary follows the view's game: another configuration may have other statistics.
    void this.app.statsSnapshot().then((stats) => this.showStats(stats));
  }

  /** The element's setup, with the chosen game the webview keeps beside its record (handed back after a reload). */
  private setupFor(settings: ResolvedSettings): GameSetup {
    const setup = gameSetup(settings);
    return this.choice ? { ...setup, choice: this.choice } : setup;
  }

  /** Only how the game plays changed (autoplay, speed, palette): apply it without a new game. */
  applyPlay(settings: ResolvedSettings): void {
    this.settings = { ...this.settings, play: settings.play };
    this.game = { ...this.game, speed: null };
    this.bridge.post({ type: 'play', play: settings.play });
  }

  /** Fresh statistics for the view. */
  showStats(stats: StatsSnapshot): void {
    this.bridge.post({ type: 'stats', stats: this.ownStats(stats) });
  }

  /** The statistics with this view's own game as the current configuration (the sidebar summarises it). */
  private ownStats(stats: StatsSnapshot): StatsSnapshot {
    const r = this.game.record ? resolveOptions(this.game.record.options ?? {}) : null;
    const options = r?.ok ? r.value : this.settings.options;
    return forGame(stats, { variant: options.variant, config: withLabel(configOf(options), this.labelFor(this.game.record)) }, t);
  }

  dispose(): void {
    this.bridge.dispose();
  }
}
