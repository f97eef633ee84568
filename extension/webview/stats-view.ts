// The statistics page: a card per configuration (variant + options, the player's own games apart from Auto-play's)
// with labelled figures, a results chart with its legend and a game-length chart with axes, in a grid that wraps to one
// column in a half-width editor; then one card per simulation (progress, result or cancellation). Actions are in the
// editor's title bar; the page has a button only where there is nothing else to do (no games yet, set-aside copies).
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { PanelCommand, SimulationReport, StatsRow, StatsSnapshot } from '../src/protocol.ts';
import { send } from './bridge.ts';
import { histogram, lengthsChart, resultsWithLegend } from './charts.ts';
import { el } from './dom.ts';
import { num, streakWords, t } from './strings.ts';

const fixed = num;

/** A VS Code button that asks the host to run a command. */
function commandButton(command: PanelCommand, label: string, secondary = false): HTMLElement {
  const button = el('vscode-button', { secondary, 'data-command': command }, label);
  button.addEventListener('click', () => send({ type: 'command', command }));
  return button;
}

/** A definition list of labelled figures. */
function figures(rows: [string, string, string?][]): HTMLElement {
  return el(
    'dl',
    { class: 'figures' },
    ...rows.flatMap(([term, value, field]) => [el('dt', {}, term), el('dd', field ? { 'data-field': field } : {}, value)]),
  );
}

/** The statistics page of one webview. */
export class StatsView {
  private readonly notes = el('div', { class: 'notes' });
  private readonly cards = el('section', { class: 'cards', 'aria-labelledby': 'stats-title' });
  private readonly simulations = el('section', { class: 'cards simulations', 'aria-live': 'polite' });
  private readonly reports = new Map<string, HTMLElement>();

  constructor(private readonly root: HTMLElement) {}

  /** Builds the page. */
  start(stats: StatsSnapshot | null): void {
    this.root.replaceChildren(el('h1', { id: 'stats-title' }, t('statsTitle')), this.notes, this.cards, this.simulations);
    if (stats) this.showStats(stats);
  }

  /** Redraws the cards. */
  showStats(stats: StatsSnapshot): void {
    const notes: HTMLElement[] = [];
    if (stats.readOnly) notes.push(el('p', { class: 'note', role: 'note', 'data-note': 'read-only' }, t('readOnly')));
    if (stats.setAside > 0)
      notes.push(
        el(
          'p',
          { class: 'note', 'data-note': 'set-aside' },
          t('setAside', stats.setAside),
          ' ',
          commandButton('restoreStats', t('seeSetAside'), true),
        ),
      );
    this.notes.replaceChildren(...notes);
    if (stats.rows.length === 0) {
      this.cards.replaceChildren(
        el(
          'div',
          { class: 'empty-state', 'data-empty': true },
          el('p', { class: 'muted' }, t('noGames')),
          commandButton('newGame', t('newGame')),
        ),
      );
      return;
    }
    this.cards.replaceChildren(
      ...stats.rows.map((s) => this.card(s, s.key === stats.current, s.key === stats.current ? stats.currentExpected : undefined)),
    );
  }

  private card(s: StatsRow, current: boolean, expected?: string): HTMLElement {
    const unit = s.unit === 'rounds' ? t('rounds') : t('tricks');
    const average = s.games > 0 && s.length > 0 ? fixed(s.length / s.games) : '-';
    const rows: [string, string, string?][] = [
      [t('games'), num(s.games), 'games'],
      [t('won'), num(s.wins), 'wins'],
      [t('lost'), num(s.losses), 'losses'],
      [t('drawn'), num(s.draws), 'draws'],
    ];
    if (s.watched > 0) rows.push([t('watched'), num(s.watched), 'watched']);
    if (s.mode === 'own') rows.push([t('streak'), t('streakValue', streakWords(s.streak), streakWords(s.bestStreak)), 'streak']);
    rows.push([
      s.unit === 'rounds' ? t('lengthRounds') : t('lengthTricks'),
      t('lengthValue', s.shortest ?? '-', average, s.longest ?? '-'),
      'length',
    ]);
    rows.push([t('wars'), t('warsValue', s.wars, s.deepestWar), 'wars']);
    const subtitle = [s.config, s.mode === 'autoplay' ? t('autoplay') : t('own')].filter(Boolean).join(' · ');
    return el(
      'article',
      {
        class: current ? 'card current' : 'card',
        'data-variant': s.variant,
        'data-mode': s.mode,
        'data-key': s.key,
        'aria-label': `${s.title}: ${subtitle}`,
      },
      el('h2', {}, s.title),
      el('p', { class: 'muted subtitle' }, subtitle),
      figures(rows),
      // The player's results beside the expected ones (the host's words; text only).
      ...(expected ? [el('p', { class: 'muted expected', 'data-expected': true }, expected)] : []),
      resultsWithLegend(s),
      lengthsChart(s.lengths, s.buckets, unit),
    );
  }

  /** Shows a simulation's progress, result or cancellation (one card per variant, newest first). */
  showSimulation(r: SimulationReport): void {
    const unit = r.unit === 'rounds' ? t('rounds') : t('tricks');
    const status =
      r.state === 'running'
        ? t('simulating', r.done, r.total)
        : r.state === 'cancelled'
          ? t('cancelled', r.done, r.total)
          : r.inHost !== null
            ? t('simulatedInHost', r.done, num(r.elapsedMs / 1000), r.inHost)
            : t('simulated', r.done, r.threads, num(r.elapsedMs / 1000));
    const finished = Math.max(1, r.finished);
    const seats = el(
      'ul',
      { class: 'seats' },
      ...r.seats.map((s, i) => el('li', { 'data-seat': i }, `${s.name}: ${t('winsValue', s.wins, num((100 * s.wins) / finished))}`)),
    );
    const why = (word: string, n: number, text: string, field: string): HTMLElement =>
      el('li', { 'data-field': field }, el('strong', {}, `${word} ${n}`), `: ${text}`);
    const card = el(
      'article',
      { class: 'card simulation', 'data-variant': r.variant, 'data-state': r.state },
      el('h2', {}, t('simulation', r.config ? `${r.title} · ${r.config}` : r.title)),
      el('p', { 'data-field': 'simulation-status', class: r.state === 'cancelled' ? 'status cancelled' : 'status' }, status),
      figures([
        [t('mean'), `${fixed(r.mean)} ${unit}`],
        [t('median'), `${r.median} ${unit}`],
        [t('p90'), `${r.p90} ${unit}`],
        [t('max'), `${r.max} ${unit}`],
      ]),
      el('h3', {}, t('winsPerSeat')),
      seats,
      el(
        'ul',
        { class: 'unfinished' },
        why(t('draws'), r.draws, t('drawsWhy'), 'draws'),
        why(t('capped'), r.capped, t('cappedWhy'), 'capped'),
        why(t('cycles'), r.cycles, t('cyclesWhy'), 'cycles'),
      ),
      histogram(r.histogram, unit),
    );
    const before = this.reports.get(r.variant);
    this.reports.set(r.variant, card);
    if (before) before.replaceWith(card);
    else this.simulations.prepend(card);
  }
}
