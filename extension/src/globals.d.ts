// The few platform globals the host uses that exist both in VS Code's node extension host and in vscode.dev's web
// worker. Declared here instead of pulling in node or DOM types, so the compiler stops any node-only or DOM-only call.

declare function setTimeout(handler: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;

declare const console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};

declare const performance: { now(): number };

declare const crypto: { getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T };

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

/** performance.now() when the bundle started loading (set by the bundle's first line, see scripts/builds/20-extension.js). */
declare const PW_LOAD_START: number;

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}
