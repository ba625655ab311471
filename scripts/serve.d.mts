import type { Server } from 'node:http';

export function createSiteServer(options?: { dist?: string; outboxDir?: string }): Server;
