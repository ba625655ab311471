// Precompresses the text files of a built site (gzip and brotli, at their highest levels) next to
// the originals, as a static host or CDN would serve them; server/site/serve.ts sends the variant the
// browser accepts. Files that would not shrink are left alone.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.gz` and `<file>.br` for every text file under `dist`; returns how many. */
export async function compressDist(dist: string): Promise<number> {
  let count = 0;
  for await (const file of files(dist)) {
    if (/\.(gz|br)$/.test(file)) await rm(file);
  }
  for await (const file of files(dist)) {
    if (!TEXT.test(file)) continue;
    const body = await readFile(file);
    const gzip = gzipSync(body, { level: 9 });
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    count += 1;
  }
  return count;
}
