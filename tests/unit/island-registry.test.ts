import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islands } from '../../src/app/islands';

const islandFiles = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.island.ts'),
);

describe('the island registry', () => {
  it('holds the island of every *.island.ts file under src/, each under its own name', async () => {
    expect(islandFiles.length).toBeGreaterThan(1);
    const defined = await Promise.all(
      islandFiles.map(async (file) => (await import(path.resolve('src', file))).default),
    );
    for (const island of defined) expect(islands.get(island.name)).toBe(island);
    expect(islands.size, 'one name per island').toBe(islandFiles.length);
  });
});
