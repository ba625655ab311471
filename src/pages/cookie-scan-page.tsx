import { CookieScanHero } from '../features/cookie-scan/cookie-scan-hero';
import { ScanCta } from '../features/cookie-scan/scan-cta';
import { ScanProcess } from '../features/cookie-scan/scan-process';
import { ScanReport } from '../features/cookie-scan/scan-report';

/** The cookie-scan page: the free scan, what its report holds and how it works, in order. */
export function Component() {
  return (
    <>
      <CookieScanHero />
      <ScanReport />
      <ScanProcess />
      <ScanCta />
    </>
  );
}
