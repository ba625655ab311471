// Production build: one Vite app build (tools/build/vite-static-site.ts) of the server bundle, the
// launch check, the client bundle, static HTML per route, security headers, then gzip and brotli
// copies of every text file (served by server/site/serve.ts).
//   npx tsx tools/build/build.ts                    -> dist/
//   npx tsx tools/build/build.ts --out-dir /tmp/x   -> another folder (test builds with other env)
//   PSEUDO_LOCALE=1 npx tsx tools/build/build.ts    -> adds the pseudo-locales under /qps/ and
//                                                /qps-plocm/ (right to left; never deploy)
//   SITE_ENV=production npx tsx tools/build/build.ts -> refuses placeholders (example domains, sample
//                                                logos, ...) with the list; other builds print
//                                                one not-launch-ready line
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';
import { staticSite } from './vite-static-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = path.resolve(root, values['out-dir'] ?? 'dist');

// The pseudo-locales (PSEUDO_LOCALE=1) are generated in memory by the locales plugin
// (tools/build/vite-locales.ts): builds side by side share no file but their own output.
const builder = await createBuilder({
  root,
  logLevel: 'warn',
  plugins: [
    staticSite({
      outDir,
      // One server-bundle folder per output folder: builds side by side (tests build into
      // different folders named dist) must not share it.
      ssrDir: path.join(
        root,
        'node_modules/.cache/ssr',
        `${path.basename(outDir)}-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}`,
      ),
      production: process.env.SITE_ENV === 'production',
    }),
  ],
});
await builder.buildApp();
