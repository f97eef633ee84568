// Where the CLI writes: stdout for results, stderr for errors and the live progress line (tests pass their own).

/** The CLI's outputs. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Redraws the progress line in place (null clears it). Only called when `isTTY`. */
  progress(line: string | null): void;
  isTTY: boolean;
}

/**
 * The process's own streams. A closed pipe (`| head`) ends the command quietly, as command-line tools do; any other
 * write error (a full disk, `> /dev/full`) ends it with one line on stderr (if stderr itself still works) and exit 1.
 */
export function processIo(): Io {
  const fail =
    (where: string) =>
    (e: NodeJS.ErrnoException): void => {
      if (e.code === 'EPIPE') process.exit(0);
      if (where === 'standard output')
        process.stderr.write(`piecepack-war: cannot write to ${where}: ${e.code ?? e.message}\n`, () => process.exit(1));
      else process.exit(1);
    };
  process.stdout.on('error', fail('standard output'));
  process.stderr.on('error', fail('standard error'));
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    progress: (line) => process.stderr.write(line === null ? '\r\x1b[2K' : `\r\x1b[2K${line}`),
    isTTY: Boolean(process.stderr.isTTY),
  };
}
