// The piecepack-war command line: simulate, play, replay, bench, variants. Usage errors exit with code 2.
import { optionHelp, UsageError, type FlagSpec } from './args.ts';
import { BENCH_FLAGS, benchCommand } from './commands/bench.ts';
import { PLAY_FLAGS, playCommand } from './commands/play.ts';
import { REPLAY_FLAGS, replayCommand } from './commands/replay.ts';
import { SIMULATE_FLAGS, simulateCommand } from './commands/simulate.ts';
import { VARIANTS_FLAGS, variantsCommand } from './commands/variants.ts';
import { processIo, type Io } from './io.ts';

interface Command {
  usage: string;
  about: string;
  flags: FlagSpec[];
  engineOptions: boolean;
  run(argv: readonly string[], io: Io): number | Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  simulate: {
    usage: 'simulate [options] --games N --seed S [--workers K] [--give S:RANKS] [--exhaustive] [--keep-cycles DIR] [--json]',
    about: 'Plays N seeded games (or every distinct deal) and summarises them: finished, draws, cycles, wins, length, turns, wars.',
    flags: SIMULATE_FLAGS, engineOptions: true, run: simulateCommand,
  },
  play: { usage: 'play [options] --seed S [--json]', about: 'Plays one game and prints its log, or its game record with --json.', flags: PLAY_FLAGS, engineOptions: true, run: playCommand },
  replay: { usage: 'replay FILE [--json]', about: 'Replays a game record and reports the final state, or where it diverges.', flags: REPLAY_FLAGS, engineOptions: false, run: replayCommand },
  bench: { usage: 'bench [--games N] [--memory-games N] [--json]', about: 'The standard speed benchmark, with the C reference when a compiler is present.', flags: BENCH_FLAGS, engineOptions: false, run: benchCommand },
  variants: { usage: 'variants [--json]', about: 'Lists the built-in variants and every option with its allowed values.', flags: VARIANTS_FLAGS, engineOptions: false, run: variantsCommand },
};

const TRICK = 'A trick is one top-level battle: a whole war, however deep, counts as one trick.';

function help(name?: string): string[] {
  if (name && COMMANDS[name]) {
    const c = COMMANDS[name];
    return [
      `usage: piecepack-war ${c.usage}`, '', c.about, TRICK, '', 'flags:',
      ...c.flags.map((f) => `  --${f.name.padEnd(18)} ${f.doc}`),
      ...(c.engineOptions ? ['', 'game options (see `piecepack-war variants` for defaults):', ...optionHelp()] : []),
    ];
  }
  return [
    'usage: piecepack-war COMMAND [flags]', '',
    ...Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(9)} ${c.about}`), '',
    TRICK, 'Run `piecepack-war COMMAND --help` for its flags.',
  ];
}

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    for (const line of help(rest[0])) io.out(line);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`unknown command ${JSON.stringify(name)}; the commands are ${Object.keys(COMMANDS).join(', ')}`);
    return 2;
  }
  if (rest.includes('--help')) {
    for (const line of help(name)) io.out(line);
    return 0;
  }
  try {
    return await command.run(rest, io);
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
