// Production build: client bundle, server bundle for prerendering, then static HTML per route.
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = new URL('..', import.meta.url).pathname;

await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false },
});
await prerender({ root });
await rm(new URL('../dist-ssr', import.meta.url), { recursive: true, force: true });
