import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONSENT_LOG_ENDPOINT: string;
export function defaultConsentLogDir(): string;
export function validateConsentRecord(
  body: unknown,
  options?: { languages?: readonly string[]; now?: Date },
): string | null;
export function createConsentLogHandler(options?: {
  dir?: string;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
export function handleConsentLog(req: IncomingMessage, res: ServerResponse): boolean;
