// `npm run consent-log:export -- --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--id <uuid>]
// [--format csv|jsonl]`: the consent log's entries decided on those days (UTC, both included),
// optionally of one consent id, written to standard output as CSV (default) or JSON lines, from
// the store the environment names (CONSENT_LOG_DATABASE_URL, else the files in CONSENT_LOG_DIR or
// consent-log/). For a data subject's request (--id: the id is in their browser's `consent`
// entry) or the Board.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  consentLogStoreFromEnv,
  type ConsentLogEntry,
} from '../../server/consent-log/consent-log.ts';

export const CONSENT_LOG_COLUMNS = [
  'id',
  'time',
  'revision',
  'language',
  'necessary',
  'functional',
  'analytics',
  'marketing',
  'receivedAt',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The entries as CSV with a header row, CRLF line ends (RFC 4180). */
export function consentLogCsv(entries: readonly ConsentLogEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.id,
      entry.time,
      entry.revision,
      entry.language,
      entry.categories.necessary,
      entry.categories.functional,
      entry.categories.analytics,
      entry.categories.marketing,
      entry.receivedAt,
    ]
      .map(csvField)
      .join(','),
  );
  return [CONSENT_LOG_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}

/** The entries as JSON lines, each as the log stores it. */
export function consentLogJsonLines(entries: readonly ConsentLogEntry[]): string {
  return entries
    .map(({ id, time, revision, language, categories, receivedAt }) => {
      const { necessary, functional, analytics, marketing } = categories;
      const ordered = { necessary, functional, analytics, marketing };
      return `${JSON.stringify({ id, time, revision, language, categories: ordered, receivedAt })}\n`;
    })
    .join('');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the arguments, the store, and returns the export's text. */
export async function exportConsentLog(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      id: { type: 'string' },
      format: { type: 'string', default: 'csv' },
    },
    strict: true,
  });
  if (!values.from || !values.to) throw new Error('--from and --to (YYYY-MM-DD) are required');
  if (values.format !== 'csv' && values.format !== 'jsonl') {
    throw new Error(`--format must be csv or jsonl, not "${values.format}"`);
  }
  if (values.id !== undefined && !uuid.test(values.id)) {
    throw new Error(`--id must be a consent id (a UUID), not "${values.id}"`);
  }
  const store = await consentLogStoreFromEnv(env);
  try {
    const entries = await store.read({
      from: values.from,
      to: values.to,
      id: values.id?.toLowerCase(),
    });
    return values.format === 'csv' ? consentLogCsv(entries) : consentLogJsonLines(entries);
  } finally {
    await store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(await exportConsentLog(process.argv.slice(2)));
  } catch (error) {
    console.error(`consent-log:export: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
