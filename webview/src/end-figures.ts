// The end banner's figures for the War family and Tod und Leben: tricks, wars, the longest war, lead changes, and a
// small chart (SVG lines) of each seat's pieces over the game, from the game's record (game-figures.ts). The chart
// has one accessible name that says each line in words; the lines differ in dash as well as colour.
import { html, svg, type TemplateResult } from 'lit';
import type { GameRecord } from '../../engine/src/on-demand.ts';
import { figuresOfRecord, type GameFigures } from './game-figures.ts';
import { seatName } from './naming.ts';
import { format, type WarStrings } from './strings.ts';

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

/** The figures of a finished game, cached by record (a finished game's record no longer changes). */
export class EndFigures {
  private of: GameRecord | null = null;
  private figures: GameFigures | null = null;

  /** The figures of `record` (null when it does not replay). */
  read(record: GameRecord): GameFigures | null {
    if (this.of?.seed !== record.seed || this.of.actions.length !== record.actions.length) {
      this.of = record;
      this.figures = figuresOfRecord(record);
    }
    return this.figures;
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
        ${figure(t.statTricks, f.tricks)}${figure(t.statWars, f.wars)}${figure(t.statLongest, f.longestWar)}${figure(t.statLeads, f.leadChanges)}
      </dl>
      <svg class="chart" part="chart" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" role="img" aria-label=${format(t.chartLabel, { lines: lines.join('; ') }, t.locale)}>
        ${f.series.map((s, seat) => svg`<polyline class="line line-${seat % 6}" points=${points(s, top, steps)} vector-effect="non-scaling-stroke"></polyline>`)}
      </svg>
      <ul class="legend" aria-hidden="true">
        ${f.series.map((s, seat) => html`<li><span class="swatch line-${seat % 6}"></span>${seatName(seat, t)}: ${n(s[s.length - 1] ?? 0)}</li>`)}
      </ul>
    </div>`;
  }
}
