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

/**
 * The Content-Security-Policy: nothing by default, our scripts only with the nonce, styles/images/fonts from our
 * origin. The computer player's worker script is fetched from our origin and started from a blob: URL (a worker cannot
 * start from another origin than the page's), so the strong player thinks without blocking the panel.
 */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
    `connect-src ${cspSource}`,
    'worker-src blob:',
  ].join('; ');
}

/**
 * The page's one inline script (allowed by the nonce, holds no data): loads the stylesheets and module scripts named
 * in the page's `pw-asset` meta tags, in order, each with the nonce. A load that fails is retried a few times with
 * a fresh URL: when VS Code restores several webviews at once (after a reload), its service worker can take a moment
 * to control a webview, and a request made in that moment goes to the network and fails.
 */
export const ASSET_LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  const load = (kind, url, attempt) => new Promise((resolve) => {
    const src = attempt === 0 ? url : url + (url.includes('?') ? '&' : '?') + 'retry=' + attempt;
    const node = kind === 'style' ? document.createElement('link') : document.createElement('script');
    if (kind === 'style') { node.rel = 'stylesheet'; node.href = src; } else { node.type = 'module'; node.nonce = nonce; node.src = src; }
    node.onload = () => resolve(true);
    node.onerror = () => { node.remove(); resolve(false); };
    (kind === 'style' ? document.head : document.body).append(node);
  });
  const assets = [...document.querySelectorAll('meta[name="pw-asset"]')].map((m) => [m.dataset.kind, m.content]);
  (async () => {
    for (const [kind, url] of assets) {
      for (let attempt = 0; attempt < 8; attempt++) {
        if (await load(kind, url, attempt)) break;
        await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
      }
    }
  })();
})();`;

/** The whole page: the policy, the assets to load (as meta tags), the loader; the body says which view to build. */
export function pageHtml(assets: PageAssets, nonce: string = makeNonce()): string {
  const csp = contentSecurityPolicy(assets.cspSource, nonce);
  const asset = (kind: string, url: string): string => `<meta name="pw-asset" data-kind="${kind}" content="${escapeHtml(url)}">`;
  const styles = assets.styles.map((href) => asset('style', href)).join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(assets.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(assets.title)}</title>
${styles}
${assets.scripts.map((src) => asset('script', src)).join('\n')}
</head>
<body data-view="${escapeHtml(assets.view)}">
<main id="app" aria-live="off"></main>
<script nonce="${nonce}">${ASSET_LOADER}</script>
</body>
</html>`;
}
