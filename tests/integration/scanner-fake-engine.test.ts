// The test-only fake engine must never answer a visitor: loaded the way the servers load the
// scanner (server/site/scanner.ts, under tsx), SCANNER_FAKE_ENGINE=1 with NODE_ENV=production
// stops the service from starting.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const load = `
  const { loadScanner } = await import('./server/site/scanner.ts');
  const service = await loadScanner();
  console.log('mode=' + service.mode);
  await service.close();
`;

function loadScanner(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', load], {
    env: { ...process.env, SCANNER_FAKE_ENGINE: '1', ...env },
  });
}

describe('the fake engine', () => {
  it('cannot be loaded with NODE_ENV=production', async () => {
    await expect(loadScanner({ NODE_ENV: 'production' })).rejects.toMatchObject({
      stderr: expect.stringContaining('cannot be loaded with NODE_ENV=production'),
    });
  });

  it('loads in tests', async () => {
    const { stdout } = await loadScanner({ NODE_ENV: 'test' });
    expect(stdout).toContain('mode=memory');
  });
});
