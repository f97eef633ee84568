// A static server for the markdown suites: a built site's folder at /site/ and the project's dist/ at /dist/, every
// answer with one strict Content-Security-Policy (no inline script or style, nothing from elsewhere).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; font-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves `site` at /site/ and dist/ at /dist/ on a free port; resolves to { base, close }. */
export async function serve(site, { csp = STRICT_CSP } = {}) {
  const roots = { site: resolve(site), dist: resolve('dist') };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const [, top, ...rest] = path.split('/');
    const root = roots[top];
    let file = root && normalize(join(root, ...rest));
    if (file && (path.endsWith('/') || extname(file) === '')) file = join(file, 'index.html');
    let ok;
    try {
      ok = !!root && (file === root || file.startsWith(root + sep)) && statSync(file).isFile();
    } catch {
      ok = false;
    }
    if (!ok) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
