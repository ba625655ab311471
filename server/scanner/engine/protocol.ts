/**
 * The messages between the web (or Redis worker) process and the engine process that runs one
 * scan (engine-worker.ts), and the child's side of them. Types and a small loop only: no
 * Chromium here, so a test worker can serve any RunScan through the same protocol.
 */
import type {
  RunScan,
  ScanErrorCode,
  ScanPhase,
  ScanReport,
  StoryPhase,
} from '../../../packages/scanner-contract/report.ts';

export type ToEngine = { type: 'scan'; url: string; id: string };

export type FromEngine =
  | { type: 'ready' }
  | { type: 'progress'; phase: ScanPhase }
  /** A screenshot for the evidence, the JPEG as base64; sent before `done`. */
  | { type: 'screenshot'; phase: StoryPhase; jpeg: string }
  | { type: 'done'; report: ScanReport }
  | { type: 'failed'; code: ScanErrorCode | null; message: string };

/**
 * Serves one scan over the IPC channel, then exits: the supervisor starts a fresh process for
 * the next one, so nothing a page did outlives its scan.
 */
export function serveOneScan(run: RunScan): void {
  const send = (message: FromEngine) =>
    new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));
  // The supervisor went away (the server stopped): nobody waits for this scan any more.
  // Playwright closes the browser it launched as this process exits.
  process.once('disconnect', () => process.exit(0));
  process.once('message', (message: ToEngine) => {
    void (async () => {
      try {
        const report = await run(message.url, {
          id: message.id,
          onProgress: (phase) => void send({ type: 'progress', phase }),
          onScreenshot: ({ phase, jpeg }) =>
            void send({ type: 'screenshot', phase, jpeg: Buffer.from(jpeg).toString('base64') }),
          // The supervisor stops a scan by ending this process.
          signal: new AbortController().signal,
        });
        await send({ type: 'done', report });
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        await send({
          type: 'failed',
          code: typeof code === 'string' ? (code as ScanErrorCode) : null,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      process.disconnect();
    })();
  });
  void send({ type: 'ready' });
}
