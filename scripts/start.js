// `npm start`: builds the widget and the demo, then serves the demo page on localhost until killed.
// Port: PORT, or --port N, else 8080. The page is served with a strict Content-Security-Policy, as a careful host would.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '../demo/server.js';

/** The port asked for: --port N, else $PORT, else 8080. Throws with a clear message on anything else. */
export function chosenPort(argv = process.argv.slice(2), env = process.env) {
  const i = argv.indexOf('--port');
  const eq = argv.find((a) => a.startsWith('--port='));
  const raw = eq ? eq.slice('--port='.length) : i >= 0 ? argv[i + 1] : (env.PORT ?? '8080');
  const port = Number(raw);
  if (!/^\d+$/.test(String(raw)) || port < 0 || port > 65535)
    throw new Error(`port must be a whole number from 0 to 65535 (got ${JSON.stringify(raw)})`);
  return port;
}

async function main() {
  let port;
  try {
    port = chosenPort();
  } catch (e) {
    console.error(`npm start: ${e.message}`);
    process.exit(2);
  }
  const { default: buildWebview } = await import(pathToFileURL('scripts/builds/10-webview.js').href);
  await buildWebview();
  const server = createServer((req, res) => serveStatic(req, res));
  server.on('error', (e) => {
    console.error(
      e.code === 'EADDRINUSE'
        ? `npm start: port ${port} is in use; try PORT=8081 npm start or npm start -- --port 8081`
        : `npm start: ${e.message}`,
    );
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: actual } = server.address();
    console.log(`Demo: http://localhost:${actual}/  (Ctrl+C to stop)`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
