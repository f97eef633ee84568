// The statistics page: a VS Code table of every variant played, with a results bar and a game-length chart per row,
// and the last simulation's histogram below.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-table/index.js';
import '@vscode-elements/elements/dist/vscode-table-header/index.js';
import '@vscode-elements/elements/dist/vscode-table-header-cell/index.js';
import '@vscode-elements/elements/dist/vscode-table-body/index.js';
import '@vscode-elements/elements/dist/vscode-table-row/index.js';
import '@vscode-elements/elements/dist/vscode-table-cell/index.js';
import type { PanelCommand, SimulationReport, StatsSnapshot, VariantStatsView } from '../src/protocol.ts';
import { send } from './bridge.ts';
import { histogram, lengthsChart, resultsBar } from './charts.ts';
import { el } from './dom.ts';
import { t } from './strings.ts';

const fixed = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The statistics page of one webview. */
export class StatsView {
  private readonly table = el('section', { class: 'stats', 'aria-labelledby': 'stats-title' });
  private readonly simulation = el('section', { class: 'simulation', 'aria-live': 'polite' });

  constructor(private readonly root: HTMLElement) {}

  /** Builds the page. */
  start(stats: StatsSnapshot | null): void {
    const toolbar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('toolbar') });
    const buttons: [PanelCommand, string][] = [['newGame', 'newGame'], ['simulate', 'simulate'], ['resetStats', 'resetStats']];
    for (const [command, label] of buttons) {
      const button = el('vscode-button', { secondary: command !== 'newGame', 'data-command': command }, t(label));
      button.addEventListener('click', () => send({ type: 'command', command }));
      toolbar.append(button);
    }
    this.root.replaceChildren(el('h1', { id: 'stats-title' }, t('statsTitle')), toolbar, this.table, this.simulation);
    if (stats) this.showStats(stats);
  }

  /** Redraws the table. */
  showStats(stats: StatsSnapshot): void {
    if (stats.variants.length === 0) {
      this.table.replaceChildren(el('p', { class: 'muted', 'data-empty': true }, t('noGames')));
      return;
    }
    const headers = ['variant', 'games', 'won', 'lost', 'drawn', 'streak', 'tricks', 'wars', 'results', 'lengths'];
    const header = el('vscode-table-header', { slot: 'header' }, ...headers.map((h) => el('vscode-table-header-cell', {}, t(h))));
    const rows = stats.variants.map((s) => this.row(s, stats.lengthBuckets));
    const table = el('vscode-table', { zebra: true, 'bordered-columns': true, 'aria-label': t('statsTitle') }, header, el('vscode-table-body', { slot: 'body' }, ...rows));
    this.table.replaceChildren(table);
  }

  private row(s: VariantStatsView, buckets: readonly number[]): HTMLElement {
    const cell = (...content: (Node | string)[]): HTMLElement => el('vscode-table-cell', {}, ...content);
    const average = s.games > 0 ? fixed(s.tricks / s.games) : '-';
    return el(
      'vscode-table-row',
      { 'data-variant': s.variant },
      cell(s.title),
      cell(el('span', { 'data-field': 'games' }, String(s.games))),
      cell(el('span', { 'data-field': 'wins' }, String(s.wins))),
      cell(el('span', { 'data-field': 'losses' }, String(s.losses))),
      cell(el('span', { 'data-field': 'draws' }, String(s.draws))),
      cell(`${s.streak} (${t('bestStreak')} ${s.bestStreak})`),
      cell(`${s.shortest ?? '-'} / ${average} / ${s.longest ?? '-'}`),
      cell(`${s.wars} (${t('deepestWar')} ${s.deepestWar})`),
      cell(resultsBar(s)),
      cell(lengthsChart(s.lengths, buckets)),
    );
  }

  /** Shows a simulation's progress or result. */
  showSimulation(r: SimulationReport): void {
    const running = r.done < r.total;
    this.simulation.replaceChildren(
      el('h2', {}, t('simulation')),
      el('p', { 'data-field': 'simulation-status' }, running ? t('simulating', r.title, r.done, r.total) : t('simulated', r.title, r.done)),
      el('dl', { class: 'figures' },
        el('dt', {}, t('mean')), el('dd', {}, fixed(r.mean)),
        el('dt', {}, t('median')), el('dd', {}, String(r.median)),
        el('dt', {}, t('p90')), el('dd', {}, String(r.p90)),
        el('dt', {}, t('max')), el('dd', {}, String(r.max)),
      ),
      el('p', { class: 'muted' }, t('unfinished', r.capped, r.cycles, r.draws)),
      histogram(r.histogram),
    );
  }
}
