// The game view (editor panel and sidebar): a toolbar of VS Code buttons, the <piecepack-war> element, and in the
// sidebar a summary of the chosen variant's statistics. Saves the record (webview state + host) as the game moves.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { GameRecord } from '../../engine/src/record.ts';
import type { GameSetup, PanelCommand, PlaySettings, StatsSnapshot } from '../src/protocol.ts';
import { send, vscode } from './bridge.ts';
import { resultsBar } from './charts.ts';
import { el } from './dom.ts';
import { t } from './strings.ts';

/** What the panel uses of the <piecepack-war> element (its bundle is loaded separately; see docs/extension.md). */
interface PiecepackWarElement extends HTMLElement {
  record: GameRecord | null;
}

/** How long the record may lag behind the game before it is saved (autoplay at full speed steps very often). */
const SAVE_EVERY_MS = 250;
const PLAY_ATTRIBUTES = ['autoplay', 'speed', 'palette'];

/** The game view of one webview. */
export class GameView {
  private element: PiecepackWarElement | null = null;
  private over = false;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly table = el('div', { class: 'table' });
  private readonly summary = el('section', { class: 'summary', 'aria-label': 'statistics' });

  constructor(
    private readonly root: HTMLElement,
    private readonly compact: boolean,
  ) {}

  /** Builds the view and starts the game (resuming `record` when given). */
  async start(setup: GameSetup, record: GameRecord | null, stats: StatsSnapshot | null): Promise<void> {
    const buttons: [PanelCommand, string][] = this.compact
      ? [['newGame', 'newGame'], ['showStats', 'showStats']]
      : [['newGame', 'newGame'], ['showStats', 'showStats'], ['simulate', 'simulate'], ['exportRecord', 'exportRecord'], ['openSettings', 'openSettings']];
    const toolbar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('toolbar') });
    for (const [command, label] of buttons) {
      const button = el('vscode-button', { secondary: command !== 'newGame', 'data-command': command }, t(label));
      button.addEventListener('click', () => send({ type: 'command', command }));
      toolbar.append(button);
    }
    this.root.replaceChildren(toolbar, this.table, ...(this.compact ? [this.summary] : []));
    if (stats) this.showStats(stats);
    await this.newGame(setup, record);
  }

  /** Replaces the element with a fresh one for these settings (a clean new game), resuming `record` if given. */
  async newGame(setup: GameSetup, record: GameRecord | null = null): Promise<void> {
    if (!(await whenDefined())) {
      this.table.replaceChildren(el('p', { class: 'error', role: 'alert' }, t('missingElement')));
      return;
    }
    const element = document.createElement('piecepack-war') as PiecepackWarElement;
    for (const [name, value] of Object.entries(setup.attributes)) element.setAttribute(name, value);
    applyPlay(element, setup.play);
    element.addEventListener('pw-step', () => this.saveSoon());
    element.addEventListener('pw-new-game', () => {
      this.over = false;
      this.saveSoon();
    });
    element.addEventListener('pw-game-end', (e) => {
      this.over = true;
      const detail = (e as CustomEvent<{ record?: GameRecord }>).detail;
      this.saveNow();
      const ended = detail?.record ?? element.record;
      if (ended) send({ type: 'gameEnd', record: ended });
    });
    element.addEventListener('pw-error', (e) => {
      const detail = (e as CustomEvent<{ option?: unknown; message?: unknown }>).detail;
      send({ type: 'elementError', option: String(detail?.option ?? ''), message: String(detail?.message ?? '') });
    });
    this.element = element;
    this.over = false;
    this.table.replaceChildren(element);
    if (record) element.record = record;
    this.saveNow();
  }

  /** Only how the game plays changed. */
  play(play: PlaySettings): void {
    if (this.element) applyPlay(this.element, play);
  }

  /** Shows the summary of the current variant (sidebar only). */
  showStats(stats: StatsSnapshot): void {
    if (!this.compact) return;
    const s = stats.variants.find((v) => v.variant === stats.current);
    if (!s) {
      this.summary.replaceChildren(el('p', { class: 'muted' }, t('noGames')));
      return;
    }
    this.summary.replaceChildren(
      el('p', { class: 'summary-line' }, t('summaryLine', s.title, s.games, s.wins, s.losses, s.draws)),
      resultsBar(s, 200, 10),
      el('p', { class: 'muted' }, t('streakLine', s.streak, s.bestStreak)),
    );
  }

  private saveSoon(): void {
    if (this.saveTimer !== undefined) return;
    this.saveTimer = setTimeout(() => this.saveNow(), SAVE_EVERY_MS);
  }

  /** Keeps the record in the webview's state (restored after a reload) and tells the host. */
  private saveNow(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const record = this.element?.record ?? null;
    vscode.setState({ record });
    if (record) send({ type: 'progress', record, over: this.over });
  }
}

function applyPlay(element: HTMLElement, play: PlaySettings): void {
  for (const name of PLAY_ATTRIBUTES) element.removeAttribute(name);
  if (play.autoplay) element.setAttribute('autoplay', '');
  element.setAttribute('speed', play.speed);
  element.setAttribute('palette', play.palette);
}

/** Waits (briefly) for the element's bundle to define it. */
async function whenDefined(): Promise<boolean> {
  if (customElements.get('piecepack-war')) return true;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000));
  return Promise.race([customElements.whenDefined('piecepack-war').then(() => true as const), timeout]);
}
