// The end banner's figures and a small chart (SVG lines), from the game's record: for the War family and Tod und
// Leben tricks, wars, the longest war, lead changes and each seat's pieces over the game (game-figures.ts); for Steal
// War tricks, wars, steals, steals refused, protections and each seat's cards; for Stacked Deck War rounds, wars,
// actions bought, coins spent and the tiles each seat removed (decision-figures.ts). The chart has one accessible name
// that says each line in words; the lines differ in dash as well as colour.
import { html, svg, type TemplateResult } from 'lit';
import type { GameRecord } from '../../../engine/src/on-demand.ts';
import { decisionFiguresOfRecord } from './decision-figures.ts';
import { figuresOfRecord } from './game-figures.ts';
import { seatName } from '../i18n/naming.ts';
import { format, type WarStrings } from '../i18n/strings.ts';
export { figuresStyles } from '../styles/figures.styles.ts';

/** The chart's drawing box (the SVG scales to the banner's width). */
const W = 240;
const H = 56;
/** The most points a line is drawn with (a long game is sampled down). */
const MAX_POINTS = 120;

/** A line's points, sampled down to MAX_POINTS, in the drawing box. */
function points(values: readonly number[], top: number, steps: number): string {
  const every = Math.max(1, Math.ceil(values.length / MAX_POINTS));
  const kept = values.filter((_, i) => i % every === 0 || i === values.length - 1);
  const at = values.length > 1 ? kept.map((_, k) => Math.min(k * every, values.length - 1)) : [0];
  return kept
    .map((v, k) => {
      const x = steps > 0 ? (at[k] / steps) * (W - 4) + 2 : 2;
      const y = H - 2 - (top > 0 ? (v / top) * (H - 4) : 0);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** The words naming a figure. */
type FigureWord =
  | 'statTricks'
  | 'statWars'
  | 'statLongest'
  | 'statLeads'
  | 'statSteals'
  | 'statRefused'
  | 'statProtections'
  | 'statRounds'
  | 'statBought'
  | 'statCoins';

/** What the end shows of any game: its figures in order, each seat's line, and what the lines count. */
export interface FigureSheet {
  figures: [FigureWord, number][];
  series: number[][];
  /** The chart's name: each seat's pieces held, or the tiles each seat removed (Stacked Deck War). */
  chart: 'chartLabel' | 'chartRemoved';
}

/** The sheet of a game's record, whatever its family (null when it does not replay). */
export function sheetOfRecord(record: GameRecord): FigureSheet | null {
  const d = decisionFiguresOfRecord(record);
  if (d?.family === 'steal-war') {
    const figures: [FigureWord, number][] = [
      ['statTricks', d.tricks],
      ['statWars', d.wars],
      ['statSteals', d.steals],
      ['statRefused', d.refused],
      ['statProtections', d.protections],
    ];
    return { figures, series: d.series, chart: 'chartLabel' };
  }
  if (d?.family === 'stacked-deck') {
    const figures: [FigureWord, number][] = [
      ['statRounds', d.rounds],
      ['statWars', d.wars],
      ['statBought', d.bought],
      ['statCoins', d.coins],
    ];
    return { figures, series: d.series, chart: 'chartRemoved' };
  }
  const f = figuresOfRecord(record);
  if (!f) return null;
  const figures: [FigureWord, number][] = [
    ['statTricks', f.tricks],
    ['statWars', f.wars],
    ['statLongest', f.longestWar],
    ['statLeads', f.leadChanges],
  ];
  return { figures, series: f.series, chart: 'chartLabel' };
}

/** The figures of a finished game, cached by record (a finished game's record no longer changes). */
export class EndFigures {
  private of: GameRecord | null = null;
  private sheet: FigureSheet | null = null;

  /** The figures of `record` (null when it does not replay). */
  read(record: GameRecord): FigureSheet | null {
    if (this.of?.seed !== record.seed || this.of.actions.length !== record.actions.length) {
      this.of = record;
      this.sheet = sheetOfRecord(record);
    }
    return this.sheet;
  }

  /** The figures and chart under the end banner. */
  render(record: GameRecord, t: WarStrings): TemplateResult | null {
    const f = this.read(record);
    if (!f) return null;
    const top = Math.max(1, ...f.series.flat());
    const steps = Math.max(0, ...f.series.map((s) => s.length - 1));
    const lines = f.series.map((s, seat) =>
      format(t.chartLine, { seat: seatName(seat, t), start: s[0] ?? 0, end: s[s.length - 1] ?? 0, max: Math.max(0, ...s) }, t.locale),
    );
    const n = (v: number) => format('{v}', { v }, t.locale);
    const figure = (label: string, value: number) => html`<div class="figure"><dt>${label}</dt><dd>${n(value)}</dd></div>`;
    return html`<div class="figures" part="figures">
      <dl class="figure-list">
        ${f.figures.map(([word, value]) => figure(t[word], value))}
      </dl>
      <svg class="chart" part="chart" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" role="img" aria-label=${format(t[f.chart], { lines: lines.join('; ') }, t.locale)}>
        ${f.series.map((s, seat) => svg`<polyline class="line line-${seat % 6}" points=${points(s, top, steps)} vector-effect="non-scaling-stroke"></polyline>`)}
      </svg>
      <ul class="legend" aria-hidden="true">
        ${f.series.map((s, seat) => html`<li><span class="swatch line-${seat % 6}"></span>${seatName(seat, t)}: ${n(s[s.length - 1] ?? 0)}</li>`)}
      </ul>
    </div>`;
  }
}
