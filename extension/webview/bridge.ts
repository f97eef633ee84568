// The webview's end of the message bridge: typed posting to the host and a check of everything the host sends.
import { checkHostMessage, type HostMessage, type WebviewMessage } from '../src/protocol.ts';

/** The part of VS Code's webview API the panel uses. */
export interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** The webview API (it may be acquired only once per page). */
export const vscode: VsCodeApi = acquireVsCodeApi();

/** Sends a typed message to the host. */
export function send(msg: WebviewMessage): void {
  vscode.postMessage(msg);
}

/** Listens for host messages; anything malformed is logged and ignored. */
export function listen(handler: (msg: HostMessage) => void): void {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const checked = checkHostMessage(event.data);
    if (!checked.ok) {
      console.warn(`[piecepack-war] ignored a message from the host: ${checked.reason}`);
      return;
    }
    handler(checked.value);
  });
}
