/**
 * What every bench report says about where it ran, and how it is written: the machine and its
 * Chromium, and the report as prettier-formatted markdown beside its data as JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { chromiumPath } from '../../server/system/chromium.ts';

/** The machine a bench ran on. */
export function benchMachine() {
  const chromium = (() => {
    try {
      return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return 'unknown';
    }
  })();
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium,
  };
}

/** Writes `markdown` (formatted as the repository's prettier settings say) and `data` as JSON. */
export async function writeBenchReport(
  markdownFile: string,
  markdown: string,
  jsonFile: string,
  data: unknown,
) {
  await mkdir(path.dirname(markdownFile), { recursive: true });
  await mkdir(path.dirname(jsonFile), { recursive: true });
  const prettierConfig = (await prettier.resolveConfig(markdownFile)) ?? {};
  await writeFile(
    markdownFile,
    await prettier.format(markdown, { ...prettierConfig, parser: 'markdown' }),
  );
  await writeFile(jsonFile, `${JSON.stringify(data, null, 2)}\n`);
}
