// `piecepack-war figures`: how a variant plays (length, loops, seats' chances, time at the widget's speeds) from N seeded
// games, as text or JSON, or several variants side by side with --compare.
import {
  optionSpec,
  resolveOptions,
  secondsPerStep,
  shown,
  startFigures,
  VARIANT_NAMES,
  type OptionsInput,
  type Share,
  type SpeedTime,
  type Stated,
  type VariantFigures,
} from '../../engine/src/index.ts';
import { parseArgs, UsageError } from '../args.ts';
import { FIGURES_FLAGS, MAX_COMPARED } from '../flags.ts';
import { progressLine } from '../format.ts';
import type { Io } from '../io.ts';

/** Runs `figures`: one variant's figures, or several side by side. */
export function figuresCommand(argv: readonly string[], io: Io): number {
  const { options: input, flags } = parseArgs(argv, FIGURES_FLAGS);
  const games = (flags.games as number | undefined) ?? 1000;
  const seed = (flags.seed as number | undefined) ?? 1;
  const inputs = flags.compare === undefined ? [input] : compared(flags.compare as string, input);
  for (const one of inputs) {
    const r = resolveOptions(one);
    if (!r.ok) {
      const where = inputs.length > 1 ? ` (in ${shown(one.variant)})` : '';
      throw new UsageError(`--${flagOf(r.error.option)}${where}: ${r.error.message} (allowed: ${r.error.allowed})`);
    }
  }
  const all = inputs.map((one) => figuresOf(one, games, seed, io));
  if (flags.json) io.out(JSON.stringify(flags.compare === undefined ? all[0] : all));
  else for (const line of flags.compare === undefined ? oneText(all[0]) : compareText(all)) io.out(line);
  return 0;
}

/** The flag of an option or setting an error names. */
function flagOf(option: string): string {
  return optionSpec(option)?.flag ?? option;
}

/** The variants a --compare list names, each with the other game options given. */
function compared(list: string, input: OptionsInput): OptionsInput[] {
  if (input.variant !== undefined) throw new UsageError('--variant does not go with --compare: name every variant in the --compare list');
  const names = list.split(',').map((n) => n.trim());
  if (names.length < 2 || names.length > MAX_COMPARED)
    throw new UsageError(`--compare takes 2 to ${MAX_COMPARED} variant names separated by commas (got ${names.length})`);
  for (const name of names)
    if (!(VARIANT_NAMES as readonly string[]).includes(name))
      throw new UsageError(`--compare: ${shown(name)} is not a variant (allowed: ${VARIANT_NAMES.join(', ')})`);
  return names.map((variant) => ({ ...input, variant }));
}

/** One variant's figures, in slices with a progress line on a terminal. */
function figuresOf(input: OptionsInput, games: number, seed: number, io: Io): VariantFigures {
  const started = startFigures(input, { games, seed });
  if (!started.ok) throw new UsageError(`--${flagOf(started.error.option)}: ${started.error.message} (allowed: ${started.error.allowed})`);
  const run = started.value;
  const begun = performance.now();
  while (!run.run(Math.max(1, Math.ceil(games / 100)))) if (io.isTTY) io.progress(progressLine(run.done, games, performance.now() - begun));
  if (io.isTTY) io.progress(null);
  return run.figures()!;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const interval = (s: Share): string => `${pct(s.low)}-${pct(s.high)}`;

/** Seconds as people say them: 35 s, 4 min 38 s, 1 h 5 min. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.round(s / 60);
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

function stated<T>(figure: Stated<T>, say: (value: T) => string): string {
  return figure.stated ? say(figure.value) : figure.why;
}

function unitOf(f: VariantFigures): string {
  return f.unit === 'round' ? 'rounds' : 'tricks';
}

function timeLine(f: VariantFigures, t: SpeedTime): string {
  return `  time at ${t.speed} (${secondsPerStep(f.options.family, t.flipsPerSecond)} s a step): ${stated(t.seconds, (s) => `mean ${duration(s.mean)}, median ${duration(s.median)}, 90th percentile ${duration(s.p90)}`)}`;
}

/** The readable figures of one variant. */
function oneText(f: VariantFigures): string[] {
  const { cycle, cap } = f.neverEnds;
  const capText = f.neverEnds.maxTricks === null ? 'the cap' : `the cap of ${f.neverEnds.maxTricks.toLocaleString('en-US')} tricks`;
  return [
    `${f.variant}: figures from ${f.games} games (seed ${f.seed}); intervals are 95% (Wilson)`,
    `  length in ${unitOf(f)} (${f.finished} finished games): ${stated(f.length, (l) => `mean ${l.mean}, median ${l.median}, 90th percentile ${l.p90}`)}`,
    `  never ends: ${cycle.count} by a cycle (${pct(cycle.rate)}, ${interval(cycle)}), ${cap.count} stopped by ${capText} (${pct(cap.rate)}, ${interval(cap)})`,
    `  draws: ${f.draws.count} of ${f.draws.of} finished games (${pct(f.draws.rate)}, ${interval(f.draws)})`,
    ...f.wins.map((w, i) => `  seat ${i + 1} wins: ${stated(w, (s) => `${pct(s.rate)} of finished games (${interval(s)})`)}`),
    ...f.time.map((t) => timeLine(f, t)),
  ];
}

/** Several variants side by side: a row per figure, a column per variant. */
function compareText(all: VariantFigures[]): string[] {
  const seats = Math.max(...all.map((f) => f.wins.length));
  const short = (figure: Stated<unknown>, say: () => string): string => (figure.stated ? say() : 'not enough games');
  const rows: [string, ...string[]][] = [
    ['', ...all.map((f) => f.variant)],
    ['games', ...all.map((f) => String(f.games))],
    ['length unit', ...all.map(unitOf)],
    ['mean length', ...all.map((f) => short(f.length, () => String(f.length.stated && f.length.value.mean)))],
    ['median length', ...all.map((f) => short(f.length, () => String(f.length.stated && f.length.value.median)))],
    ['90th percentile', ...all.map((f) => short(f.length, () => String(f.length.stated && f.length.value.p90)))],
    ['cycles', ...all.map((f) => pct(f.neverEnds.cycle.rate))],
    ['capped', ...all.map((f) => pct(f.neverEnds.cap.rate))],
    ['draws', ...all.map((f) => pct(f.draws.rate))],
  ];
  for (let i = 0; i < seats; i++)
    rows.push([
      `seat ${i + 1} wins`,
      ...all.map((f) => {
        const w = f.wins[i];
        return w === undefined
          ? '-'
          : short(w, () => (w.stated ? `${pct(w.value.rate)} ±${(50 * (w.value.high - w.value.low)).toFixed(1)}` : ''));
      }),
    ]);
  for (const speed of all[0].time.map((t) => t.speed))
    rows.push([
      `median time, ${speed}`,
      ...all.map((f) => {
        const t = f.time.find((x) => x.speed === speed)!;
        return short(t.seconds, () => (t.seconds.stated ? duration(t.seconds.value.median) : ''));
      }),
    ]);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return [
    `figures from ${all[0].games} games per variant (seed ${all[0].seed}); lengths over finished games, wins ± half the 95% interval`,
    ...rows.map((r) => `  ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')}`.trimEnd()),
  ];
}
