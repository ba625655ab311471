import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long the log keeps an entry (src/config/consent-retention.json). */
export interface ConsentRetention {
  maxAgeDays: number;
  logRetentionYears: number;
}

export const CONSENT_LOG_ENDPOINT: string;
export const consentRetention: ConsentRetention;
export function defaultConsentLogDir(): string;
export function validateConsentRecord(
  body: unknown,
  options?: { languages?: readonly string[]; now?: Date },
): string | null;
export function consentLogExpiry(
  entry: { time?: string; receivedAt?: string },
  retention?: ConsentRetention,
): Date;
export function pruneConsentLog(
  dir: string,
  options?: { now?: Date; retention?: ConsentRetention },
): Promise<{ removed: number; kept: number }>;
export function createConsentLogHandler(options?: {
  dir?: string;
  now?: () => Date;
  retention?: ConsentRetention;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
export function handleConsentLog(req: IncomingMessage, res: ServerResponse): boolean;
