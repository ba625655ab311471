// The whole production build as one Vite app build: the server environment (src/entry-server.tsx
// and the launch inputs), the launch check on that bundle, the client environment, then the
// static site from both: prerendered pages, security headers, precompressed copies.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import type * as LaunchInputs from '../../src/config/launch-inputs.ts';
import type * as EntryServer from '../../src/entry-server.tsx';
import { compressDist } from './compress.ts';
import { buildEnv, checkLaunch, formatProblems, SCANNER_OFF_LINE } from './launch-check.ts';
import { prerender } from './prerender.ts';
import { writeRedirectFiles } from '../../server/site/moved-paths.ts';
import { writeSecurityFiles } from '../../server/http/security-headers/host-files.ts';

const serverEntries = {
  'entry-server': 'src/entry-server.tsx',
  'launch-inputs': 'src/config/launch-inputs.ts',
};

export function staticSite({
  outDir,
  ssrDir,
  production,
}: {
  /** Where the site is written. */
  outDir: string;
  /** Where the server bundle is written and removed again; inside the project, because it
   * imports its dependencies from node_modules. */
  ssrDir: string;
  /** Placeholders refuse the build (with the list) instead of one not-launch-ready line. */
  production: boolean;
}): Plugin {
  return {
    name: 'static-site',
    apply: 'build',
    config: () => ({
      build: {
        outDir,
        emptyOutDir: true,
        // Rolldown's note that plugins took long measures the machine's load, not the code: on a
        // busy machine it would make an unchanged build print a warning.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
      environments: {
        ssr: {
          build: {
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            // Fonts and images that only the prerendered HTML uses (no island imports them) exist
            // only in this build: it emits them with the same content-hashed names, and they join
            // the site's assets.
            ssrEmitAssets: true,
            rolldownOptions: {
              input: serverEntries,
              // Server chunks stay out of assets/, the folder that joins the site.
              output: { chunkFileNames: 'chunks/[name]-[hash].js' },
            },
          },
        },
      },
    }),
    async buildApp(builder) {
      try {
        await buildSite(builder);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };

  async function buildSite(builder: ViteBuilder) {
    const { client, ssr } = builder.environments;
    if (!client || !ssr) throw new Error('static-site needs the client and ssr environments');
    // The server environment first: the launch check reads the configuration from its bundle, so
    // a refused production build stops before the client build.
    await builder.build(ssr);
    const serverModule = <Module>(entry: keyof typeof serverEntries): Promise<Module> =>
      import(pathToFileURL(path.join(ssrDir, `${entry}.js`)).href);
    const inputs = await serverModule<typeof LaunchInputs>('launch-inputs');
    const { problems, line } = checkLaunch(inputs);
    if (problems.length > 0 && production) {
      console.error(formatProblems(problems));
      process.exitCode = 1;
      return;
    }
    if (problems.length > 0) console.log(line);
    if (!buildEnv().VITE_SCANNER_URL?.trim()) console.log(SCANNER_OFF_LINE);

    await builder.build(client);
    await cp(path.join(ssrDir, 'assets'), path.join(outDir, 'assets'), {
      recursive: true,
      force: false,
    });
    const server = await serverModule<typeof EntryServer>('entry-server');
    await prerender({ dist: outDir, server, site: inputs.site });
    // CSP hashes of the built HTML -> _headers, the nginx include, security.txt.
    await writeSecurityFiles({ root: builder.config.root, dist: outDir, site: inputs.site });
    // Moved paths' 301s for nginx and hosts that read _redirects (server/site/moved-paths.ts).
    await writeRedirectFiles(outDir);
    const count = await compressDist(outDir);
    console.log(`precompressed ${count} files (gzip, brotli)`);
  }
}
