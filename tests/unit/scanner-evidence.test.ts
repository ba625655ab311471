import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_LIMITS,
  evidenceSummary,
  evidenceZip,
  keepScreenshot,
} from '../../server/scanner/evidence/evidence.ts';
import {
  bulkyFakeReport,
  fakeReport,
  fakeScreenshots,
} from '../../server/scanner/testing/fake-engine.ts';
import { createDocumentBuilder } from '../../server/scanner/evidence/document-builder.ts';
import { buildDocumentsHere, type ScanDocuments } from '../../server/scanner/evidence/documents.ts';
import type { Screenshot } from '../../packages/scanner-contract/report.ts';
import { createZip } from '../../server/scanner/evidence/zip.ts';
import { openZip } from '../support/zip-archive.ts';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const report = {
  ...fakeReport('00000000-0000-4000-8000-000000000001', 'https://shop.example/'),
  startedAt: '2026-11-20T10:15:30.000Z',
  durationMs: 12_345,
  versions: {
    engine: '5a9027d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6',
    chromium: '156.0.8078.108',
    autoconsent: '16.23.0',
    cookieDatabase: '0ee5a17fe1cb002943f89370d24fc26a4226061c',
  },
};

/** A JPEG-looking file of `size` bytes. */
const jpegOf = (size: number) => {
  const data = Buffer.alloc(size, 7);
  data.set([0xff, 0xd8, 0xff]);
  return data;
};

