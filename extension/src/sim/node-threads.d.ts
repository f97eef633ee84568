// The one node module the simulation thread's script uses (the host compiles without node's types, so that nothing
// else node-only slips into code that also runs in VS Code for the web). Used only when the script runs in node.
declare module 'node:worker_threads' {
  /** The port to the thread that started this one (null on the main thread). */
  export const parentPort: {
    on(event: 'message', listener: (m: unknown) => void): void;
    postMessage(m: unknown): void;
  } | null;
}
