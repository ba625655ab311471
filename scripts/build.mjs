// Production build: client bundle, server bundle for prerendering, then static HTML per route,
// then gzip and brotli copies of every text file (served by scripts/serve.mjs).
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { compressDist } from './compress.mjs';
import { prerender } from './prerender.mjs';
import { writeSecurityFiles } from './security-headers.mjs';

const root = new URL('..', import.meta.url).pathname;

await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false },
});
await prerender({ root });
// CSP hashes of the built HTML -> _headers, the nginx include, security.txt (needs dist-ssr/).
await writeSecurityFiles({ root });
await rm(new URL('../dist-ssr', import.meta.url), { recursive: true, force: true });
const count = await compressDist(new URL('../dist', import.meta.url).pathname);
console.log(`precompressed ${count} files (gzip, brotli)`);
