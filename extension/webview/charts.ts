// Small SVG charts built with DOM calls (no markup strings, no inline styles): colours come from CSS classes that use
// VS Code's chart colours, so they follow the theme, high contrast included.
import type { Bin, VariantStatsView } from '../src/protocol.ts';
import { svg } from './dom.ts';
import { t } from './strings.ts';

/** A labelled chart: role img with the words a screen reader says. */
function chart(width: number, height: number, label: string, cls: string): SVGElement {
  return svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': label, class: `chart ${cls}` }, svg('title', {}, label));
}

/** One bar split into won, lost, drawn and watched games. */
export function resultsBar(s: VariantStatsView, width = 120, height = 12): SVGElement {
  const label = t('summaryLine', s.title, s.games, s.wins, s.losses, s.draws);
  const root = chart(width, height, label, 'results');
  const parts: [string, number][] = [['win', s.wins], ['loss', s.losses], ['draw', s.draws], ['watched', s.watched]];
  let x = 0;
  for (const [cls, n] of parts) {
    if (n === 0 || s.games === 0) continue;
    const w = (n / s.games) * width;
    root.append(svg('rect', { class: cls, x: x.toFixed(2), y: 0, width: w.toFixed(2), height }));
    x += w;
  }
  if (s.games === 0) root.append(svg('rect', { class: 'empty', x: 0, y: 0, width, height }));
  return root;
}

/** Games per length bucket, as small columns. */
export function lengthsChart(lengths: readonly number[], buckets: readonly number[], width = 120, height = 28): SVGElement {
  const label = `${t('lengths')}: ${buckets.map((b, i) => `${b}${i + 1 < buckets.length ? `-${buckets[i + 1] - 1}` : '+'} ${lengths[i] ?? 0}`).join(', ')}`;
  const root = chart(width, height, label, 'lengths');
  const top = Math.max(1, ...lengths);
  const w = width / buckets.length;
  lengths.forEach((n, i) => {
    const h = n === 0 ? 0 : Math.max(1.5, (n / top) * (height - 2));
    root.append(svg('rect', { class: 'bar', x: (i * w + 1).toFixed(2), y: (height - h).toFixed(2), width: (w - 2).toFixed(2), height: h.toFixed(2) }));
  });
  root.append(svg('line', { class: 'axis', x1: 0, y1: height - 0.5, x2: width, y2: height - 0.5 }));
  return root;
}

/** The simulation's game-length histogram: a bar per bin, tricks along the bottom, games up the side. */
export function histogram(bins: readonly Bin[], width = 640, height = 220): SVGElement {
  const root = chart(width, height, `${t('histogramLabel')}: ${bins.map((b) => `${b.from}-${b.to - 1}: ${b.count}`).join(', ')}`, 'histogram');
  const left = 48;
  const bottom = 28;
  const plotW = width - left - 8;
  const plotH = height - bottom - 8;
  const top = Math.max(1, ...bins.map((b) => b.count));
  const w = bins.length > 0 ? plotW / bins.length : plotW;
  bins.forEach((b, i) => {
    const h = b.count === 0 ? 0 : Math.max(1, (b.count / top) * plotH);
    const x = left + i * w;
    root.append(svg('rect', { class: 'bar', x: (x + 1).toFixed(2), y: (8 + plotH - h).toFixed(2), width: Math.max(1, w - 2).toFixed(2), height: h.toFixed(2) }, svg('title', {}, `${b.from}-${b.to - 1}: ${b.count}`)));
    const every = Math.ceil(bins.length / 8);
    if (i % every === 0) root.append(svg('text', { class: 'tick', x: x.toFixed(1), y: height - 10 }, String(b.from)));
  });
  root.append(svg('line', { class: 'axis', x1: left, y1: 8 + plotH + 0.5, x2: width - 8, y2: 8 + plotH + 0.5 }));
  root.append(svg('line', { class: 'axis', x1: left - 0.5, y1: 8, x2: left - 0.5, y2: 8 + plotH }));
  root.append(svg('text', { class: 'tick end', x: left - 6, y: 16 }, String(top)));
  root.append(svg('text', { class: 'tick end', x: left - 6, y: 8 + plotH }, '0'));
  root.append(svg('text', { class: 'axis-label', x: width - 8, y: height - 10, 'text-anchor': 'end' }, t('tricks')));
  return root;
}
