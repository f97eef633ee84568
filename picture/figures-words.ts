// A variant's figures in words: the sentences How to play ends with (help-figures.ts) and a fence's build-time figures
// (markdown/src/fence-figures.ts) say, from the engine's VariantFigures and a language's `howTo` strings. No DOM.
import type { VariantFigures } from '../engine/src/on-demand.ts';
import { sentence, type HowToLine, type WarHelpStrings } from './how-to-words.ts';

/** The sentences that tell the figures: length (or too few games ended), time at normal speed, games that never end. */
export function figuresLines(f: VariantFigures): HowToLine[] {
  const games = f.games;
  const lines: HowToLine[] = [];
  if (f.length.stated) {
    const { mean, p90 } = f.length.value;
    lines.push({
      key: f.unit === 'round' ? 'figures.length.round' : 'figures.length.trick',
      values: { games, mean: Math.round(mean), p90: Math.round(p90) },
    });
  } else lines.push({ key: 'figures.unstated', values: { games } });
  const normal = f.time.find((t) => t.speed === 'normal')?.seconds;
  if (normal?.stated)
    lines.push(
      normal.value.mean < 60
        ? { key: 'figures.time.short' }
        : { key: 'figures.time', values: { minutes: Math.round(normal.value.mean / 60) } },
    );
  const never = f.neverEnds.cycle.count + f.neverEnds.cap.count;
  lines.push(never === 0 ? { key: 'figures.always' } : { key: 'figures.never', values: { count: never, k: Math.round(games / never) } });
  return lines;
}

/** The figures paragraph in the language (`h`), or the line saying they are being worked out. */
export function figuresParagraph(f: VariantFigures | 'working', h: WarHelpStrings, locale: string): string {
  if (f === 'working') return sentence({ key: 'figures.working' }, h, locale);
  return figuresLines(f)
    .map((line) => sentence(line, h, locale))
    .join(' ');
}
