import { describe, expect, it } from 'vitest';
import {
  hostRedirects,
  movedPaths,
  movedTarget,
  nginxRedirects,
} from '../../server/site/moved-paths.ts';
import { routes } from '../support/locales';

describe('paths of renamed pages', () => {
  const current = new Set(routes.map((route) => route.path));

  it('lead from a path that is no page any more to one that is', () => {
    for (const [from, to] of Object.entries(movedPaths)) {
      expect(current.has(from), from).toBe(false);
      expect(current.has(to), to).toBe(true);
    }
  });

  it('keep the English article on explicit consent off a "KVKK-compliant" slug', () => {
    const paths = [...current].filter((path) => path.startsWith('/en/'));
    expect(paths.filter((path) => /kvkk-compliant/.test(path))).toEqual([]);
    expect(movedTarget('/en/kvkk-compliant-explicit-consent-cookie-management')).toBe(
      '/en/kvkk-explicit-consent-cookie-management',
    );
  });

  it('keep the Turkish cookie-scan page on its Turkish slug, its first path leading there', () => {
    expect(current.has('/cerez-taramasi')).toBe(true);
    expect(current.has('/cookie-scan')).toBe(false);
    expect(movedTarget('/cookie-scan?scan=abc')).toBe('/cerez-taramasi?scan=abc');
    expect(movedTarget('/en/cookie-scan')).toBeUndefined();
  });

  it('redirect with or without a trailing slash, keeping the query; other paths stay', () => {
    const [from, to] = Object.entries(movedPaths)[0]!;
    expect(movedTarget(`${from}/?utm=x`)).toBe(`${to}?utm=x`);
    expect(movedTarget(to)).toBeUndefined();
    expect(movedTarget('/')).toBeUndefined();
  });

  it('are written for nginx and for hosts that read _redirects', () => {
    expect(nginxRedirects({ '/en/old': '/en/new' })).toBe(
      'location ~ "^/en/old/?$" {\n    return 301 /en/new$is_args$args;\n}\n',
    );
    expect(hostRedirects({ '/en/old': '/en/new' })).toBe(
      '/en/old /en/new 301\n/en/old/ /en/new 301\n',
    );
  });
});
