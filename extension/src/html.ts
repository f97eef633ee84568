// The HTML page of every webview: a strict Content Security Policy with a fresh nonce, and only our built scripts.
// Pure (no vscode): the caller passes the webview's cspSource and the asset URIs it made with asWebviewUri.
import type { ViewKind } from './protocol.ts';

/** What a page needs: where its assets are, and what it shows. */
export interface PageAssets {
  /** `webview.cspSource`: the origin our assets are served from. */
  cspSource: string;
  /** The panel script (always), the game element bundle (game views), the stylesheet. */
  scripts: string[];
  styles: string[];
  view: ViewKind;
  /** Page title for screen readers. */
  title: string;
  /** The UI language (`vscode.env.language`). */
  lang: string;
}

/** A fresh nonce: 128 random bits as hex, from the platform's crypto (node and browser alike). */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The Content-Security-Policy: nothing by default, our scripts only with the nonce, styles/images/fonts from our origin. */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
  ].join('; ');
}

/** The whole page. Scripts are modules carrying the nonce; the body says which view the panel script builds. */
export function pageHtml(assets: PageAssets, nonce: string = makeNonce()): string {
  const csp = contentSecurityPolicy(assets.cspSource, nonce);
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  const scripts = assets.scripts.map((src) => `<script type="module" nonce="${nonce}" src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(assets.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(assets.title)}</title>
${styles}
</head>
<body data-view="${escapeHtml(assets.view)}">
<main id="app" aria-live="off"></main>
${scripts}
</body>
</html>`;
}
