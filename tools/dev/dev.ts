// `npm run dev`: the Vite dev server (hot reload) in middleware mode, answering every page request
// with the server-rendered HTML of src/entry-server.tsx, the way the build prerenders it, so
// hydration problems show up while developing and not only after a build. Vite's own middlewares
// (modules, HMR, public files and the local outbox of vite.config.ts) run first, after the cookie
// scanner's API (server/site/scanner.ts), which the page calls on the same origin.
//
// The page is filled into index.html by the build's own code (tools/build/prerender.ts
// `pageDocument`), so each locale gets its `<html lang dir>`, head and font preload as built.
// Key mode for translators (`?i18n=keys`, src/dev/key-mode.ts) exists only here: the server marks
// every translated value with its key, answers `/__i18n/key` for the page's tooltips and edit
// panel, and `/__i18n/check` and `/__i18n/save` for the panel's edits (tools/i18n/i18n-edit.ts). A
// saved locale file updates the open pages at once (tools/dev/vite-live-copy.ts). Vite's
// open-in-editor answers only when LAUNCH_EDITOR names an editor: Vite's own guess would start
// a terminal editor inside this server's terminal.
// A language still being translated (`translating` in locales/languages.json) is previewed here
// only: served under /<code>/ with its untranslated strings in the source language, marked
// (tools/build/vite-locales.ts); the build publishes it page by page once complete.
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import type * as KeyMarkers from '../../src/dev/key-markers.ts';
import type * as EntryServer from '../../src/entry-server.tsx';
import type * as I18nEdit from '../i18n/i18n-edit.ts';
import type * as I18nKeys from '../i18n/i18n-keys.ts';
import { pageDocument } from '../build/prerender.ts';
import { loadScanner } from '../../server/site/scanner.ts';
import { languageConfig, localesDir } from '../../server/locales/locales.ts';
import { previewEnv } from '../build/vite-locales.ts';
import { liveCopyPlugin } from './vite-live-copy.ts';
import { devOnlyNamespaces } from '../build/locale-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const keyModeCookie = 'i18n-keys';
/** The edit panel's own words: locales/<lng>/key-editor.json (no page reads it). */
const [editorNamespace = 'key-editor'] = devOnlyNamespaces;

/** The editor Vite's open-in-editor starts, when the developer named one. */
const launchEditor = () => process.env.LAUNCH_EDITOR?.trim() || undefined;

