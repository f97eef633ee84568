// A variant's figures in words, for settings.json's hover and warning and New Game…'s pick lines: its length, how
// often it never ends, each seat's chance and its time at normal speed, from the CLI's default games and seed. Pure.
import { FIGURES_GAMES, type Stated, type Share, type VariantFigures } from '../../engine/src/index.ts';
import type { Translate } from './words.ts';

/** The seed every surface uses for figures: the CLI's default, so `piecepack-war figures` gives the same numbers. */
export const FIGURES_SEED = 1;
/** Games played for figures: the CLI's default. */
export const FIGURES_N = FIGURES_GAMES;
/** A variant is flagged when at least this share of its games never ends (a cycle or the cap). */
export const NEVER_ENDS_WARNING = 0.5;

/** A share as a percentage to a tenth (a number: the language writes it). */
const pct = (x: number): number => Math.round(x * 1000) / 10;

/** A time in seconds as "42 s", "3 min 5 s" or "1 h 2 min". */
export function duration(seconds: number, t: Translate): string {
  const s = Math.round(seconds);
  if (s < 60) return t('{0} s', s);
  if (s < 3600) return t('{0} min {1} s', Math.floor(s / 60), s % 60);
  return t('{0} h {1} min', Math.floor(s / 3600), Math.floor((s % 3600) / 60));
}

/** Games that never end: the cycle's and the cap's together. */
export function neverEndShare(f: VariantFigures): number {
  return f.games === 0 ? 0 : (f.neverEnds.cycle.count + f.neverEnds.cap.count) / f.games;
}

/** Which figures these are, said once: the games and the seed (the CLI's defaults). */
export function figuresSource(f: VariantFigures, t: Translate): string {
  return t('figures from {0} simulated games (seed {1}), as `piecepack-war figures` gives them', f.games, f.seed);
}

/** The warning for a variant whose games mostly never end, or null. */
export function neverEndsWarning(name: string, f: VariantFigures, t: Translate): string | null {
  const share = neverEndShare(f);
  if (share < NEVER_ENDS_WARNING) return null;
  const cap = f.neverEnds.maxTricks;
  const source = figuresSource(f, t);
  if (cap === null)
    return t(
      '{0} never ends in {1} % of games: they come back to a position they were in, and would repeat for ever. ({2})',
      name,
      pct(share),
      source,
    );
  return t(
    '{0} never ends in {1} % of games: {3} reached the cap of {4} tricks, {2} came back to a position they were in (they would repeat for ever). Change the pickup or the cap. ({5})',
    name,
    pct(share),
    f.neverEnds.cycle.count,
    f.neverEnds.cap.count,
    cap,
    source,
  );
}

function winLine(seat: number, w: Stated<Share>, t: Translate): string {
  if (!w.stated) return t('seat {0} wins: not stated ({1})', seat, w.why);
  return t('seat {0} wins {1} % ± {2} of finished games', seat, pct(w.value.rate), pct((w.value.high - w.value.low) / 2));
}

/** The expected length and time at normal speed, on one line (New Game…'s pick line), or why not. */
export function shortFigures(f: VariantFigures, t: Translate): string {
  const normal = f.time.find((x) => x.speed === 'normal');
  const parts: string[] = [];
  if (f.length.stated) {
    const mean = Math.round(f.length.value.mean);
    parts.push(f.unit === 'round' ? t('about {0:one=round|other=rounds}', mean) : t('about {0:one=trick|other=tricks}', mean));
  }
  if (normal?.seconds.stated) parts.push(t('{0} at normal speed', duration(normal.seconds.value.mean, t)));
  const never = neverEndShare(f);
  if (never > 0) parts.push(t('{0} % never end', pct(never)));
  return parts.length > 0 ? parts.join(' · ') : t('too few finished games for a length');
}

/** A time line for a speed the figures give (each string whole, for the strings' export). */
function timeLine(speed: string, v: { mean: string; median: string; p90: string }, t: Translate): string {
  if (speed === 'slow') return t('- time at slow speed: mean {0}, median {1}, 90th percentile {2}', v.mean, v.median, v.p90);
  if (speed === 'fast') return t('- time at fast speed: mean {0}, median {1}, 90th percentile {2}', v.mean, v.median, v.p90);
  return t('- time at normal speed: mean {0}, median {1}, 90th percentile {2}', v.mean, v.median, v.p90);
}

/** The hover: the figures as Markdown lines (the command link to simulate more games comes from the caller). */
export function figuresLines(name: string, f: VariantFigures, t: Translate): string[] {
  const lines = [`**${escapeMarkdown(name)}**: ${figuresSource(f, t)}`, ''];
  const unit = f.unit === 'round' ? t('rounds') : t('tricks');
  lines.push(
    f.length.stated
      ? t(
          '- length in {0} ({1} finished games): mean {2}, median {3}, 90th percentile {4}',
          unit,
          f.finished,
          f.length.value.mean,
          f.length.value.median,
          f.length.value.p90,
        )
      : t('- length: not stated ({0})', f.length.why),
  );
  lines.push(
    t('- never ends: {0} % ({1} by a cycle, {2} by the cap)', pct(neverEndShare(f)), f.neverEnds.cycle.count, f.neverEnds.cap.count),
  );
  if (f.draws.count > 0) lines.push(t('- draws: {0} % of finished games', pct(f.draws.rate)));
  f.wins.forEach((w, i) => lines.push(`- ${winLine(i + 1, w, t)}`));
  for (const s of f.time) {
    if (!s.seconds.stated) continue;
    const v = s.seconds.value;
    lines.push(timeLine(s.speed, { mean: duration(v.mean, t), median: duration(v.median, t), p90: duration(v.p90, t) }, t));
  }
  return lines;
}

/** A name made safe for Markdown: its punctuation escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (c) => `\\${c}`);
}

/**
 * The player's own results beside the figures' (the statistics page): "You won 58 % of 40 games; a seat wins 50 % ±
 * 3.1 when the computer plays every seat (1,000 games, seed 1)". A seat's expected share is the mean of the seats'
 * win shares; the ± is the widest seat's half-interval. Null when no game was played or no seat's share is stated.
 */
export function expectedWords(own: { games: number; wins: number }, f: VariantFigures, t: Translate): string | null {
  const stated = f.wins.flatMap((w) => (w.stated ? [w.value] : []));
  if (own.games === 0 || stated.length === 0 || stated.length !== f.wins.length) return null;
  const mean = stated.reduce((a, w) => a + w.rate, 0) / stated.length;
  const half = Math.max(...stated.map((w) => (w.high - w.low) / 2));
  return t(
    'You won {0} % of {1:one=game|other=games}; a seat wins {2} % ± {3} when the computer plays every seat ({4} games, seed {5})',
    pct(own.wins / own.games),
    own.games,
    pct(mean),
    pct(half),
    f.games,
    f.seed,
  );
}
