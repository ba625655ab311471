/**
 * The cookie scanner's defaults that the site's copy states (the scan page, the information
 * notice). The scanner reads them too (server/scanner/config.ts), so they cannot drift apart; a
 * deployment that sets SCANNER_RETENTION_DAYS differently must change the notice with it.
 */
export const scannerDefaults = {
  /** Days a scan's address and report are kept (SCANNER_RETENTION_DAYS). */
  retentionDays: 30,
} as const;
