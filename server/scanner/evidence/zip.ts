/**
 * A ZIP archive in memory for the scan's evidence (a few small files: fflate's `zipSync`). Files
 * marked `compress` are deflated, the others stored (JPEG gains nothing). Every entry carries the
 * same given date and no extra field, so the same files give the same bytes.
 */
import { zipSync, type Zippable } from 'fflate';

export interface ZipFile {
  /** The path inside the archive, `/`-separated, ASCII. */
  name: string;
  data: Uint8Array;
  compress: boolean;
}

/**
 * fflate writes an entry's date from the local-time fields of the Date it is given: this Date's
 * local fields are `date`'s UTC ones, so the archive is the same whatever the server's time zone.
 */
function localFieldsOfUtc(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

/** The years a ZIP entry's (DOS) date can hold; fflate refuses a date outside them. */
const DOS_DATES = { first: Date.UTC(1980, 0, 1), last: Date.UTC(2099, 11, 31, 23, 59, 58) };

export function createZip(files: readonly ZipFile[], modified: Date): Buffer {
  // A clock outside the DOS range (a test's, or a broken one) still gives an archive.
  const inRange = Math.min(Math.max(modified.getTime(), DOS_DATES.first), DOS_DATES.last);
  const mtime = localFieldsOfUtc(new Date(inRange));
  const entries: Zippable = {};
  for (const file of files) {
    if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(file.name)) {
      throw new Error(`zip: file names are ASCII (${JSON.stringify(file.name)})`);
    }
    entries[file.name] = [file.data, { level: file.compress ? 6 : 0, mtime }];
  }
  return Buffer.from(zipSync(entries));
}