/** A request's body as text, refused beyond `limit` bytes. */
async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error(`The edit is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Vite's `server.host`: true (every address) means no host given to listen(). */
const hostOf = (host: string | boolean | undefined) =>
  typeof host === 'string' ? host : undefined;

/**
 * Whether `req` asks for key mode, and the cookie that keeps the answer for the next pages:
 * `?i18n=keys` switches it on, `?i18n=off` off, otherwise the cookie decides.
 */
function keyModeOf(req: IncomingMessage): { on: boolean; cookie?: string } {
  const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('i18n');
  if (asked === 'keys') return { on: true, cookie: `${keyModeCookie}=on; Path=/; SameSite=Lax` };
  if (asked === 'off') return { on: false, cookie: `${keyModeCookie}=; Path=/; Max-Age=0` };
  const cookies = req.headers.cookie?.split(/;\s*/) ?? [];
  return { on: cookies.includes(`${keyModeCookie}=on`) };
}

export async function createDevServer({ port }: { port?: number } = {}) {
  // The page calls the scanner on this origin unless told otherwise (Vite reads VITE_* from here).
  process.env.VITE_SCANNER_URL ??= '/';
  process.env[previewEnv] = '1';
  const scanner = await loadScanner();
  const httpServer = http.createServer();
  const vite = await createViteServer({
    root,
    // Pre-bundled dependencies are kept in the project folder, not in node_modules/.vite: a project
    // copy (the dev-server tests make them) links node_modules, and two dev servers optimizing
    // into one folder replace each other's files, so a page of one fails to load a module.
    cacheDir: path.join(root, '.vite-dev'),
    // Every module a page may load, not only what index.html reaches: the key-mode script is added
    // per request and islands load on their trigger. A dependency first seen then is bundled
    // again, and Vite reloads every open page when the new bundle replaces shared chunks.
    optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/entry-server.tsx'] },
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
    plugins: [liveCopyPlugin()],
  });
  const address = vite.config.server;

  /** Source modules loaded through Vite, typed as their source declares them. */
  const modules = {
    keyMarkers: (): Promise<Partial<typeof KeyMarkers>> =>
      vite.ssrLoadModule('/src/dev/key-markers.ts'),
    entryServer: (): Promise<Partial<typeof EntryServer>> =>
      vite.ssrLoadModule('/src/entry-server.tsx'),
    i18nKeys: (): Promise<Partial<typeof I18nKeys>> =>
      vite.ssrLoadModule('/tools/i18n/i18n-keys.ts'),
    i18nEdit: (): Promise<Partial<typeof I18nEdit>> =>
      vite.ssrLoadModule('/tools/i18n/i18n-edit.ts'),
  };
  const missing = (name: string) => new Error(`The source has no export ${name}`);

  // Values carry their key only inside a key-mode request (renders may overlap).
  const keyModeRequest = new AsyncLocalStorage<boolean>();
  const { installKeyMarkers } = await modules.keyMarkers();
  if (!installKeyMarkers) throw missing('installKeyMarkers');
  installKeyMarkers(() => keyModeRequest.getStore() === true);

  /** The page of `url`, rendered by the current source with Vite's dev scripts in the template. */
  async function renderPage(url: string, keyMode: boolean) {
    const pathname = new URL(url, 'http://localhost').pathname;
    const source = (await readFile(path.join(root, 'index.html'), 'utf8')).replace(
      '<!--app-head-->',
      '<script type="module" src="/src/dev/key-mode.ts"></script>\n    <!--app-head-->',
    );
    const template = await vite.transformIndexHtml(url, source);
    // Loaded per request: Vite invalidates changed modules, so edits show on the next load.
    const { render } = await modules.entryServer();
    if (!render) throw missing('render');
    const result = await keyModeRequest.run(keyMode, () => render(pathname));
    let html = pageDocument(template, result);
    if (keyMode) html = html.replace(/<html /, '<html data-i18n-keys ');
    const { previewLanguages } = await vite.ssrLoadModule('virtual:locales');
    if (previewLanguages.includes(result.language)) {
      html = html.replace(/<html /, '<html data-i18n-preview ');
    }
    return { status: result.isNotFound ? 404 : 200, html };
  }

  const answerJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  /**
   * `/__i18n/key?ref=<ns:key>&lng=<code>`: the key-mode tooltip's and edit panel's facts, and
   * the editor link when there is an editor.
   */
  async function answerKeyInfo(req: IncomingMessage, res: ServerResponse) {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const { keyInfo, editorUrl } = await modules.i18nKeys();
    const { glossaryTerms } = await modules.i18nEdit();
    if (!keyInfo || !editorUrl || !glossaryTerms)
      throw missing('keyInfo, editorUrl or glossaryTerms');
    const { readGlossary } = await vite.ssrLoadModule('/tools/i18n/locale-data.ts');
    const { defaultLanguage } = languageConfig({ pseudo: false });
    const info = keyInfo(query.get('ref') ?? '');
    const glossary = readGlossary();
    const terms = Object.fromEntries(
      Object.entries(info.texts).map(([language, text]) => [
        language,
        glossaryTerms(glossary, language, text ?? ''),
      ]),
    );
    answerJson(res, 200, {
      ...info,
      defaultLanguage,
      glossary: terms,
      editorUrl: launchEditor() ? editorUrl(info, query.get('lng') ?? '', root) : undefined,
    });
  }

  /** `/__i18n/editor-copy?lng=<code>`: the edit panel's words, the source language's where empty. */
  async function answerEditorCopy(req: IncomingMessage, res: ServerResponse) {
    const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('lng') ?? '';
    const { defaultLanguage, languages } = languageConfig({ pseudo: false });
    const read = async (language: string) =>
      JSON.parse(
        await readFile(path.join(localesDir, language, `${editorNamespace}.json`), 'utf8'),
      ) as Record<string, string>;
    const source = await read(defaultLanguage);
    const own: Record<string, string> = languages.includes(asked)
      ? await read(asked).catch(() => ({}))
      : {};
    const copy = Object.fromEntries(
      Object.entries(source).map(([key, text]) => [key, own[key] || text]),
    );
    answerJson(res, 200, copy);
  }

  /** `POST /__i18n/check` and `/__i18n/save` with `{ reference, language, text }`. */
  async function answerEdit(req: IncomingMessage, res: ServerResponse, save: boolean) {
    // JSON only: a page of another site cannot send that without the browser asking first.
    if (!req.headers['content-type']?.startsWith('application/json')) {
      return answerJson(res, 415, { error: 'Send the edit as application/json' });
    }
    const { checkEdit, saveEdit, EditError, maxEditLength } = await modules.i18nEdit();
    const { readLocaleData } = await vite.ssrLoadModule('/tools/i18n/locale-data.ts');
    if (!checkEdit || !saveEdit || !EditError || !maxEditLength) throw missing('i18n-edit');
    let edit: I18nEdit.Edit;
    try {
      edit = JSON.parse(await readBody(req, maxEditLength * 4 + 1_000)) as I18nEdit.Edit;
    } catch (error) {
      return answerJson(res, 400, { error: (error as Error).message });
    }
    try {
      if (!save) return answerJson(res, 200, { problems: checkEdit(await readLocaleData(), edit) });
      const result = await saveEdit(edit);
      answerJson(res, result.problems.length > 0 ? 422 : 200, result);
    } catch (error) {
      if (error instanceof EditError) {
        return answerJson(res, 400, { error: error.message, refusal: error.refusal });
      }
      throw error;
    }
  }

  httpServer.on('request', (req, res) => {
    if (scanner.handle(req, res)) return;
    if (req.url?.startsWith('/__open-in-editor') && !launchEditor()) {
      return answerJson(res, 404, {
        error: 'No editor: set LAUNCH_EDITOR (code, subl, ...) to open files from the page',
      });
    }
    if (req.method === 'POST' && /^\/__i18n\/(check|save)$/.test(req.url ?? '')) {
      answerEdit(req, res, req.url === '/__i18n/save').catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) answerJson(res, 500, { error: String(error) });
      });
      return;
    }
    vite.middlewares(req, res, async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      try {
        if (req.url?.startsWith('/__i18n/key?')) return await answerKeyInfo(req, res);
        if (req.url?.startsWith('/__i18n/editor-copy?')) return await answerEditorCopy(req, res);
        const keyMode = keyModeOf(req);
        const { status, html } = await renderPage(req.url ?? '/', keyMode.on);
        if (keyMode.cookie) res.setHeader('Set-Cookie', keyMode.cookie);
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : html);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
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
      new Promise<AddressInfo>((resolve, reject) =>
        httpServer.listen(port ?? address.port, hostOf(address.host), () => {
          const bound = httpServer.address();
          if (bound && typeof bound === 'object') resolve(bound);
          else reject(new Error('The dev server is not listening on a TCP port'));
        }),
      ),
    close: async () => {
      await vite.close();
      await scanner.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await createDevServer({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  const { address, port } = await server.listen();
  console.log(`Dev server (server-rendered pages, hot reload) on http://${address}:${port}`);
}
