import type { IncomingMessage, ServerResponse } from 'node:http';

export function loadScanner(env?: Record<string, string | undefined>): Promise<{
  handle: (req: IncomingMessage, res: ServerResponse) => boolean;
  mode: 'memory' | 'redis' | 'unavailable';
  reason?: string;
  close: () => Promise<void>;
}>;