describe('the ZIP writer', () => {
  const text = Buffer.from('{"cookies": []}\n'.repeat(200));
  const jpeg = fakeScreenshots()[0]!.jpeg;
  const files = [
    { name: 'report.json', data: text, compress: true },
    { name: 'first-visit.jpg', data: jpeg, compress: false },
    { name: 'empty.txt', data: Buffer.alloc(0), compress: true },
  ];
  const date = new Date('2026-11-20T10:15:31Z');

  it('writes an archive unzip tests clean and extracts to the same bytes', async () => {
    const opened = await openZip(createZip(files, date));
    try {
      expect(opened.tested).toMatch(/No errors detected/);
      expect(opened.files).toEqual(['empty.txt', 'first-visit.jpg', 'report.json']);
      for (const file of files) {
        expect(await readFile(path.join(opened.dir, file.name))).toEqual(Buffer.from(file.data));
      }
      // Text deflated, the JPEG stored; every entry dated as given (2-second steps, UTC).
      expect(opened.listing).toMatch(/Defl:\w\s.*report\.json/);
      expect(opened.listing).toMatch(/Stored\s.*first-visit\.jpg/);
      expect(opened.listing.match(/ 2026-11-20 10:15 /g)).toHaveLength(3);
    } finally {
      await opened.close();
    }
  });

  it('gives the same bytes for the same files and date', () => {
    expect(createZip(files, date).equals(createZip(files, date))).toBe(true);
    expect(createZip(files, new Date('2026-11-21T00:00:00Z')).equals(createZip(files, date))).toBe(
      false,
    );
  });

  it("dates every entry in UTC, whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const utc = createZip(files, date);
      process.env.TZ = 'America/New_York';
      expect(createZip(files, date).equals(utc)).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('dates an entry from before 1980 (the first year a ZIP can hold) at 1980-01-01', () => {
    expect(
      createZip(files, new Date('1970-01-12T13:46:40Z')).equals(
        createZip(files, new Date('1980-01-01T00:00:00Z')),
      ),
    ).toBe(true);
  });

  it('refuses names that are not plain ASCII', () => {
    expect(() => createZip([{ name: 'çerez.json', data: text, compress: true }], date)).toThrow(
      /ASCII/,
    );
  });
});

describe('the evidence of a scan', () => {
  it('holds the report, the screenshots, a manifest and SHA256SUMS that sha256sum verifies', async () => {
    const screenshots = fakeScreenshots();
    const opened = await openZip(evidenceZip(report, screenshots));
    try {
      expect(opened.tested).toMatch(/No errors detected/);
      expect(opened.files).toEqual([
        'SHA256SUMS',
        'after-accept.jpg',
        'after-reject.jpg',
        'first-visit.jpg',
        'manifest.json',
        'report.json',
      ]);
      const sums = opened.checkSums();
      expect(sums.status, sums.output).toBe(0);
      expect(sums.output.trim().split('\n')).toHaveLength(5);

      const reportJson = await readFile(path.join(opened.dir, 'report.json'));
      expect(JSON.parse(reportJson.toString())).toEqual(report);
      const manifest = JSON.parse(
        await readFile(path.join(opened.dir, 'manifest.json'), 'utf8'),
      ) as {
        scan: Record<string, string>;
        versions: unknown;
        files: Record<string, unknown>[];
      };
      expect(manifest.scan).toEqual({
        id: report.id,
        url: report.url,
        finalUrl: report.finalUrl,
        startedAt: '2026-11-20T10:15:30.000Z',
        endedAt: '2026-11-20T10:15:42.345Z',
      });
      expect(manifest.versions).toEqual({
        engine: '5a9027d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6',
        chromium: '156.0.8078.108',
        autoconsent: '16.23.0',
        cookieDatabase: '0ee5a17fe1cb002943f89370d24fc26a4226061c',
      });
      expect(manifest.files).toEqual([
        { name: 'report.json', bytes: reportJson.length, sha256: sha256(reportJson) },
        ...screenshots.map((shot) => ({
          name: `${{ firstVisit: 'first-visit', afterReject: 'after-reject', afterAccept: 'after-accept' }[shot.phase]}.jpg`,
          phase: shot.phase,
          bytes: shot.jpeg.length,
          sha256: sha256(shot.jpeg),
        })),
      ]);

      const summary = evidenceSummary(report, screenshots);
      const sumsFile = await readFile(path.join(opened.dir, 'SHA256SUMS'));
      expect(summary).toEqual({
        fingerprint: sha256(sumsFile),
        screenshots: ['firstVisit', 'afterReject', 'afterAccept'],
      });
    } finally {
      await opened.close();
    }
  });

  it('is the same archive and fingerprint after a JSON round trip (as Redis stores it)', () => {
    const screenshots = fakeScreenshots();
    const stored = JSON.parse(JSON.stringify(report)) as typeof report;
    expect(evidenceZip(stored, screenshots).equals(evidenceZip(report, screenshots))).toBe(true);
    expect(evidenceSummary(stored, screenshots)).toEqual(evidenceSummary(report, screenshots));
  });

  it('changes its fingerprint when the report or a screenshot changes', () => {
    const screenshots = fakeScreenshots();
    const { fingerprint } = evidenceSummary(report, screenshots);
    expect(evidenceSummary({ ...report, durationMs: 1 }, screenshots).fingerprint).not.toBe(
      fingerprint,
    );
    const altered = screenshots.map((shot, n) =>
      n === 0 ? { ...shot, jpeg: Buffer.concat([shot.jpeg, Buffer.from([0])]) } : shot,
    );
    expect(evidenceSummary(report, altered).fingerprint).not.toBe(fingerprint);
  });

  it('is complete without screenshots: report, manifest and sums', async () => {
    const opened = await openZip(evidenceZip(report, []));
    try {
      expect(opened.files).toEqual(['SHA256SUMS', 'manifest.json', 'report.json']);
      expect(opened.checkSums().status).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

describe('the screenshots a scan may keep', () => {
  it('keeps one JPEG per phase within the caps, and nothing else', () => {
    const kept: Screenshot[] = [];
    const max = EVIDENCE_LIMITS.screenshotBytes;
    expect(keepScreenshot(kept, { phase: 'firstVisit', jpeg: jpegOf(max) })).toBe(true);
    // Over the cap, not a JPEG, a phase already kept, an unknown phase, not bytes.
    expect(keepScreenshot(kept, { phase: 'afterReject', jpeg: jpegOf(max + 1) })).toBe(false);
    expect(keepScreenshot(kept, { phase: 'afterReject', jpeg: Buffer.from('GIF89a....') })).toBe(
      false,
    );
    expect(keepScreenshot(kept, { phase: 'firstVisit', jpeg: jpegOf(10) })).toBe(false);
    expect(keepScreenshot(kept, { phase: 'gpc', jpeg: jpegOf(10) })).toBe(false);
    expect(keepScreenshot(kept, { phase: 'afterAccept', jpeg: 'ffd8ff' })).toBe(false);
    expect(keepScreenshot(kept, null)).toBe(false);
    expect(keepScreenshot(kept, { phase: 'afterReject', jpeg: jpegOf(max) })).toBe(true);
    expect(keepScreenshot(kept, { phase: 'afterAccept', jpeg: jpegOf(max) })).toBe(true);
    expect(kept.map((shot) => shot.phase)).toEqual(['firstVisit', 'afterReject', 'afterAccept']);
    expect(kept.reduce((sum, shot) => sum + shot.jpeg.length, 0)).toBeLessThanOrEqual(
      EVIDENCE_LIMITS.totalBytes,
    );
  });
});

describe('the documents of a finished scan', () => {
  it('are built in a child process, to the same bytes, costing this process little CPU', async () => {
    const report = bulkyFakeReport('00000000-0000-4000-8000-000000000001', 'https://shop.example/');
    const shots = fakeScreenshots();
    // Loads React and MUI here first, so the reference measures the build, not the import.
    await buildDocumentsHere(fakeReport(report.id, report.url), shots);
    // This process's own CPU time, not the wall clock: a busy machine slows both builds alike but
    // leaves each process's CPU count its own.
    const blocked = async (build: () => Promise<ScanDocuments>) => {
      const before = process.cpuUsage();
      const documents = await build();
      const used = process.cpuUsage(before);
      return { documents, cpuMs: (used.user + used.system) / 1000 };
    };
    const here = await blocked(() => buildDocumentsHere(report, shots));
    const child = await blocked(() => createDocumentBuilder({ timeoutMs: 240_000 })(report, shots));
    expect(child.documents.zip.equals(here.documents.zip)).toBe(true);
    for (const language of ['tr', 'en']) {
      expect(
        child.documents.policies[language]?.html.equals(here.documents.policies[language]!.html),
      ).toBe(true);
      expect(child.documents.policies[language]?.csp).toBe(here.documents.policies[language]?.csp);
    }
    for (const key of ['bloat-key-0000', 'bloat-key-0999']) {
      expect(here.documents.policies.tr?.html.toString()).toContain(key);
    }
    // The render that stalled the site's process now costs it a fraction of that: the child does it.
    expect(child.cpuMs).toBeLessThan(here.cpuMs / 3);
  });
});
