// Small SVG charts built with DOM calls (no markup strings, no inline styles): colours come from CSS classes (a
// colour-blind-safe palette that follows the theme, high contrast included). Every chart has a legend or axes in text.
import type { Bin, StatsRow } from '../src/protocol.ts';
import { el, svg } from './dom.ts';
import { t } from './strings.ts';

/** A labelled chart: role img with the words a screen reader says. */
function chart(width: number, height: number, label: string, cls: string): SVGElement {
  return svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': label, class: `chart ${cls}` },
    svg('title', {}, label),
  );
}

/** The results of a row, in order: won, lost, drawn, watched (with their CSS class and words). */
function results(s: Pick<StatsRow, 'wins' | 'losses' | 'draws' | 'watched'>): [string, string, number][] {
  return [
    ['win', t('won'), s.wins],
    ['loss', t('lost'), s.losses],
    ['draw', t('drawn'), s.draws],
    ['watched', t('watched'), s.watched],
  ];
}

/** One bar split into won, lost, drawn and watched games. */
export function resultsBar(s: StatsRow, width = 120, height = 12): SVGElement {
  const label = t('summaryLine', s.title, s.games, s.wins, s.losses, s.draws);
  const root = chart(width, height, label, 'results');
  let x = 0;
  for (const [cls, , n] of results(s)) {
    if (n === 0 || s.games === 0) continue;
    const w = (n / s.games) * width;
    root.append(svg('rect', { class: cls, x: x.toFixed(2), y: 0, width: w.toFixed(2), height }));
    x += w;
  }
  if (s.games === 0) root.append(svg('rect', { class: 'empty', x: 0, y: 0, width, height }));
  return root;
}

/** The results bar with its legend: a swatch, the word and the count for each outcome that happened. */
export function resultsWithLegend(s: StatsRow): HTMLElement {
  const legend = el(
    'ul',
    { class: 'legend' },
    ...results(s)
      .filter(([, , n]) => n > 0)
      .map(([cls, word, n]) =>
        el(
          'li',
          {},
          svg(
            'svg',
            { class: `swatch ${cls}`, viewBox: '0 0 10 10', width: 10, height: 10, 'aria-hidden': 'true' },
            svg('rect', { x: 0, y: 0, width: 10, height: 10 }),
          ),
          `${word} ${n}`,
        ),
      ),
  );
  return el('figure', { class: 'results-figure' }, resultsBar(s, 240, 14), el('figcaption', {}, legend));
}

/** Games per length bucket: columns with a labelled count axis and the buckets' bounds along the bottom. */
export function lengthsChart(lengths: readonly number[], buckets: readonly number[], unit: string, width = 260, height = 110): SVGElement {
  const range = (i: number): string => `${buckets[i]}${i + 1 < buckets.length ? `-${buckets[i + 1] - 1}` : '+'}`;
  const label = `${t('lengths')} (${unit}): ${buckets.map((_, i) => `${range(i)}: ${lengths[i] ?? 0}`).join(', ')}`;
  const root = chart(width, height, label, 'lengths');
  const left = 30;
  const bottom = 30;
  const top = 16;
  const plotW = width - left - 4;
  const plotH = height - bottom - top;
  const most = Math.max(1, ...lengths);
  const w = plotW / buckets.length;
  lengths.forEach((n, i) => {
    const h = n === 0 ? 0 : Math.max(1.5, (n / most) * plotH);
    const x = left + i * w;
    root.append(
      svg(
        'rect',
        { class: 'bar', x: (x + 1).toFixed(2), y: (top + plotH - h).toFixed(2), width: (w - 2).toFixed(2), height: h.toFixed(2) },
        svg('title', {}, `${range(i)}: ${n}`),
      ),
    );
    root.append(
      svg('text', { class: 'tick', x: (x + w / 2).toFixed(1), y: top + plotH + 12, 'text-anchor': 'middle' }, String(buckets[i])),
    );
  });
  axes(root, left, top, plotW, plotH, most, height, unit);
  return root;
}

/** Both axes, the largest count and 0 up the side, and the axis titles (games up, the unit along). */
function axes(root: SVGElement, left: number, top: number, plotW: number, plotH: number, most: number, height: number, unit: string): void {
  root.append(svg('line', { class: 'axis', x1: left, y1: top + plotH + 0.5, x2: left + plotW, y2: top + plotH + 0.5 }));
  root.append(svg('line', { class: 'axis', x1: left - 0.5, y1: top, x2: left - 0.5, y2: top + plotH }));
  root.append(svg('text', { class: 'tick', x: left - 4, y: top + 8, 'text-anchor': 'end' }, String(most)));
  root.append(svg('text', { class: 'tick', x: left - 4, y: top + plotH, 'text-anchor': 'end' }, '0'));
  root.append(svg('text', { class: 'axis-label', x: left - 4, y: top - 5, 'text-anchor': 'start' }, t('gamesAxis')));
  root.append(svg('text', { class: 'axis-label', x: left + plotW, y: height - 3, 'text-anchor': 'end' }, unit));
}

/** The simulation's game-length histogram: a bar per bin, lengths along the bottom, games up the side. */
export function histogram(bins: readonly Bin[], unit: string, width = 480, height = 200): SVGElement {
  const root = chart(
    width,
    height,
    `${t('histogramLabel', unit)}: ${bins.map((b) => `${b.from}-${b.to - 1}: ${b.count}`).join(', ')}`,
    'histogram',
  );
  const left = 44;
  const bottom = 32;
  const top = 18;
  const plotW = width - left - 8;
  const plotH = height - bottom - top;
  const most = Math.max(1, ...bins.map((b) => b.count));
  const w = bins.length > 0 ? plotW / bins.length : plotW;
  const every = Math.max(1, Math.ceil(bins.length / 6));
  bins.forEach((b, i) => {
    const h = b.count === 0 ? 0 : Math.max(1, (b.count / most) * plotH);
    const x = left + i * w;
    root.append(
      svg(
        'rect',
        {
          class: 'bar',
          x: (x + 1).toFixed(2),
          y: (top + plotH - h).toFixed(2),
          width: Math.max(1, w - 2).toFixed(2),
          height: h.toFixed(2),
        },
        svg('title', {}, `${b.from}-${b.to - 1}: ${b.count}`),
      ),
    );
    if (i % every === 0) root.append(svg('text', { class: 'tick', x: x.toFixed(1), y: top + plotH + 14 }, String(b.from)));
  });
  axes(root, left, top, plotW, plotH, most, height, unit);
  return root;
}
