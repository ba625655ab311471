// `npm run dev`: the Vite dev server (hot reload) in middleware mode, answering every page request
// with the server-rendered HTML of src/entry-server.tsx, the way the build prerenders it, so
// hydration problems show up while developing and not only after a build. Vite's own middlewares
// (modules, HMR, public files and the local outbox of vite.config.ts) run first, after the cookie
// scanner's API (scripts/scanner.mjs), which the page calls on the same origin.
import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { loadScanner } from './scanner.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function createDevServer({ port } = {}) {
  // The page calls the scanner on this origin unless told otherwise (Vite reads VITE_* from here).
  process.env.VITE_SCANNER_URL ??= '/';
  const scanner = await loadScanner();
  const httpServer = http.createServer();
  const vite = await createViteServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  const address = vite.config.server;

  /** The page of `url`, rendered by the current source with Vite's dev scripts in the template. */
  async function renderPage(url) {
    const pathname = new URL(url, 'http://localhost').pathname;
    const template = await vite.transformIndexHtml(
      url,
      await readFile(path.join(root, 'index.html'), 'utf8'),
    );
    // Loaded per request: Vite invalidates changed modules, so edits show on the next load.
    const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
    const result = await render(pathname);
    // Replacer functions: a string replacement would interpret `$&` and friends in the copy.
    const html = template
      .replace('<!--app-head-->', () => `${result.head}\n    ${result.styles}`)
      .replace('<!--app-html-->', () => result.html);
    return { status: result.isNotFound ? 404 : 200, html };
  }

  httpServer.on('request', (req, res) => {
    if (scanner.handle(req, res)) return;
    vite.middlewares(req, res, async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      try {
        const { status, html } = await renderPage(req.url ?? '/');
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : html);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Server render failed:\n${error instanceof Error ? error.stack : error}`);
      }
    });
  });

  return {
    vite,
    httpServer,
    listen: () =>
      new Promise((resolve) =>
        httpServer.listen(port ?? address.port, address.host, () => resolve(httpServer.address())),
      ),
    close: async () => {
      await vite.close();
      await scanner.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await createDevServer({ port: process.env.PORT && Number(process.env.PORT) });
  const { address, port } = await server.listen();
  console.log(`Dev server (server-rendered pages, hot reload) on http://${address}:${port}`);
}
