import type { IncomingMessage, ServerResponse } from 'node:http';

export const OUTBOX_ENDPOINT: string;
export function defaultOutboxDir(): string;
export function validateSendRequest(body: unknown): string | null;
export function createOutboxHandler(options?: {
  dir?: string;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
