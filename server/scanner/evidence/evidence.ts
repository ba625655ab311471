/**
 * A finished scan's evidence: its report as JSON, its screenshots, a manifest (each file's SHA-256
 * and size, the scan's start and end) and a SHA256SUMS file `sha256sum -c` checks, packed as a
 * ZIP. Everything is derived from the report and the screenshots alone, so the same scan always
 * gives the same bytes and the same fingerprint (the SHA-256 of SHA256SUMS), whenever and
 * wherever it is packed. Also the caps on what a scan may hand over as screenshots.
 */
import { createHash } from 'node:crypto';
import { reportEndedAt } from '../queue/queue.ts';
import {
  isOneOf,
  screenshotFiles,
  storyPhases,
  type EvidenceSummary,
  type ScanReport,
  type ScanLimitCode,
  type Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import { createZip, type ZipFile } from './zip.ts';

export const EVIDENCE_LIMITS = {
  /** One screenshot's JPEG. */
  screenshotBytes: 400_000,
  /** All of a scan's screenshots together (one per phase). */
  totalBytes: 3 * 400_000,
} as const;

/** The limitsHit code of a screenshot that stayed over its cap at the lowest quality. */
export const SCREENSHOT_TOO_LARGE = 'screenshot-too-large' satisfies ScanLimitCode;
/** The limitsHit code of a screenshot the browser could not take (page gone, time out). */
export const SCREENSHOT_FAILED = 'screenshot-failed' satisfies ScanLimitCode;

export const REPORT_FILE = 'report.json';
export const MANIFEST_FILE = 'manifest.json';
export const SUMS_FILE = 'SHA256SUMS';
export const screenshotFile = (phase: Screenshot['phase']) => `${screenshotFiles[phase]}.jpg`;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const isJpeg = (data: Uint8Array) =>
  data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * Adds `screenshot` to `kept` when it is a JPEG of a phase not kept yet, within the caps; false
 * (and `kept` unchanged) otherwise. Whatever hands screenshots over (the engine process, a
 * queue's engine) goes through here, so no more than the caps is ever held for a scan.
 */
export function keepScreenshot(kept: Screenshot[], screenshot: unknown): boolean {
  if (typeof screenshot !== 'object' || screenshot === null) return false;
  const { phase, jpeg } = screenshot as Partial<Screenshot>;
  if (!isOneOf(storyPhases, phase) || !(jpeg instanceof Uint8Array)) return false;
  if (jpeg.length > EVIDENCE_LIMITS.screenshotBytes || !isJpeg(jpeg)) return false;
  if (kept.some((shot) => shot.phase === phase)) return false;
  const total = kept.reduce((sum, shot) => sum + shot.jpeg.length, 0) + jpeg.length;
  if (total > EVIDENCE_LIMITS.totalBytes) return false;
  kept.push({ phase, jpeg });
  return true;
}

/** The files of the evidence, in the archive's order, and the summary the page shows. */
export function evidenceFiles(
  report: ScanReport,
  screenshots: readonly Screenshot[],
): { files: ZipFile[]; summary: EvidenceSummary } {
  const shots = storyPhases.flatMap((phase) =>
    screenshots.filter((shot) => shot.phase === phase).slice(0, 1),
  );
  const content: ZipFile[] = [
    {
      name: REPORT_FILE,
      data: Buffer.from(`${JSON.stringify(report, null, 2)}\n`),
      compress: true,
    },
    ...shots.map((shot) => ({
      name: screenshotFile(shot.phase),
      data: shot.jpeg,
      compress: false,
    })),
  ];
  const manifest = {
    scan: {
      id: report.id,
      url: report.url,
      finalUrl: report.finalUrl,
      startedAt: report.startedAt,
      endedAt: new Date(reportEndedAt(report)).toISOString(),
    },
    // What made the report (null for a report stored before versions were recorded).
    versions: report.versions ?? null,
    hash: 'SHA-256',
    files: content.map((file, index) => ({
      name: file.name,
      ...(index > 0 && { phase: shots[index - 1]?.phase }),
      bytes: file.data.length,
      sha256: sha256(file.data),
    })),
  };
  const manifestFile: ZipFile = {
    name: MANIFEST_FILE,
    data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    compress: true,
  };
  // `sha256sum -c` format: the hash, two spaces (text mode), the name.
  const sums = [...content, manifestFile]
    .map((file) => `${sha256(file.data)}  ${file.name}\n`)
    .join('');
  const sumsFile: ZipFile = { name: SUMS_FILE, data: Buffer.from(sums), compress: true };
  return {
    files: [...content, manifestFile, sumsFile],
    summary: { fingerprint: sha256(sums), screenshots: shots.map((shot) => shot.phase) },
  };
}

/** The summary the page shows (its fingerprint matches the archive's SHA256SUMS). */
export const evidenceSummary = (report: ScanReport, screenshots: readonly Screenshot[]) =>
  evidenceFiles(report, screenshots).summary;

/** The evidence as a ZIP, every entry dated at the scan's end. */
export function evidenceZip(report: ScanReport, screenshots: readonly Screenshot[]): Buffer {
  return createZip(evidenceFiles(report, screenshots).files, new Date(reportEndedAt(report)));
}
