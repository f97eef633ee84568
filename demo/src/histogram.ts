// Draws the simulator's game-length histogram as an SVG chart (bars, axes, median and 90% markers), with DOM calls only,
// in the page's language.
import type { SimSummary } from '../../engine/src/index.ts';
import type { PageSpeech } from './page-language.ts';

/** What the chart needs from a simulation summary. */
export type ChartSummary = SimSummary;

const NS = 'http://www.w3.org/2000/svg';
const W = 640;
const H = 300;
const PAD = { left: 56, right: 16, top: 18, bottom: 46 };

function svgEl(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A "nice" step for about `n` ticks up to `max`. */
function tickStep(max: number, n: number): number {
  const raw = Math.max(1, max / n);
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

/** The histogram of tricks per finished game as an <svg> (role img, with a text summary for screen readers). */
export function drawHistogram(s: ChartSummary, title: string, speech: PageSpeech): SVGSVGElement {
  const bins = s.tricks.histogram;
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'histogram', role: 'img' }) as SVGSVGElement;
  const tricks = (n: number) => speech.text('tricks', { n });
  const label = bins.length
    ? speech.text('chartLabel', { title, median: tricks(s.tricks.median), p90: tricks(s.tricks.p90), max: tricks(s.tricks.max) })
    : speech.text('chartEmpty', { title });
  svg.setAttribute('aria-label', label);
  svg.append(svgEl('title', {}, label));
  if (bins.length === 0) {
    svg.append(svgEl('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'axis-label' }, speech.text('chartNone')));
    return svg;
  }
  const lo = bins[0].from;
  const hi = bins[bins.length - 1].to;
  const top = Math.max(...bins.map((b) => b.count));
  const step = tickStep(top, 4);
  const yMax = Math.ceil(top / step) * step;
  const x = (v: number) => PAD.left + ((v - lo) / (hi - lo)) * (W - PAD.left - PAD.right);
  const y = (c: number) => H - PAD.bottom - (c / yMax) * (H - PAD.top - PAD.bottom);
  const grid = svgEl('g', { class: 'grid' });
  for (let c = 0; c <= yMax; c += step) {
    grid.append(svgEl('line', { x1: PAD.left, x2: W - PAD.right, y1: y(c), y2: y(c) }));
    grid.append(
      svgEl('text', { x: PAD.left - 6, y: y(c), 'text-anchor': 'end', 'dominant-baseline': 'central', class: 'tick' }, speech.num(c)),
    );
  }
  svg.append(grid);
  const bars = svgEl('g', { class: 'bars' });
  for (const b of bins) {
    const bar = svgEl('rect', {
      x: x(b.from) + 0.5,
      y: y(b.count),
      width: Math.max(1, x(b.to) - x(b.from) - 1),
      height: Math.max(0, y(0) - y(b.count)),
      class: 'bar',
    });
    bar.append(svgEl('title', {}, speech.text('chartBar', { from: b.from, to: b.to - 1, count: b.count })));
    bars.append(bar);
  }
  svg.append(bars);
  const axis = svgEl('g', { class: 'axis' });
  axis.append(svgEl('line', { x1: PAD.left, x2: W - PAD.right, y1: y(0), y2: y(0) }));
  const xStep = tickStep(hi - lo, 6);
  for (let v = Math.ceil(lo / xStep) * xStep; v <= hi; v += xStep) {
    axis.append(svgEl('line', { x1: x(v), x2: x(v), y1: y(0), y2: y(0) + 5 }));
    axis.append(svgEl('text', { x: x(v), y: y(0) + 18, 'text-anchor': 'middle', class: 'tick' }, speech.num(v)));
  }
  axis.append(
    svgEl('text', { x: (PAD.left + W - PAD.right) / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis-label' }, speech.text('chartX')),
  );
  axis.append(
    svgEl(
      'text',
      {
        x: 14,
        y: (PAD.top + H - PAD.bottom) / 2,
        'text-anchor': 'middle',
        transform: `rotate(-90 14 ${(PAD.top + H - PAD.bottom) / 2})`,
        class: 'axis-label',
      },
      speech.text('chartY'),
    ),
  );
  svg.append(axis);
  const marks = svgEl('g', { class: 'marks' });
  const mark = (v: number, name: string, cls: string, dy: number) => {
    if (v < lo || v > hi) return;
    marks.append(svgEl('line', { x1: x(v), x2: x(v), y1: PAD.top, y2: y(0), class: `mark ${cls}` }));
    marks.append(svgEl('text', { x: x(v) + 4, y: PAD.top + dy, class: `mark-label ${cls}` }, `${name} ${v}`));
  };
  mark(s.tricks.median, speech.text('chartMedian'), 'median', 8);
  mark(s.tricks.p90, new Intl.NumberFormat(speech.lang, { style: 'percent' }).format(0.9), 'p90', 22);
  svg.append(marks);
  return svg;
}
