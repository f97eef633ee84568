// Summary statistics of game lengths from exact counts: mean, median, percentiles and a readable histogram.

/** A histogram bar: games whose length is in [from, to). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Length statistics over finished games (all zero when none finished). */
export interface LengthStats {
  mean: number;
  median: number;
  p90: number;
  p99: number;
  max: number;
  histogram: HistogramBin[];
}

/**
 * The q-quantile (0 < q <= 1) of a distribution given as counts by value: the smallest value v such that at least
 * q of all observations are <= v (the "nearest rank" definition: the median of 1,2,3,4 is 2).
 */
export function quantile(byValue: readonly number[], q: number): number {
  const total = byValue.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let v = 0; v < byValue.length; v++) {
    seen += byValue[v] ?? 0;
    if (seen >= rank) return v;
  }
  return byValue.length - 1;
}

/** A "nice" bin width (1, 2 or 5 times a power of ten) giving at most `bins` bars over a span. */
export function niceWidth(span: number, bins: number): number {
  const raw = Math.max(1, span / bins);
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

/** Groups counts by value into at most `bins` bars of a nice width, from the smallest to the largest value seen. */
export function histogram(byValue: readonly number[], bins = 30): HistogramBin[] {
  let lo = -1;
  let hi = -1;
  byValue.forEach((n, v) => {
    if (n > 0) {
      if (lo < 0) lo = v;
      hi = v;
    }
  });
  if (lo < 0) return [];
  const width = niceWidth(hi - lo + 1, bins);
  const start = Math.floor(lo / width) * width;
  const out: HistogramBin[] = [];
  for (let from = start; from <= hi; from += width) out.push({ from, to: from + width, count: 0 });
  for (let v = lo; v <= hi; v++) if (byValue[v]) out[Math.floor((v - start) / width)].count += byValue[v];
  return out;
}

/** Mean, median, p90, p99, max and histogram of a distribution given as counts by value. */
export function lengthStats(byValue: readonly number[], bins = 30): LengthStats {
  let total = 0;
  let sum = 0;
  let max = 0;
  byValue.forEach((n, v) => {
    if (n > 0) {
      total += n;
      sum += n * v;
      max = v;
    }
  });
  return {
    mean: total ? sum / total : 0,
    median: quantile(byValue, 0.5),
    p90: quantile(byValue, 0.9),
    p99: quantile(byValue, 0.99),
    max,
    histogram: histogram(byValue, bins),
  };
}

/** A 95% Wilson score interval for a proportion of `wins` in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 0 };
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { rate: p, low: centre - half, high: centre + half };
}
