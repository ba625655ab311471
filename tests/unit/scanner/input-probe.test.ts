import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64Fragments,
  inputMatcher,
  probeToken,
  probeValue,
  type ProbeField,
} from '../../../server/scanner/analysis/input-probe';

const token = 'a1b2c3d4e5f6';
const text: ProbeField = { kind: 'text', name: 'ad', value: probeValue('text', token, 0) };
const email: ProbeField = { kind: 'email', name: 'eposta', value: probeValue('email', token, 1) };
const match = inputMatcher([text, email]);
const hex = (algorithm: string, value: string) => createHash(algorithm).update(value).digest('hex');

describe('the probe values', () => {
  it('are marked with a fresh token per scan, an email in a reserved domain with capitals', () => {
    expect(probeToken()).toMatch(/^[0-9a-f]{12}$/);
    expect(probeToken()).not.toBe(probeToken());
    expect(text.value).toContain(token);
    expect(email.value).toMatch(/^[A-Z].*@.*\.invalid$/);
    expect(email.value.toLowerCase()).not.toBe(email.value);
  });
});

describe('a request carrying a typed value', () => {
  it('is found as typed, and as URL-encoded when only the decoded text holds it', () => {
    expect(match([`https://r.example/c?v=${text.value}`])).toEqual([
      { field: 0, encoding: 'plain' },
    ]);
    expect(match([`https://r.example/c?e=${encodeURIComponent(email.value)}`])).toEqual([
      { field: 1, encoding: 'url' },
    ]);
  });

  it('is found in base64 wherever it starts inside a longer base64 text, URL-safe too', () => {
    for (const prefix of ['', 'x', 'xy', 'xyz{"v":"']) {
      const encoded = Buffer.from(`${prefix}${email.value}","t":1}`).toString('base64');
      expect(match(['', encoded]), prefix).toEqual([{ field: 1, encoding: 'base64' }]);
      const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      expect(match([`https://r.example/c?d=${urlSafe}`]), prefix).toEqual([
        { field: 1, encoding: 'base64' },
      ]);
    }
    expect(base64Fragments(text.value).every((f) => f.length >= 8)).toBe(true);
  });

  it('is found as an MD5 or SHA-256 digest, in either case, and of the normalised email', () => {
    expect(match([hex('md5', text.value).toUpperCase()])).toEqual([{ field: 0, encoding: 'md5' }]);
    expect(match([`em=${hex('sha256', email.value)}`])).toEqual([{ field: 1, encoding: 'sha256' }]);
    expect(match([`ud[em]=${hex('sha256', email.value.trim().toLowerCase())}`])).toEqual([
      { field: 1, encoding: 'sha256' },
    ]);
    expect(match([hex('md5', email.value.toLowerCase())])).toEqual([{ field: 1, encoding: 'md5' }]);
  });

  it('is reported once per encoding when a request carries a field several ways', () => {
    const body = `${text.value}&${Buffer.from(text.value).toString('base64')}`;
    expect(match([body])).toEqual([
      { field: 0, encoding: 'plain' },
      { field: 0, encoding: 'base64' },
    ]);
  });
});

describe('a request without the typed values', () => {
  it('matches nothing: field names, lengths, another token, a malformed escape', () => {
    const other = probeValue('text', 'ffffffffffff', 0);
    expect(
      match([
        'https://r.example/events?field=ad&length=20',
        JSON.stringify({ field: 'eposta', length: email.value.length }),
        other,
        Buffer.from(other).toString('base64'),
        hex('sha256', other),
        '%E0%A4%A',
      ]),
    ).toEqual([]);
  });

  it('does not match a partial value (a key logger caught mid-word)', () => {
    expect(
      match([text.value.slice(0, -1), Buffer.from(text.value.slice(0, -2)).toString('base64')]),
    ).toEqual([]);
  });
});
