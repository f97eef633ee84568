// Where the CLI writes: stdout for results, stderr for errors and the live progress line (tests pass their own).

/** The CLI's outputs. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Redraws the progress line in place (null clears it). Only called when `isTTY`. */
  progress(line: string | null): void;
  isTTY: boolean;
}

/** The process's own streams. A closed pipe (`| head`) ends the command quietly, as command-line tools do. */
export function processIo(): Io {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(0);
      throw e;
    });
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    progress: (line) => process.stderr.write(line === null ? '\r\x1b[2K' : `\r\x1b[2K${line}`),
    isTTY: Boolean(process.stderr.isTTY),
  };
}
