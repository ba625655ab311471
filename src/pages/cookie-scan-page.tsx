import { CookieScanHero } from '../sections/cookie-scan/cookie-scan-hero';
import { ScanProcess } from '../sections/cookie-scan/scan-process';
import { ScanReport } from '../sections/cookie-scan/scan-report';
import { NamespaceCta } from '../sections/shared/namespace-cta';

/** The cookie-scan page: the free scan, what its report holds and how it works, in order. */
export function Component() {
  return (
    <>
      <CookieScanHero />
      <ScanReport />
      <ScanProcess />
      <NamespaceCta ns="cookie-scan" primary="contact" secondary="pricing" />
    </>
  );
}
