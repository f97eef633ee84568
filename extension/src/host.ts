// The game host: everything behind the extension's commands, game tabs, record editor, game view and statistics page
// (dist/extension/host.cjs, loaded by the entry, extension.ts, the first time one of them is used). Wiring only: it
// makes the parts (the statistics store first, before any game view can send a move), runs the commands the entry hands
// it and follows settings changes; each part lives in its own file.
import * as vscode from 'vscode';
import type { GameRecord } from '../../engine/src/index.ts';
import { SettingsReader } from './config.ts';
import { exportRecord } from './export-record.ts';
import { linkProblem, readGameLink } from './game-link.ts';
import type { GameApp, GameHost } from './game-host.ts';
import { configOf } from './game-tally.ts';
import { GamePanels } from './game-panel.ts';
import { FiguresRunner } from './figures-runner.ts';
import { SettingsFigures } from './figures-settings.ts';
import { expectedWords } from './figures-words.ts';
import { COMMANDS, type CommandId } from './ids.ts';
import { SECTION } from './manifest.ts';
import type { Choice } from './new-game-choice.ts';
import { choiceReader } from './new-game-choice.ts';
import { NewGamePicker } from './new-game-pick.ts';
import type { PanelCommand, StatsSnapshot } from './protocol.ts';
import { gameSetup, rulesChanged, type ResolvedSettings } from './settings.ts';
import { openRecordFile, RecordEditor } from './record-editor.ts';
import { SidebarProvider } from './sidebar.ts';
import { Simulations } from './simulate.ts';
import { StatsPanel } from './stats-panel.ts';
import { configWords } from './stats-rows.ts';
import { StatsStore } from './stats-store.ts';
import { t } from './l10n.ts';
import { withLabel } from './stats-label.ts';
import { namedReader } from './named-variants.ts';
import { isVariant } from '../../engine/src/index.ts';

/** How long settings must stay unchanged before the extension acts on them (and warns about a bad value). */
const SETTLE_MS = 1000;

/** What the entry asks of the game host: its commands run, its webviews revived or resolved. */
export interface Host {
  /** Runs one of the extension's commands (every id of COMMANDS). */
  run(command: CommandId, ...args: unknown[]): unknown;
  /** A game tab restored after a reload (the game panels' serializer). */
  revive(panel: vscode.WebviewPanel, state: unknown): void;
  /** The statistics tab restored after a reload. */
  reviveStats(panel: vscode.WebviewPanel): void;
  /** The read-only record editor. */
  readonly records: vscode.CustomReadonlyEditorProvider;
  /** The game view (Activity Bar or Explorer). */
  readonly sidebar: vscode.WebviewViewProvider;
}

/** The running game host: the parts, and how they reach each other. */
class PiecepackWar implements GameApp, Host {
  readonly log: vscode.LogOutputChannel;
  private readonly reader: SettingsReader;
  private readonly stats: StatsStore;
  private readonly panels: GamePanels;
  readonly sidebar: SidebarProvider;
  readonly records: RecordEditor;
  private readonly statsPanel: StatsPanel;
  private readonly simulations: Simulations;
  private readonly picker: NewGamePicker;
  /** Variants' figures, worked out on threads (settings.json's hover, New Game…'s lines). */
  private readonly figures: FiguresRunner;
  /** Options whose figures the statistics asked for already (asked once each). */
  private readonly figuresAsked = new Set<string>();
  private settings: ResolvedSettings;
  /** Pending reaction to a settings change (see SETTLE_MS). */
  private settleTimer: unknown;
  /** The game view the person was in last (Export and the like act on it). */
  private lastFocused: GameHost | undefined;
  /** What each command does. */
  private readonly commands: Record<CommandId, (...args: unknown[]) => unknown>;

