// Computes the metric overrides of the fallback font face in src/theme/fonts.ts: the local Arial
// (or a metric-compatible clone) scaled and shifted so that a line set in it takes the same width
// and the same vertical space as in the web font, and the swap to Inter moves nothing (CLS 0).
// Run it again when the Inter subset or the copy changes a lot:
//   npx tsx tools/build/font-fallback.ts
// Prints the four descriptors; paste them into src/theme/fonts.ts.
//
// Method (as capsize and fontaine): size-adjust = the ratio of the two fonts' average advance
// width, measured here on the site's own Turkish copy (every string in locales/tr, shaped with
// kerning by HarfBuzz) instead of English letter frequencies; ascent/descent/line-gap overrides =
// the web font's vertical metrics (the ones browsers use: OS/2 typo metrics when the font sets
// USE_TYPO_METRICS, else hhea) divided by its em size times size-adjust.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const root = path.resolve(new URL('../..', import.meta.url).pathname);

/**
 * Liberation Sans has Arial's advance widths and vertical metrics by design (metric-compatible),
 * so it stands in for Arial here (Debian: fonts-liberation).
 */
const arialCompatible = (style: string) => [
  `/usr/share/fonts/truetype/liberation/LiberationSans-${style}.ttf`,
  `/usr/share/fonts/truetype/liberation2/LiberationSans-${style}.ttf`,
];

/** The two faces of the fallback: Arial Regular for text, Arial Bold for 600 and up. */
const faces = [
  { name: 'regular', interWeight: 400, arial: 'Regular' },
  { name: 'bold', interWeight: 700, arial: 'Bold' },
];

/** Every string value of every locales/tr file, joined: the text the site sets. */
export async function copyText(language = 'tr') {
  const dir = path.join(root, 'locales', language);
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value.replace(/<\/?\w+>|\{\{\w+\}\}/g, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  }
  return strings.join(' ');
}

/**
 * Em size, vertical metrics and the average advance per character of `text`, in font units; a
 * variable font is measured at `weight`.
 */
export async function measureFont(fontBuffer: Buffer, text: string, weight?: number) {
  const sfnt = await fontverter.convert(fontBuffer, 'sfnt');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  if (weight && face.getAxisInfos().wght) font.setVariations([new hb.Variation('wght', weight)]);
  const os2 = face.referenceTable('OS/2');
  const hhea = face.referenceTable('hhea');
  if (!os2 || !hhea) throw new Error('font has no OS/2 or hhea table');
  const os2View = new DataView(os2.buffer, os2.byteOffset, os2.byteLength);
  const hheaView = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength);
  const useTypoMetrics = (os2View.getUint16(62) & (1 << 7)) !== 0;
  const vertical = useTypoMetrics
    ? {
        ascent: os2View.getInt16(68),
        descent: os2View.getInt16(70),
        lineGap: os2View.getInt16(72),
      }
    : {
        ascent: hheaView.getInt16(4),
        descent: hheaView.getInt16(6),
        lineGap: hheaView.getInt16(8),
      };
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0);
  return { unitsPerEm: face.upem, ...vertical, averageWidth: advance / [...text].length };
}

/** What measureFont finds: em size, vertical metrics and average advance, in font units. */
type FontMetrics = Awaited<ReturnType<typeof measureFont>>;

/** The four descriptors, as CSS percentages, for a fallback standing in for `web`. */
export function overrides(web: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust =
    web.averageWidth / web.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const scaled = (value: number) => percent(Math.abs(value) / (web.unitsPerEm * sizeAdjust));
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: scaled(web.ascent),
    descentOverride: scaled(web.descent),
    lineGapOverride: scaled(web.lineGap),
  };
}

async function firstExisting(files: readonly string[]): Promise<Buffer> {
  for (const file of files) {
    try {
      return await readFile(file);
    } catch {
      // try the next place
    }
  }
  throw new Error(`No Arial-compatible font found (apt-get install fonts-liberation): ${files}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await copyText();
  const inter = await readFile(path.join(root, 'src/assets/fonts/inter-tr-wght.woff2'));
  console.log(`${[...text].length} characters of locales/tr copy`);
  for (const face of faces) {
    const web = await measureFont(inter, text, face.interWeight);
    const arial = await measureFont(await firstExisting(arialCompatible(face.arial)), text);
    console.log(face.name, { web, arial }, overrides(web, arial));
  }
}
