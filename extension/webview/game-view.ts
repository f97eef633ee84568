// The game view (editor panel and sidebar): the <piecepack-war> element, and in the sidebar a summary of the current
// configuration's statistics. Its actions live in VS Code's title bars, not in the page. Saves the game (webview state
// and host) as it moves: record, whether it is over, the speed the player chose, and whether Auto-play moved in it.
import { FAMILY_FACTS, PLAY_SETTING_NAMES, type Family, type GameRecord } from '../../engine/src/index.ts';
import type { GameSetup, PlaySettings, ResumedGame, StatsSnapshot } from '../src/protocol.ts';
import { send, vscode } from './bridge.ts';
import { resultsBar } from './charts.ts';
import { el } from './dom.ts';
import { streakWords, t } from './strings.ts';

/** What the panel uses of the <piecepack-war> element (its bundle is loaded separately; see docs/extension.md). */
interface PiecepackWarElement extends HTMLElement {
  record: GameRecord | null;
  speed: string;
  readonly isPlaying: boolean;
  readonly options: { family: string } | null;
  /** Shows a step of the game (an older bundle may lack it). */
  replayTo?: (step: number | null) => void;
  readonly updateComplete: Promise<boolean>;
}

/** How long the record may lag behind the game before it is saved (autoplay at full speed steps very often). */
const SAVE_EVERY_MS = 250;

/** The game view of one webview. */
export class GameView {
  private element: PiecepackWarElement | null = null;
  private autoplayed = false;
  /** The game chosen with New Game… (the host's, kept with the record so a reload hands it back). */
  private choice: GameSetup['choice'];
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly table = el('div', { class: 'table' });
  private readonly summary = el('section', { class: 'summary', 'aria-label': t('statsTitle') });

  constructor(
    private readonly root: HTMLElement,
    private readonly compact: boolean,
  ) {
    // The person is in this view: the host's commands (Export...) act on its game.
    window.addEventListener('focus', () => send({ type: 'focus' }));
  }

  /** Builds the view and starts the game (resuming the saved one when given). */
  async start(setup: GameSetup, resume: ResumedGame | null, stats: StatsSnapshot | null): Promise<void> {
    this.root.replaceChildren(this.table, ...(this.compact ? [this.summary] : []));
    if (stats) this.showStats(stats);
    await this.newGame(setup, resume);
  }

  /** Replaces the element with a fresh one for these settings (a clean new game), resuming a saved game if given. */
  async newGame(setup: GameSetup, resume: ResumedGame | null = null): Promise<void> {
    if (!(await whenDefined())) {
      this.table.replaceChildren(el('p', { class: 'error', role: 'alert' }, t('missingElement')));
      return;
    }
    const element = document.createElement('piecepack-war') as PiecepackWarElement;
    this.choice = setup.choice;
    for (const [name, value] of Object.entries(setup.attributes)) element.setAttribute(name, value);
    applyPlay(element, setup.play);
    element.addEventListener('pw-step', () => {
      // Where a person makes no decision (FAMILY_FACTS), Auto-play plays the whole game for them.
      const family = element.options?.family as Family | undefined;
      if (element.isPlaying && family && FAMILY_FACTS[family]?.decisions === false) this.autoplayed = true;
      this.saveSoon();
    });
    element.addEventListener('pw-new-game', () => {
      // A fresh deal starts clean; a resumed game (its record replayed) keeps what it was.
      if ((element.record?.actions.length ?? 0) === 0) this.autoplayed = false;
      this.saveSoon();
    });
    element.addEventListener('pw-game-end', (e) => {
      const detail = (e as CustomEvent<{ record?: GameRecord }>).detail;
      this.saveNow();
      const ended = detail?.record ?? element.record;
      if (ended) send({ type: 'gameEnd', record: ended, autoplayed: this.autoplayed });
    });
    element.addEventListener('pw-error', (e) => {
      const detail = (e as CustomEvent<{ option?: unknown; message?: unknown }>).detail;
      const text = (v: unknown): string => (typeof v === 'string' ? v : '');
      send({ type: 'elementError', option: text(detail?.option), message: text(detail?.message) });
    });
    // The speed select inside the element: `input` crosses its shadow root; the new speed is set right after.
    element.addEventListener('input', () => setTimeout(() => this.saveNow(), 0));
    this.element = element;
    this.table.replaceChildren(element);
    this.autoplayed = resume?.autoplayed ?? false;
    // A resumed game is saved once the element has replayed it (its pw-new-game); a new one clears the saved game now.
    if (resume) element.record = resume.record;
    else this.saveNow();
    // A game link's step: shown once the record has been replayed.
    if (resume?.step !== undefined) {
      const step = resume.step;
      element.addEventListener('pw-new-game', () => void element.updateComplete.then(() => element.replayTo?.(step)), { once: true });
    }
    // Copy link: the webview cannot write the clipboard; the host does.
    element.addEventListener('pw-link', (e) => {
      e.preventDefault();
      send({ type: 'copyLink', link: (e as CustomEvent<{ link: string }>).detail.link });
    });
  }

  /** Only how the game plays changed. */
  play(play: PlaySettings): void {
    if (this.element) applyPlay(this.element, play);
  }

  /** Shows the summary of the current configuration (sidebar only). */
  showStats(stats: StatsSnapshot): void {
    if (!this.compact) return;
    const s = stats.rows.find((r) => r.key === stats.current);
    const auto = stats.rows.find((r) => r.key === stats.currentAutoplay);
    const autoLine = auto ? el('p', { class: 'muted' }, t('autoplayLine', auto.games)) : null;
    if (!s) {
      this.summary.replaceChildren(el('p', { class: 'muted' }, t('noGamesOf', stats.currentTitle)), ...(autoLine ? [autoLine] : []));
      return;
    }
    this.summary.replaceChildren(
      el('p', { class: 'summary-line' }, t('summaryLine', stats.currentTitle, s.games, s.wins, s.losses, s.draws)),
      resultsBar(s, 200, 10),
      el('p', { class: 'muted' }, t('streakLine', streakWords(s.streak), streakWords(s.bestStreak))),
      ...(autoLine ? [autoLine] : []),
    );
  }

  private saveSoon(): void {
    if (this.saveTimer !== undefined) return;
    this.saveTimer = setTimeout(() => this.saveNow(), SAVE_EVERY_MS);
  }

  /** Keeps the game in the webview's state (restored after a reload) and tells the host. */
  private saveNow(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const record = this.element?.record ?? null;
    const speed = this.element?.speed ?? 'normal';
    vscode.setState({ record, autoplayed: this.autoplayed, speed, ...(this.choice ? { choice: this.choice } : {}) });
    // A finished game's record carries the final state's hash.
    if (record) send({ type: 'progress', record, over: typeof record.final === 'string', speed, autoplayed: this.autoplayed });
  }
}

function applyPlay(element: HTMLElement, play: PlaySettings): void {
  for (const name of PLAY_SETTING_NAMES) {
    const value = play[name];
    // A switch is an attribute present or absent; a choice, its value.
    if (value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : value);
  }
}

/** Waits (briefly) for the element's bundle to define it. */
async function whenDefined(): Promise<boolean> {
  if (customElements.get('piecepack-war')) return true;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000));
  return Promise.race([customElements.whenDefined('piecepack-war').then(() => true as const), timeout]);
}
