import { env } from '../../config/env';
import { NamespaceCta } from '../../sections/shared/namespace-cta';

/**
 * The scan page's closing band, as the hero offers the scan: with the scanner built in
 * (VITE_SCANNER_URL), back up to its address field; without it, the request by contact form.
 */
export function ScanCta() {
  return env.scannerUrl ? (
    <NamespaceCta
      ns="cookie-scan"
      context="selfService"
      primary={{ anchor: 'scanForm' }}
      secondary="pricing"
    />
  ) : (
    <NamespaceCta ns="cookie-scan" primary="contact" secondary="pricing" />
  );
}
