// Small request/response helpers shared by the local endpoints (scripts/outbox.mjs,
// scripts/consent-log.mjs).

export function reply(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** The body as text, or null when it is larger than `maxBytes` (read to the end either way). */
export async function readBody(req, maxBytes) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks).toString('utf8');
}
