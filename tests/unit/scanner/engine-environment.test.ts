import { describe, expect, it } from 'vitest';
import { engineEnvironment } from '../../../server/scanner/engine/supervisor.ts';

describe('the engine process’s environment', () => {
  it('keeps only what Node, Chromium and the engine read: never the Redis address or secrets', () => {
    const env = engineEnvironment(
      {
        PATH: '/usr/bin',
        NODE_ENV: 'production',
        SCANNER_ALLOW_HOSTS: '127.0.0.1:4100',
        SCANNER_MAX_BYTES: '1000',
        SCANNER_REDIS_URL: 'redis://127.0.0.1:6379',
        SCANNER_ALLOW_ORIGINS: 'https://a.example',
        EMAILJS_PRIVATE_KEY: 'secret',
        HOME: '/root',
        TMPDIR: '/tmp',
      },
      '/tmp/scratch-1',
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      NODE_ENV: 'production',
      SCANNER_ALLOW_HOSTS: '127.0.0.1:4100',
      SCANNER_MAX_BYTES: '1000',
      HOME: '/tmp/scratch-1',
      TMPDIR: '/tmp/scratch-1',
    });
  });
});
