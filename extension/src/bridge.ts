// The host's end of the message bridge with one webview: typed posting once the webview has said "ready" (its ready
// handler answers with a complete `init`, so nothing sent earlier is needed), and a check of every incoming message (anything malformed is logged, answered with `rejected` and dropped).
import type * as vscode from 'vscode';
import { checkWebviewMessage, type HostMessage, type WebviewMessage } from './protocol.ts';

/** Handlers for checked messages; `ready` arrives each time the webview (re)loads its script. */
export interface BridgeHandlers {
  ready(): void;
  message(msg: Exclude<WebviewMessage, { type: 'ready' }>): void;
}

/** A typed, checked channel to one webview. */
export class Bridge {
  private ready = false;
  private everReady = false;
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly webview: vscode.Webview,
    private readonly log: vscode.LogOutputChannel,
    private readonly name: string,
    private readonly handlers: BridgeHandlers,
  ) {
    this.subscription = webview.onDidReceiveMessage((raw: unknown) => this.receive(raw));
  }

  /** Sends a message if the webview listens; before its `ready` nothing is sent (the ready handler sends a full `init`). */
  post(msg: HostMessage): void {
    if (this.ready) void this.webview.postMessage(msg);
  }

  /** Whether the webview's script has ever said ready. */
  get started(): boolean {
    return this.everReady;
  }

  /** Whether the webview's script has said ready since its content was last (re)loaded. */
  get listening(): boolean {
    return this.ready;
  }

  /** The webview's content is being replaced (new HTML): wait for its next ready. */
  reset(): void {
    this.ready = false;
  }

  private receive(raw: unknown): void {
    const checked = checkWebviewMessage(raw);
    if (!checked.ok) {
      this.log.warn(`[${this.name}] rejected a message from the webview: ${checked.reason}`);
      void this.webview.postMessage({ type: 'rejected', reason: checked.reason } satisfies HostMessage);
      return;
    }
    const msg = checked.value;
    if (msg.type === 'ready') {
      this.ready = true;
      this.everReady = true;
      this.handlers.ready();
      return;
    }
    try {
      this.handlers.message(msg);
    } catch (e) {
      this.log.error(`[${this.name}] handling ${msg.type} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }

  dispose(): void {
    this.subscription.dispose();
  }
}
