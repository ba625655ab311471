/**
 * A stand-in for engine-worker.ts in the supervisor's tests (never loaded by the server): it
 * speaks the same protocol and, by the scanned address's path, finishes, crashes, hangs with a
 * busy loop, fills memory or its scratch folder, or hands over screenshots, some over the caps.
 */
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveOneScan } from '../engine/protocol.ts';
import { EVIDENCE_LIMITS } from '../evidence/evidence.ts';
import { noBehaviour, type ScanReport } from '../../../packages/scanner-contract/report.ts';

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A JPEG-looking file of `size` bytes. */
const jpegOf = (size: number, fill: number) => {
  const data = Buffer.alloc(size, fill);
  data.set([0xff, 0xd8, 0xff]);
  return data;
};

serveOneScan(async (url, { id, onProgress, onScreenshot }) => {
  const mode = new URL(url).pathname.slice(1);
  onProgress('opening');
  if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
  if (mode === 'hang') for (;;);
  if (mode === 'memory') {
    const held: Buffer[] = [];
    for (;;) {
      held.push(Buffer.alloc(16 * 1024 * 1024, 1));
      await pause();
    }
  }
  if (mode === 'disk') {
    const file = createWriteStream(path.join(tmpdir(), 'filler'));
    for (;;) {
      file.write(Buffer.alloc(1024 * 1024, 1));
      await pause();
    }
  }
  if (mode === 'screenshots') {
    onScreenshot?.({ phase: 'firstVisit', jpeg: jpegOf(EVIDENCE_LIMITS.screenshotBytes, 1) });
    // Over the cap, the same phase again, not a JPEG: none of them may arrive.
    onScreenshot?.({ phase: 'afterReject', jpeg: jpegOf(EVIDENCE_LIMITS.screenshotBytes + 1, 2) });
    onScreenshot?.({ phase: 'firstVisit', jpeg: jpegOf(1000, 3) });
    onScreenshot?.({ phase: 'afterReject', jpeg: Buffer.from('not a jpeg') });
    onScreenshot?.({ phase: 'afterAccept', jpeg: jpegOf(2000, 4) });
  }
  const phase = {
    pages: [],
    cookies: [],
    storage: [],
    hosts: [],
    consentModeDefaultsFirst: null,
    behaviour: noBehaviour(),
  };
  const report: ScanReport = {
    id,
    url,
    // What the test checks: who ran it, and where its temporary files went.
    finalUrl: `${process.getuid?.()} ${tmpdir()}`,
    startedAt: new Date().toISOString(),
    durationMs: 0,
    firstVisit: phase,
    banner: {
      found: false,
      method: null,
      cmp: null,
      rejectOnFirstLayer: null,
      rejectLabel: null,
      acceptLabel: null,
    },
    afterReject: null,
    afterAccept: null,
    globalPrivacyControl: null,
    inputProbe: null,
    unknownCookies: null,
    cookiePolicy: null,
    findings: [],
    limitsHit: [],
    // Not the engine: nothing to trace a finding to.
    versions: null,
    notRun: [],
  };
  return report;
});
