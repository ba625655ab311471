import type { Server } from 'node:http';

export function createSiteServer(options?: { dist?: string; outboxDir?: string }): Server;
export function notFoundPage(dist: string, url: string): string;
