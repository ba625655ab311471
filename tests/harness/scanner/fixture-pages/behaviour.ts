/**
 * Fixture pages for the behaviours the scan detects beyond cookies (canvas fingerprinting, session
 * recording, Meta's advanced matching, TCF purposes, Consent Mode in Google's hits), and a page of
 * lookalikes that must not count as them.
 */
import { html } from './page-parts.ts';

/**
 * A TCF v2 TC string (core segment) whose purpose-consent bits grant `purposes`: version 2, the
 * 146 bits of dates, CMP and flags left zero, then the 24 purpose bits.
 */
export function tcString(purposes: number[]): string {
  const bits = Array.from({ length: 216 }, () => 0);
  bits[4] = 1; // version 2 in 6 bits: 000010
  for (const purpose of purposes) bits[151 + purpose] = 1;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    out += alphabet[bits.slice(i, i + 6).reduce((value, bit) => (value << 1) | bit, 0)];
  }
  return out;
}

/** A plain banner whose choices only hide it: what these pages do is the same in every phase. */
const plainBanner = `<div role="dialog" aria-label="Çerez bildirimi" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Sitemizde çerez kullanıyoruz.</p><button id="reject">Reddet</button> <button id="accept">Kabul Et</button>
</div>
<script>
  for (const id of ['reject', 'accept'])
    document.getElementById(id).onclick = () => document.querySelector('[role="dialog"]').remove();
</script>`;

/** A TCF API answering `getTCData` with a TC string that grants `purposes`. */
const tcfApi = (purposes: number[]) => `<script>
  window.__tcfapi = (command, version, callback) => {
    if (command === 'getTCData') callback({ tcString: '${tcString(purposes)}', purpose: { consents: {} } }, true);
  };
</script>`;

/**
 * Every behaviour the scan detects, in every phase (the banner's choices change nothing): a
 * canvas fingerprint read by a script of its own, a session recorder's script, Meta Pixel with
 * advanced matching, a TC string granting purposes, and a Google hit reporting "granted".
 */
export function behaviourPage(trackers: { google: string; recorder: string; facebook: string }) {
  const hash = 'a'.repeat(64);
  return html(
    `<main><h1>Davranış</h1></main>${plainBanner}${tcfApi([1, 3, 4])}
<script src="/behaviour/fp.js"></script>
<script src="${trackers.recorder}/c/hotjar-1234.js?sv=6"></script>
<img src="${trackers.facebook}/tr/?id=1&ev=PageView&ud[em]=${hash}&ud[ph]=${hash}" alt="" width="1" height="1">
<img src="${trackers.google}/g/collect?v=2&en=page_view&gcs=G111&gcd=13t3t3t3t5" alt="" width="1" height="1">`,
  );
}

/** The fingerprinting script: text in two colours on a canvas, read back as an image. */
export const fingerprintScript = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 240; canvas.height = 60;
  const context = canvas.getContext('2d');
  context.textBaseline = 'top';
  context.font = '14px Arial';
  context.fillStyle = '#f60';
  context.fillRect(125, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('Cwm fjordbank glyphs vext quiz', 2, 15);
  context.fillStyle = 'rgba(102, 204, 0, 0.7)';
  context.fillText('Cwm fjordbank glyphs vext quiz', 4, 17);
  window.__fingerprint = canvas.toDataURL();
})();`;

/**
 * What looks like those behaviours and is not: a chart drawn with labels and never read back, a
 * chart without text exported as an image, Yandex Metrica without Webvisor, a Pixel hit without
 * `ud[…]`, a TC string that grants nothing, and a Google hit reporting "denied".
 */
export function lookalikePage(trackers: { google: string; yandex: string; facebook: string }) {
  return html(
    `<main><h1>Benzer</h1><canvas id="chart" width="300" height="150"></canvas><canvas id="bars" width="300" height="150"></canvas></main>${plainBanner}${tcfApi([])}
<script>
  const chart = document.getElementById('chart').getContext('2d');
  chart.save();
  chart.fillStyle = '#069';
  chart.fillRect(10, 40, 40, 100);
  chart.fillStyle = '#f60';
  chart.fillText('Ocak Şubat Mart Nisan Mayıs Haziran', 10, 20);
  chart.restore();
  const bars = document.getElementById('bars');
  const context = bars.getContext('2d');
  context.fillStyle = '#069';
  context.fillRect(10, 40, 40, 100);
  window.__export = bars.toDataURL();
  context.getImageData(0, 0, 300, 150);
</script>
<script src="${trackers.yandex}/metrika/tag.js"></script>
<img src="${trackers.facebook}/tr/?id=1&ev=PageView" alt="" width="1" height="1">
<img src="${trackers.google}/g/collect?v=2&en=page_view&gcs=G100&gcd=13p3p3p3p5" alt="" width="1" height="1">`,
  );
}
