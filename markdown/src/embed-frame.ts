// The host's side of the iframe snippet (dist/piecepack-war-embed-frame.js, a file beside the widget's): it sizes each
// <iframe class="piecepack-war-embed"> of the page by the height its embed page posts (embed.ts), heeding a message only
// from that iframe's window (event.source) and its page's origin. An external module, so a host page whose
// Content-Security-Policy refuses inline scripts runs it as it runs the widget's files; loaded twice, it runs once.
import { FRAME_HEIGHTS, HEIGHT_MESSAGE } from './embed-message.ts';

/** The iframe that posted `e`, when the message is a height from an embed page in it; else null. */
function frameOf(e: MessageEvent): HTMLIFrameElement | null {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe.piecepack-war-embed')) {
    if (frame.contentWindow !== e.source) continue;
    return new URL(frame.src, location.href).origin === e.origin ? frame : null;
  }
  return null;
}

addEventListener('message', (e: MessageEvent) => {
  const data: unknown = e.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return;
  const frame = frameOf(e);
  if (frame) frame.height = String(Math.min(FRAME_HEIGHTS.most, Math.max(FRAME_HEIGHTS.least, Math.ceil(height))));
});
