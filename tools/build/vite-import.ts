// Imports a source module of the app the way the app's build sees it: through Vite, with the
// project's config and plugins (`virtual:locales`, asset imports), for tools that need what the
// app computes (the route table, the launch inputs) rather than a copy of it.
import path from 'node:path';
import { runnerImport, type InlineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** The module at `file` (relative to the project root), typed by the caller as its source. */
export async function importThroughVite<Module>(
  file: string,
  config: InlineConfig = {},
): Promise<Module> {
  // Vite sets NODE_ENV=development when it is unset; put it back for whatever runs after.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport<Module>(path.join(root, file), {
      root,
      logLevel: 'error',
      mode: 'production',
      ...config,
    });
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