  constructor(
    private readonly context: vscode.ExtensionContext,
    log: vscode.LogOutputChannel,
  ) {
    this.log = log;
    this.reader = new SettingsReader(log);
    this.settings = this.reader.read();
    this.stats = new StatsStore(context.globalState, log);
    this.panels = new GamePanels(context.extensionUri, this, context.globalState);
    this.sidebar = new SidebarProvider(context.extensionUri, this);
    this.records = new RecordEditor(context.extensionUri, this);
    this.statsPanel = new StatsPanel(context.extensionUri, {
      log,
      statsSnapshot: () => this.statsSnapshot(),
      runPageCommand: (c) => this.runPageCommand(c),
    });
    this.simulations = new Simulations(context.extensionUri, log, (r) => this.statsPanel.showSimulation(r));
    this.figures = new FiguresRunner(context.extensionUri, log);
    this.picker = new NewGamePicker(
      context.globalState,
      {
        list: () => this.reader.named.read(),
        userNames: () => this.reader.named.userNames(),
        // The user settings.json sits two folders above the extension's global storage (User/globalStorage/<id>).
        save: (name, variant) =>
          this.reader.named.save(name, variant, vscode.Uri.joinPath(context.globalStorageUri, '..', '..', 'settings.json')),
      },
      () => this.panels.closed(),
      {
        known: (input) => this.figures.known(input),
        figures: (input, token) => this.figures.figures(input, token),
        log: (line) => log.info(line),
      },
    );
    // The statistics store is made first: a game view is only made below, so no move reaches a host without it.
    const sub = context.subscriptions;
    sub.push(this.stats, { dispose: () => clearTimeout(this.settleTimer) });
    sub.push(new SettingsFigures(this.figures, log));
    this.commands = {
      [COMMANDS.open]: () => void this.panels.open(),
      [COMMANDS.choose]: () => this.choose(null),
      [COMMANDS.choosePanel]: () => this.choose(this.panels.current ?? null),
      [COMMANDS.chooseSidebar]: () => this.choose(this.sidebar.game ?? null),
      [COMMANDS.showStats]: () => this.statsPanel.show(),
      [COMMANDS.resetStats]: () => this.stats.reset(),
      [COMMANDS.restoreStats]: () => this.stats.restore(),
      [COMMANDS.simulate]: (name?: unknown) => this.simulate(name),
      [COMMANDS.resumeLast]: () => {
        if (!this.panels.resumeClosed())
          void vscode.window.showInformationMessage(t('Piecepack War: no closed game to resume. A game tab you close is kept here.'));
      },
      [COMMANDS.openLink]: () => void this.openLink(),
      [COMMANDS.exportRecord]: () => exportRecord(this.currentGame()?.record ?? null, this.log),
      [COMMANDS.exportSidebar]: () => exportRecord(this.sidebar.game?.record ?? null, this.log),
      [COMMANDS.openRecord]: () => openRecordFile(),
      [COMMANDS.openSettings]: () => vscode.commands.executeCommand('workbench.action.openSettings', `@ext:${context.extension.id}`),
    };
    sub.push(
      vscode.workspace.onDidChangeConfiguration((e) => {
        // Typed with auto-save on, a value passes through half-written ones: act once it has settled.
        if (e.affectsConfiguration(SECTION)) {
          clearTimeout(this.settleTimer);
          this.settleTimer = setTimeout(() => this.settingsChanged(), SETTLE_MS);
        }
      }),
    );
    sub.push(this.stats.onDidChange(() => void this.broadcastStats()));
  }

  run(command: CommandId, ...args: unknown[]): unknown {
    return this.commands[command](...args);
  }

  revive(panel: vscode.WebviewPanel, state: unknown): void {
    this.panels.revive(panel, state);
  }

  reviveStats(panel: vscode.WebviewPanel): void {
    this.statsPanel.revive(panel);
  }

  readSettings(choice?: Choice | null): ResolvedSettings {
    const settings = this.reader.read(choice ? choiceReader(choice) : undefined);
    if (choice?.name !== undefined) settings.label = choice.name;
    return settings;
  }

  async statsSnapshot(): Promise<StatsSnapshot> {
    const config = withLabel(configOf(this.settings.options), this.settings.label);
    const snap = await this.stats.snapshot({ variant: this.settings.options.variant, config });
    // The player's results beside the expected ones: from figures already known, else once they are worked out.
    const input = this.settings.input;
    const known = this.figures.known(input);
    const own = snap.rows.find((r) => r.key === snap.current);
    if (known && own) snap.currentExpected = expectedWords(own, known, t) ?? undefined;
    else if (own && !known && !this.figuresAsked.has(JSON.stringify(input))) {
      this.figuresAsked.add(JSON.stringify(input));
      void this.figures.figures(input, new vscode.CancellationTokenSource().token).then((f) => f && this.broadcastStats());
    }
    return snap;
  }

  countGame(record: GameRecord, autoplayed: boolean, label?: string): Promise<boolean> {
    return this.stats.count(record, autoplayed, label);
  }

  focused(game: GameHost): void {
    this.lastFocused = game;
  }

  private games(): GameHost[] {
    const sidebar = this.sidebar.game;
    return sidebar ? [...this.panels.all(), sidebar] : this.panels.all();
  }

