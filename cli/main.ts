// The piecepack-war command line: simulate, figures, play, replay, render, bench, variants. Usage errors exit with code 2.
import { GAME_OPTIONS, optionHelp, OWN_FLAGS_ONLY, UsageError, type FlagSpec, type Takes } from './args.ts';
import {
  BENCH_FLAGS,
  FIGURES_FLAGS,
  PLAY_FLAGS,
  RENDER_FLAGS,
  RENDER_TAKES,
  REPLAY_FLAGS,
  REPLAY_TAKES,
  SIMULATE_FLAGS,
  VARIANTS_FLAGS,
} from './flags.ts';
import { shown } from '../engine/src/index.ts';
import { processIo, type Io } from './io.ts';
import { cliVersion } from './version.ts';

interface Command {
  usage: string;
  about: string;
  flags: FlagSpec[];
  /** What it takes besides its own flags (the command passes the same to parseArgs). */
  takes: Takes;
  /** The command's code, imported when it runs (so a run loads only its own command's modules). */
  load(): Promise<Run>;
}

/** A command's code: runs it with its arguments and returns the exit code. */
type Run = (argv: readonly string[], io: Io) => number | Promise<number>;

/** Every command, with the flags and words it takes: parseArgs refuses anything else. */
export const COMMANDS: Record<string, Command> = {
  simulate: {
    usage: 'simulate [options] --games N --seed S [--workers K] [--give S:RANKS] [--exhaustive] [--keep-cycles DIR] [--json]',
    about: 'Plays N seeded games (or every distinct deal) and summarises them: finished, draws, cycles, wins, length, turns, wars.',
    flags: SIMULATE_FLAGS,
    takes: GAME_OPTIONS,
    load: async () => (await import('./commands/simulate.ts')).simulateCommand,
  },
  figures: {
    usage: 'figures [options] [--games N] [--seed S] [--json] | figures --compare V1,V2,... [options] [--json]',
    about: "How a variant plays, from N seeded games: median and p90 length, games that never end, each seat's wins, time at each speed.",
    flags: FIGURES_FLAGS,
    takes: GAME_OPTIONS,
    load: async () => (await import('./commands/figures.ts')).figuresCommand,
  },
  play: {
    usage: 'play [options] --seed S [--deal "A,B;C,D" | --give S:RANKS] [--json]',
    about: 'Plays one game and prints its log, or its game record with --json.',
    flags: PLAY_FLAGS,
    takes: GAME_OPTIONS,
    load: async () => (await import('./commands/play.ts')).playCommand,
  },
  replay: {
    usage: 'replay FILE [--json]',
    about: 'Replays a game record and reports the final state, or where it diverges.',
    flags: REPLAY_FLAGS,
    takes: REPLAY_TAKES,
    load: async () => (await import('./commands/replay.ts')).replayCommand,
  },
  render: {
    usage: 'render FILE (--out x.svg|x.png|x.gif | --text) [--step K] [--theme light|dark] [--from A --to B --pace MS] [--width PX]',
    about: "Draws a record's position after K actions (SVG, PNG, or a Unicode diagram), or an animated GIF of steps.",
    flags: RENDER_FLAGS,
    takes: RENDER_TAKES,
    load: async () => (await import('./commands/render.ts')).renderCommand,
  },
  bench: {
    usage: 'bench [--games N] [--memory-games N] [--only NAME] [--json]',
    about: 'Every War-family game against the C references (ours, C, ratio), the standard benchmark, memory, the decision games.',
    flags: BENCH_FLAGS,
    takes: OWN_FLAGS_ONLY,
    load: async () => (await import('./commands/bench.ts')).benchCommand,
  },
  variants: {
    usage: 'variants [--json]',
    about: 'Lists the built-in variants and every option with its allowed values.',
    flags: VARIANTS_FLAGS,
    takes: OWN_FLAGS_ONLY,
    load: async () => (await import('./commands/variants.ts')).variantsCommand,
  },
};

const TRICK = 'A trick is one top-level battle: a whole war, however deep, counts as one trick.';

function help(name?: string): string[] {
  if (name && COMMANDS[name]) {
    const c = COMMANDS[name];
    return [
      `usage: piecepack-war ${c.usage}`,
      '',
      c.about,
      TRICK,
      '',
      'flags:',
      ...c.flags.map((f) => `  --${f.name.padEnd(18)} ${f.doc}`),
      ...(c.takes.engineOptions ? ['', 'game options (see `piecepack-war variants` for defaults):', ...optionHelp()] : []),
    ];
  }
  return [
    'usage: piecepack-war COMMAND [flags]',
    '',
    ...Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(9)} ${c.about}`),
    '',
    TRICK,
    'Run `piecepack-war COMMAND --help` (or -h) for its flags; `piecepack-war --version` prints the version.',
  ];
}

function unknown(name: string, io: Io): number {
  io.err(`unknown command ${shown(name)}; the commands are ${Object.keys(COMMANDS).join(', ')}`);
  return 2;
}

/**
 * Runs the CLI with `argv` (without node and script); returns the exit code. Help that was asked for goes to stdout;
 * usage shown because something was missing or wrong goes to stderr with exit code 2.
 */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name) {
    for (const line of help()) io.err(line);
    return 2;
  }
  if (name === '--version' || name === '-V' || name === '-v') {
    if (rest.length > 0) return unknown(argv.join(' '), io);
    io.out(cliVersion());
    return 0;
  }
  if (name === '-h') return main(['--help', ...rest], io);
  if (name === '--help' || name === 'help') {
    if (rest.length > 1 || (rest[0] !== undefined && !COMMANDS[rest[0]])) return unknown(rest.join(' '), io);
    for (const line of help(rest[0])) io.out(line);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) return unknown(name, io);
  if (rest.includes('--help') || rest.includes('-h')) {
    for (const line of help(name)) io.out(line);
    return 0;
  }
  try {
    return await (
      await command.load()
    )(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      return 2;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = await main(process.argv.slice(2));
}
