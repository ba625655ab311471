/**
 * A ZIP archive in memory (PKWARE APPNOTE 6.3: local headers, central directory, end record), for
 * the scan's evidence: a few small files, so no ZIP64, no streaming. Files marked `compress` are
 * deflated when that makes them smaller, the others stored (JPEG gains nothing). Every entry
 * carries the same given date and no extra field, so the same files give the same bytes.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipFile {
  /** The path inside the archive, `/`-separated, ASCII. */
  name: string;
  data: Uint8Array;
  compress: boolean;
}

const STORE = 0;
const DEFLATE = 8;
/** 2.0: deflate, folders. */
const VERSION = 20;
/** The largest archive without ZIP64 fields (sizes and offsets are 32-bit). */
const MAX_BYTES = 0xffff_ffff;

/** MS-DOS date and time (2-second steps, 1980 to 2107) of `date`'s UTC fields. */
export function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export function createZip(files: readonly ZipFile[], modified: Date): Buffer {
  const stamp = dosDateTime(modified);
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(file.name)) {
      throw new Error(`zip: file names are ASCII (${JSON.stringify(file.name)})`);
    }
    const name = Buffer.from(file.name, 'ascii');
    const deflated = file.compress ? deflateRawSync(file.data) : null;
    const method = deflated && deflated.length < file.data.length ? DEFLATE : STORE;
    const body = method === DEFLATE && deflated ? deflated : Buffer.from(file.data);
    const crc = crc32(file.data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(VERSION, 4);
    entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(0, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(stamp.time, 12);
    entry.writeUInt16LE(stamp.date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(file.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: none.
    entry.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  if (offset + directory.length + end.length > MAX_BYTES || files.length > 0xffff) {
    throw new Error('zip: too large without ZIP64');
  }
  return Buffer.concat([...locals, directory, end]);
}