  /** The game of the view the person is in: the one focused last while it is still open, else the active panel, else the sidebar's. */
  /** Piecepack War: Open Game Link…: a link typed or pasted opens its game at its step; a bad one says why. */
  private async openLink(): Promise<void> {
    const text = await vscode.window.showInputBox({
      title: t('Piecepack War: Open Game Link…'),
      prompt: t('A game link (Copy link in the game menu), or its #g=1.… part'),
      placeHolder: 'https://…/#g=1.…',
      ignoreFocusOut: true,
      // Checked as the person types: a bad link keeps the box open with its text, saying why (Enter does nothing then).
      validateInput: (value) => linkProblem(value, t),
    });
    if (text === undefined || !text.trim()) return;
    const read = readGameLink(text);
    if (!read.ok) {
      void vscode.window.showErrorMessage(t('Piecepack War: this link opens no game: {0}', read.message));
      return;
    }
    this.panels.openShared(read.game);
  }

  private currentGame(): GameHost | undefined {
    if (this.lastFocused && [...this.games(), ...this.records.all()].includes(this.lastFocused)) return this.lastFocused;
    return this.panels.current ?? this.sidebar.game;
  }

  /** New Game…: the chosen game starts in `where` (a panel or the sidebar), or in a new panel. */
  private async choose(where: GameHost | null): Promise<void> {
    const words = configWords(configOf(this.settings.options), t);
    const title = (this.settings.label ?? gameSetup(this.settings).title) + (words ? ` · ${words}` : '');
    const picked = await this.picker.pick(this.settings.options, title, this.settings.level);
    if (!picked) return;
    if (picked.kind === 'resume') {
      this.panels.resumeClosed(picked.index);
      return;
    }
    const choice = picked.kind === 'choice' ? picked.choice : null;
    const settings = this.readSettings(choice);
    const target = where ?? this.panels.open();
    target.newGame(settings, choice);
    this.log.info(
      `New Game…: ${settings.options.variant}${choice ? ' (chosen)' : ' (settings)'} in the ${target.view === 'sidebar' ? 'sidebar' : 'panel'}`,
    );
  }

  private runPageCommand(command: PanelCommand): void {
    if (command === 'newGame') void this.panels.open();
    else if (command === 'simulate') void this.simulate();
    else void this.stats.restore();
  }

  /** New settings: games that follow them and whose rules changed restart (asking first if under way); others only change pace. */
  private settingsChanged(): void {
    this.reader.changed();
    const next = this.reader.read();
    const variantChanged = next.options.variant !== this.settings.options.variant;
    this.settings = next;
    const restart: GameHost[] = [];
    for (const game of this.games()) {
      if (game.followsSettings && rulesChanged(game.settings, next)) restart.push(game);
      else game.applyPlay(next);
    }
    const busy = restart.filter((g) => g.inProgress);
    for (const game of restart) if (!game.inProgress) game.newGame(next);
    this.log.info(`settings changed: ${next.options.variant}, ${restart.length - busy.length} game(s) restarted, ${busy.length} under way`);
    if (busy.length > 0) {
      const yes = t('New Game');
      const no = t('Keep Playing');
      void vscode.window
        .showInformationMessage(t('Piecepack War settings changed. Start a new game with them? The game in progress ends.'), yes, no)
        .then((pick) => {
          if (pick !== yes) return;
          const latest = this.reader.read();
          for (const game of busy) game.newGame(latest);
        });
    }
    if (variantChanged) void this.broadcastStats();
  }

  private async broadcastStats(): Promise<void> {
    const snapshot = await this.statsSnapshot();
    for (const game of this.games()) game.showStats(snapshot);
    this.statsPanel.showStats(snapshot);
  }

  /** Simulates the variant in force, or the one named (a named variant's or a built-in's name: settings.json's hover). */
  private async simulate(name?: unknown): Promise<void> {
    await this.statsPanel.show();
    const named = this.reader.named.find(name);
    const builtIn = !named && isVariant(name) ? name : undefined;
    const override = named ? namedReader(named) : builtIn ? (n: string) => (n === 'variant' ? builtIn : undefined) : undefined;
    await this.simulations.start(this.reader.read(override));
  }
}

/** Where the game host's load began (the entry's clock), and what first needed it. */
export interface HostStart {
  /** performance.now() before the entry loaded this module. */
  loadStart: number;
  /** performance.now() once it was loaded. */
  loaded: number;
  /** What needed the host first: a command's id, or the kind of view VS Code asked for. */
  reason: string;
}

/**
 * Starts the game host (once, from the entry's host()): makes every part and logs how long the load took, a line the
 * end-to-end suite reads to know whether the host ran.
 */
export function startHost(context: vscode.ExtensionContext, log: vscode.LogOutputChannel, start: HostStart): Host {
  const host = new PiecepackWar(context, log);
  const end = performance.now();
  log.info(
    `game host loaded in ${(end - start.loadStart).toFixed(1)} ms (code loaded in ${(start.loaded - start.loadStart).toFixed(1)} ms, started in ${(end - start.loaded).toFixed(1)} ms) for ${start.reason}`,
  );
  return host;
}
