/**
 * The documents a finished scan is served as, derived once from its report and screenshots: the
 * draft cookie policy in each language (HTML and the CSP that lets its one style element apply)
 * and the evidence ZIP. The queues store them with the report and serve them as bytes, so a
 * download costs a lookup, never a render.
 */
import type { ScanReport, Screenshot } from '../../../packages/scanner-contract/report.ts';
import { evidenceZip } from './evidence.ts';

export interface PolicyDocument {
  html: Buffer;
  csp: string;
}

export interface ScanDocuments {
  /** The draft cookie policy by language (draftLanguages()). */
  policies: Record<string, PolicyDocument>;
  zip: Buffer;
}

/** Builds a scan's documents somewhere other than the process serving the site. */
export type BuildDocuments = (
  report: ScanReport,
  screenshots: readonly Screenshot[],
) => Promise<ScanDocuments>;

/** What one stored document is asked for by: the ZIP, or the policy in a language. */
export type DocumentName = 'zip' | `policy:${string}`;

export interface StoredDocument {
  body: Buffer;
  /** The policy's Content-Security-Policy (none for the ZIP). */
  csp?: string;
}

/** The documents built in this process: what the builder process runs, and quick tests. */
export async function buildDocumentsHere(
  report: ScanReport,
  screenshots: readonly Screenshot[],
): Promise<ScanDocuments> {
  // React, MUI and the locale files load only where documents are built.
  const { draftLanguages, policyDraft } = await import('./policy-draft.tsx');
  const policies: Record<string, PolicyDocument> = {};
  for (const language of draftLanguages()) {
    const { html, csp } = policyDraft(report, language);
    policies[language] = { html: Buffer.from(html), csp };
  }
  return { policies, zip: evidenceZip(report, screenshots) };
}

/** One stored document out of a scan's documents, or null when there is no such one. */
export function pickDocument(documents: ScanDocuments, name: DocumentName): StoredDocument | null {
  if (name === 'zip') return { body: documents.zip };
  const policy = Object.hasOwn(documents.policies, name.slice('policy:'.length))
    ? documents.policies[name.slice('policy:'.length)]
    : undefined;
  return policy ? { body: policy.html, csp: policy.csp } : null;
}

/** The bytes the documents take where they are stored. */
export const documentsBytes = (documents: ScanDocuments): number =>
  documents.zip.length +
  Object.values(documents.policies).reduce(
    (sum, policy) => sum + policy.html.length + policy.csp.length,
    0,
  );
