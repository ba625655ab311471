// The consent log: `npm start` (server/site/serve.ts) and `npm run dev` (vite.config.ts) answer
// `POST /api/consent-log`, where the site's consent manager sends each decision with sendBeacon
// when VITE_CONSENT_LOG_URL=/api/consent-log. A valid record goes to the store: by default one
// JSON line appended to consent-log/<date>.jsonl (the file store below); with
// CONSENT_LOG_DATABASE_URL a PostgreSQL table (server/consent-log/postgres.ts). Anything else
// gets 400 and is not stored. No IP address, user agent or other request detail is written: the
// record is the whole proof. Entries past their retention (packages/consent-log/retention.json, as
// the cookie policy states it) are deleted on the first write after the server starts and on the
// first write of each later day.
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { appendPrivateFile, privateFolder, writePrivateFile } from '../http/private-files.ts';
import retention from '../../packages/consent-log/retention.json' with { type: 'json' };
import {
  isJsonObject,
  jsonPostEndpoint,
  pathnameOf,
  replyText,
  type Middleware,
} from '../http/exchange.ts';
import {
  queryBounds,
  type ConsentLogEntry,
  type ConsentLogStore,
  type ConsentRetention,
} from './store.ts';

export {
  queryBounds,
  type ConsentLogEntry,
  type ConsentLogQuery,
  type ConsentLogStore,
  type ConsentRetention,
} from './store.ts';

/** The retention the cookie policy states. */
export const consentRetention: ConsentRetention = retention;

export const CONSENT_LOG_ENDPOINT = '/api/consent-log';
/** A record is ~250 bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 4 * 1024;
const categories = ['necessary', 'functional', 'analytics', 'marketing'];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Where records are stored: `CONSENT_LOG_DIR`, else consent-log/ in the working directory. */
export function defaultConsentLogDir(env: Record<string, string | undefined> = process.env) {
  return path.resolve(env.CONSENT_LOG_DIR ?? 'consent-log');
}

let languages: Promise<string[]> | undefined;
/** The site's languages (locales/languages.json when present, else the folders in locales/). */
function siteLanguages(): Promise<string[]> {
  languages ??= readFile(new URL('../../locales/languages.json', import.meta.url), 'utf8')
    .then((text): unknown => JSON.parse(text))
    .then((config) =>
      isJsonObject(config) && Array.isArray(config.languages)
        ? config.languages.filter((code): code is string => typeof code === 'string')
        : ['tr', 'en'],
    )
    .catch(() => ['tr', 'en']);
  return languages;
}

/**
 * Returns why the parsed body is not a consent record, or null when it is. Exactly these fields:
 * id (UUID), time (ISO 8601 UTC, not in the future), revision (positive integer), language (one
 * of the site's), categories (the four booleans, necessary true). Extra fields are refused, so
 * nothing else (an IP, a fingerprint) can be slipped into the log.
 */
export function validateConsentRecord(
  body: unknown,
  {
    languages: allowed = ['tr', 'en'],
    now = new Date(),
  }: { languages?: readonly string[]; now?: Date } = {},
): string | null {
  if (!isJsonObject(body)) return 'The record must be a JSON object';
  const expected = ['categories', 'id', 'language', 'revision', 'time'];
  const extra = Object.keys(body).filter((key) => !expected.includes(key));
  if (extra.length) return `Unexpected field: ${extra.join(', ')}`;
  if (typeof body.id !== 'string' || !uuid.test(body.id)) return 'id must be a UUID';
  if (
    typeof body.time !== 'string' ||
    !isoTime.test(body.time) ||
    Number.isNaN(Date.parse(body.time))
  ) {
    return 'time must be an ISO 8601 UTC time';
  }
  if (Date.parse(body.time) > now.getTime() + 5 * 60 * 1000) return 'time is in the future';
  if (typeof body.revision !== 'number' || !Number.isInteger(body.revision) || body.revision < 1) {
    return 'revision must be a positive integer';
  }
  if (typeof body.language !== 'string' || !allowed.includes(body.language)) {
    return `language must be one of ${allowed.join(', ')}`;
  }
  const flags = body.categories;
  if (!isJsonObject(flags)) return 'categories must be an object';
  const keys = Object.keys(flags).sort();
  if (keys.join() !== [...categories].sort().join()) {
    return `categories must hold exactly ${categories.join(', ')}`;
  }
  if (!categories.every((key) => typeof flags[key] === 'boolean')) {
    return 'every category must be true or false';
  }
  if (flags.necessary !== true) return 'necessary is always true';
  return null;
}

