import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViteDevServer } from 'vite';

export function createDevServer(options?: { port?: number }): Promise<{
  vite: ViteDevServer;
  httpServer: Server;
  listen: () => Promise<AddressInfo>;
  close: () => Promise<void>;
}>;
