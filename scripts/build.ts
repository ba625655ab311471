// Production build: client bundle, server bundle for prerendering, then static HTML per route,
// then gzip and brotli copies of every text file (served by scripts/serve.ts).
//   npx tsx scripts/build.ts                    -> dist/
//   npx tsx scripts/build.ts --out-dir /tmp/x   -> another folder (test builds with other env)
//   PSEUDO_LOCALE=1 npx tsx scripts/build.ts    -> adds the pseudo-locales under /qps/ and
//                                                /qps-plocm/ (right to left; never deploy)
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { compressDist } from './compress.ts';
import { writeRedirectFiles } from './moved-paths.ts';
import { releasePseudoLocale, removePseudoLocale, writePseudoLocale } from './pseudo-locale.ts';
import { prerender } from './prerender.ts';
import { writeSecurityFiles } from './security-headers.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = path.resolve(root, values['out-dir'] ?? 'dist');
// The server bundle imports its dependencies from node_modules, so it lives inside the project.
const ssrDir = path.join(root, 'node_modules/.cache/ssr', path.basename(outDir));
const pseudo = process.env.PSEUDO_LOCALE === '1';

// Placeholders (example domains, sample logos, unset company identity, ...) are fine for a local
// demo, which says so in one line; a production build refuses them with the list. A child
// process (in the same loader, tsx): the check loads the config through Vite, which must not
// leave development-mode modules in this process.
const production = process.env.SITE_ENV === 'production';
const check = spawnSync(
  process.execPath,
  [
    '--import',
    import.meta.resolve('tsx'),
    path.join(import.meta.dirname, 'launch-check.ts'),
    ...(production ? [] : ['--summary']),
  ],
  { stdio: 'inherit' },
);
if (check.status !== 0) process.exit(check.status ?? 1);

// The pseudo-locales' files exist only for the length of a pseudo build (locales/qps*/ is
// git-ignored); a normal build removes any left over so they never reach dist/.
if (pseudo) writePseudoLocale();
else removePseudoLocale();
try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      // Fonts and images that only the prerendered HTML uses (no island imports them) exist only
      // in this build: it emits them with the same content-hashed names, and they join dist/.
      ssrEmitAssets: true,
    },
  });
  await cp(path.join(ssrDir, 'assets'), path.join(outDir, 'assets'), {
    recursive: true,
    force: false,
  });
  await prerender({ dist: outDir, ssrDir });
  // CSP hashes of the built HTML -> _headers, the nginx include, security.txt (needs ssrDir).
  await writeSecurityFiles({ root, dist: outDir, ssrDir });
  await writeRedirectFiles(outDir);
} finally {
  if (pseudo) releasePseudoLocale();
}
await rm(ssrDir, { recursive: true, force: true });
const count = await compressDist(outDir);
console.log(`precompressed ${count} files (gzip, brotli)`);
