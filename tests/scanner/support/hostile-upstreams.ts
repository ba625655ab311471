/**
 * Hostile servers for the filtering proxy's tests, all on 127.0.0.1: a raw HTTP server that
 * answers with a status Node cannot send on, one that closes a kept-alive connection as it is
 * reused, a sink that counts every byte it receives and holds
 * the connection open, a source that streams without end, and a DNS server over UDP that answers
 * some names and never answers others.
 */
import dgram from 'node:dgram';
import net from 'node:net';

export interface RawServer {
  port: number;
  /** Bytes received, all connections together. */
  received(): number;
  close(): Promise<void>;
}

async function rawServer(onConnection: (socket: net.Socket) => void): Promise<RawServer> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers every request with `HTTP/1.1 <status>` (e.g. "099", "000", "600"). */
export const statusServer = (status: string) =>
  rawServer((socket) => {
    socket.once('data', () =>
      socket.end(`HTTP/1.1 ${status} Odd\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok`),
    );
  });

/**
 * Answers a connection's first request and keeps the connection open (no Keep-Alive hint, like
 * many servers), then closes it when a second request arrives on it: a site whose idle timer fired
 * just as the connection was reused. `connections()` counts the connections it accepted.
 */
export async function closesReusedServer(): Promise<RawServer & { connections(): number }> {
  let connections = 0;
  const server = await rawServer((socket) => {
    connections += 1;
    let requests = 0;
    socket.on('data', (chunk: Buffer) => {
      requests += chunk.toString('latin1').split('\r\n\r\n').length - 1;
      if (requests === 1) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok');
      else socket.destroy();
    });
  });
  return { ...server, connections: () => connections };
}

/** Reads and counts whatever it is sent, answering nothing (an upload's victim). */
export const sinkServer = () => rawServer(() => {});

/** Sends 64 KiB chunks for as long as the connection stays open (a download without end). */
export const floodServer = () =>
  rawServer((socket) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (!socket.destroyed && socket.write(chunk));
      if (!socket.destroyed) socket.once('drain', pump);
    };
    socket.once('data', pump);
  });

export interface FakeDns {
  /** `127.0.0.1:<port>`, as a resolver's server. */
  server: string;
  /** Names asked for, in order. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A DNS server on a free UDP port: names in `answers` get their A record (AAAA queries get an
 * empty answer); every other name is never answered, like a server that drops the query.
 */
export async function fakeDns(answers: Record<string, string>): Promise<FakeDns> {
  const queries: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, from) => {
    const labels: string[] = [];
    let offset = 12;
    while (offset < message.length && message[offset] !== 0) {
      const length = message[offset] as number;
      labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'));
      offset += length + 1;
    }
    const question = message.subarray(12, offset + 5);
    const type = message.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    queries.push(name);
    const address = answers[name];
    if (address === undefined) return;
    const header = Buffer.alloc(12);
    message.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    const a = type === 1;
    header.writeUInt16BE(a ? 1 : 0, 6);
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0);
    record.writeUInt16BE(1, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(4, 10);
    Buffer.from(address.split('.').map(Number)).copy(record, 12);
    const reply = Buffer.concat(a ? [header, question, record] : [header, question]);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
