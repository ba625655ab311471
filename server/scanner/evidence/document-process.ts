/**
 * The document builder's child process (document-builder.ts): builds one scan's documents from
 * the report and screenshots it is sent, answers, and exits.
 */
import type { DocumentAnswer, DocumentRequest } from './document-builder.ts';
import { buildDocumentsHere } from './documents.ts';

process.once('message', (request: DocumentRequest) => {
  void (async () => {
    let answer: DocumentAnswer;
    try {
      const screenshots = request.screenshots.map(({ phase, jpeg }) => ({
        phase,
        jpeg: Buffer.from(jpeg),
      }));
      answer = { ok: true, documents: await buildDocumentsHere(request.report, screenshots) };
    } catch (error) {
      answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    process.send!(answer, undefined, {}, () => process.disconnect());
  })();
});
