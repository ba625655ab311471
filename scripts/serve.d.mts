import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createSiteServer(options?: {
  dist?: string;
  outboxDir?: string;
  /** The cookie scanner's API handler: true when it answered the request. */
  scanner?: (req: IncomingMessage, res: ServerResponse) => boolean;
}): Server;
export function notFoundPage(dist: string, url: string): string;