/**
 * The moment an entry must be gone: its choice expires `maxAgeDays` after the decision (`time`),
 * and the entry is kept `logRetentionYears` after that. An entry without a readable time is
 * dated by when it was received.
 */
export function consentLogExpiry(
  entry: { time?: unknown; receivedAt?: unknown },
  retention: ConsentRetention = consentRetention,
): Date {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const decided = Date.parse(text(entry.time));
  const start = new Date(Number.isNaN(decided) ? Date.parse(text(entry.receivedAt)) : decided);
  start.setUTCDate(start.getUTCDate() + retention.maxAgeDays);
  start.setUTCFullYear(start.getUTCFullYear() + retention.logRetentionYears);
  return start;
}

/**
 * Deletes every entry of the log in `dir` whose retention has run out at `now`: a file left
 * with no entry is removed, one with some is rewritten (through a temporary file and a rename,
 * so a crash never leaves half a file). A line that is not JSON is kept for a person to look at.
 */
export async function pruneConsentLog(
  dir: string,
  {
    now = new Date(),
    retention = consentRetention,
  }: { now?: Date; retention?: ConsentRetention } = {},
): Promise<{ removed: number; kept: number }> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => /^\d{4}-\d{2}-\d{2}\.jsonl$/.test(name));
  } catch (error) {
    if (isJsonObject(error) && error.code === 'ENOENT') return { removed: 0, kept: 0 };
    throw error;
  }
  let removed = 0;
  let kept = 0;
  for (const name of files) {
    const file = path.join(dir, name);
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    const keep = lines.filter((line) => {
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        return true;
      }
      if (!isJsonObject(entry)) return true;
      return consentLogExpiry(entry, retention).getTime() > now.getTime();
    });
    removed += lines.length - keep.length;
    kept += keep.length;
    if (keep.length === lines.length) continue;
    if (keep.length === 0) {
      await rm(file, { force: true });
    } else {
      await writePrivateFile(`${file}.tmp`, `${keep.join('\n')}\n`);
      await rename(`${file}.tmp`, file);
    }
  }
  return { removed, kept };
}

/** The embedded store: one JSON line per entry in `dir`/<day received>.jsonl. */
export function fileConsentLogStore(dir: string = defaultConsentLogDir()): ConsentLogStore {
  return {
    name: `files in ${dir}`,
    async append(entry) {
      await privateFolder(dir);
      await appendPrivateFile(
        path.join(dir, `${entry.receivedAt.slice(0, 10)}.jsonl`),
        `${JSON.stringify(entry)}\n`,
      );
    },
    prune: (now, retention) => pruneConsentLog(dir, { now, retention }),
    async read(query) {
      const { start, end } = queryBounds(query);
      let files: string[];
      try {
        files = (await readdir(dir)).filter((name) => /^\d{4}-\d{2}-\d{2}\.jsonl$/.test(name));
      } catch (error) {
        if (isJsonObject(error) && error.code === 'ENOENT') return [];
        throw error;
      }
      const entries: ConsentLogEntry[] = [];
      for (const name of files.sort()) {
        for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
          if (!line) continue;
          let entry: unknown;
          try {
            entry = JSON.parse(line);
          } catch {
            continue;
          }
          if (!isJsonObject(entry) || typeof entry.time !== 'string') continue;
          const decided = Date.parse(entry.time);
          if (decided < start.getTime() || decided >= end.getTime()) continue;
          if (query.id !== undefined && entry.id !== query.id) continue;
          entries.push(entry as unknown as ConsentLogEntry);
        }
      }
      return entries.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    },
    close: async () => {},
  };
}

