// A small static file server for the demo page (npm start), the browser tests and the browser benchmark.
// It serves only demo/, dist/ and media/, answers "/" with the demo page, and sends a strict Content-Security-Policy.
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const ROOT = resolve('.');
const SERVED = ['demo', 'dist', 'media'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** The policy every page is served with: no inline scripts or styles, no eval, nothing from elsewhere. */
export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Serves one request from demo/, dist/ or media/ (404 for anything else, never a file outside them). Tests may pass
 * another policy, and more headers (CORS, to serve the scripts to a page of another origin, as VS Code does).
 */
export function serveStatic(req, res, { csp = CSP, headers = {} } = {}) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = decodeURIComponent(url.pathname);
  if (path === '/' || path === '/index.html') path = '/demo/index.html';
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(ROOT, path));
  const top = file.slice(ROOT.length + 1).split(sep)[0];
  const send = (status, text) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  };
  if (!file.startsWith(ROOT + sep) || !SERVED.includes(top)) return send(404, 'not found');
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return send(404, 'not found');
  }
  if (!stat.isFile()) return send(404, 'not found');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
    'content-security-policy': csp,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  createReadStream(file).pipe(res);
}