/**
 * The store the environment names: PostgreSQL when CONSENT_LOG_DATABASE_URL is set (its table
 * created or migrated first), else files in CONSENT_LOG_DIR (default consent-log/).
 */
export async function consentLogStoreFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<ConsentLogStore> {
  const url = env.CONSENT_LOG_DATABASE_URL?.trim();
  if (!url) return fileConsentLogStore(defaultConsentLogDir(env));
  // Loaded only when used: a site on files never loads the database client.
  const { openPostgresConsentLogStore } = await import('./postgres.ts');
  return openPostgresConsentLogStore(url);
}

/**
 * Node/connect middleware: handles the consent log endpoint, passes every other request on. Options:
 * the store (default: the environment's, opened on the first record: consentLogStoreFromEnv), or
 * a directory for the file store, the clock and the retention (tests give their own)
 */
export function createConsentLogHandler({
  store,
  dir,
  now = () => new Date(),
  retention = consentRetention,
}: {
  store?: ConsentLogStore;
  dir?: string;
  now?: () => Date;
  retention?: ConsentRetention;
} = {}): Middleware {
  let opened: Promise<ConsentLogStore> | undefined;
  const target = () => {
    opened ??= store
      ? Promise.resolve(store)
      : dir
        ? Promise.resolve(fileConsentLogStore(dir))
        : consentLogStoreFromEnv();
    // A store that failed to open is tried again with the next record.
    opened.catch(() => (opened = undefined));
    return opened;
  };
  /** Writes and prunes one at a time, so a prune never rewrites a file under an append. */
  let queue = Promise.resolve();
  const serially = (task: () => Promise<void>) => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };
  /** The day (UTC) the log was last pruned; null until the first write after start. */
  let prunedOn: string | null = null;
  return jsonPostEndpoint(
    CONSENT_LOG_ENDPOINT,
    {
      maxBytes: MAX_BODY_BYTES,
      texts: {
        tooLarge: 'The record is too large',
        notJson: 'The record must be valid JSON',
        failed: 'The record could not be stored',
        logPrefix: 'consent-log: could not store the record',
      },
    },
    async (body, res) => {
      const received = now();
      const problem = validateConsentRecord(body, {
        languages: await siteLanguages(),
        now: received,
      });
      // (A valid record is an object: the second test only tells the type checker so.)
      if (problem !== null || !isJsonObject(body)) {
        return replyText(res, 400, problem ?? 'The record must be a JSON object');
      }

      const receivedAt = received.toISOString();
      // Validated above: the fields have the entry's types.
      const {
        id,
        time,
        revision,
        language,
        categories: flags,
      } = body as unknown as Omit<ConsentLogEntry, 'receivedAt'>;
      const entry: ConsentLogEntry = {
        id,
        time,
        revision,
        language,
        categories: flags,
        receivedAt,
      };
      const into = await target();
      await serially(async () => {
        const today = receivedAt.slice(0, 10);
        if (prunedOn !== today) {
          await into.prune(received, retention);
          prunedOn = today;
        }
        await into.append(entry);
      });
      replyText(res, 204, '');
    },
  );
}

/**
 * For plain node:http servers: a function that handles the request and returns true when it is
 * for the consent log endpoint, else returns false and leaves it alone. Options as
 * createConsentLogHandler's.
 */
export function consentLogRoute(
  options: Parameters<typeof createConsentLogHandler>[0] = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const handler = createConsentLogHandler(options);
  return (req, res) => {
    if (pathnameOf(req) !== CONSENT_LOG_ENDPOINT) return false;
    void handler(req, res, () => {});
    return true;
  };
}
