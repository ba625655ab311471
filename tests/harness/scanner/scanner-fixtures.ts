/**
 * Fixture sites for the scan engine, all on loopback: the site server (compliant, non-compliant,
 * slow, hanging, redirect loop, huge page, SSRF probes) on 127.0.0.1, a "third-party" ad server
 * under DoubleClick's name (another site to the browser), and a canary on another port that no test
 * allows and that must never see a connection. The scanner tests and tools/bench/scanner-load.ts serve
 * them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AD_SERVER_STAND_IN,
  FACEBOOK_STAND_IN,
  GOOGLE_STAND_IN,
  SESSION_RECORDER_STAND_IN,
  STAND_INS,
  YANDEX_STAND_IN,
} from './stand-ins.ts';

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

export interface Fixtures {
  site: string;
  tracker: string;
  canary: string;
  /** host:port pairs the scans may reach (site and tracker, never the canary). */
  allowHosts: Set<string>;
  /** Connections the canary accepted (must stay 0). */
  canaryConnections(): number;
  /** Requests the site server has answered so far. */
  siteRequests(): number;
  /** The choices clicked on the generic page ('reject', 'accept'), in order. */
  choices(): string[];
  /** Forms submitted to the site (`/input/submit`). */
  submissions(): number;
  /** Bytes the huge page wrote before the client went away. */
  hugeBytesWritten(): number;
  close(): Promise<void>;
}

const html = (body: string, head = '') =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Fixture</title>${head}</head><body>${body}</body></html>`;

/** A banner with equal choices; nothing non-essential until "Kabul Et". */
function compliantPage(tracker: string, path: string) {
  return html(
    `<main><h1>Uyumlu site</h1><p>İçerik ${path}</p><a href="/compliant/hakkimizda">Hakkımızda</a></main>
<div id="banner" hidden role="dialog" aria-label="Çerez tercihleri">
  <p>Bu sitede çerezler kullanılır. Analitik çerezler için açık rızanızı isteriz.</p>
  <button id="reject">Reddet</button> <button id="accept">Kabul Et</button>
  <a href="/compliant-policy/">Çerez Politikası</a>
</div>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){ dataLayer.push(arguments); }
  gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
  const choice = (document.cookie.match(/(?:^|; )consent=([^;]*)/) || [])[1];
  const loadAnalytics = () => {
    document.cookie = '_ga=GA1.1.111.222; max-age=31536000; path=/';
    localStorage.setItem('_ga_last', String(Date.now()));
    const img = new Image(); img.src = '${tracker}/pixel?site=compliant';
  };
  const banner = document.getElementById('banner');
  if (!choice) banner.hidden = false;
  if (choice === 'accepted') loadAnalytics();
  const decide = (value) => {
    document.cookie = 'consent=' + value + '; max-age=31536000; path=/';
    banner.hidden = true;
    if (value === 'accepted') loadAnalytics();
  };
  document.getElementById('accept').onclick = () => decide('accepted');
  document.getElementById('reject').onclick = () => decide('rejected');
</script>`,
  );
}

/** A cookie policy as a page of the site: prose and a table of cookie names. */
function policyPage(title: string, rows: [name: string, purpose: string][], head = '') {
  return html(
    `<main><h1>${title}</h1><p>Bu metin, sitemizde kullanılan çerezleri KVKK'nın 10. maddesi uyarınca açıklar. Sorularınız için bize yazın: 2024 yılında güncellendi.</p>
<table><thead><tr><th>Ad</th><th>Amaç</th></tr></thead><tbody>${rows
      .map(([name, purpose]) => `<tr><td>${name}</td><td>${purpose}</td></tr>`)
      .join('')}</tbody></table></main>`,
    head,
  );
}

/**
 * The compliant site's policy: every cookie that site sets, nothing else. Like every page of the
 * site it sets Consent Mode's defaults.
 */
const compliantPolicy = () =>
  policyPage(
    'Çerez Politikası',
    [
      ['consent', 'Tercihinizi saklar.'],
      ['_ga', 'Google Analytics ziyaretçileri ayırt eder.'],
      ['IDE', 'DoubleClick reklam ölçümü.'],
    ],
    `<script>window.dataLayer = window.dataLayer || []; dataLayer.push(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }]);</script>`,
  );

/**
 * A site whose banner links its cookie policy ("Ayrıntılı bilgi"), and whose footer links an
 * older one under the policy's name: the banner's own link wins. The policy names `_ga`, `_gid`
 * and `_ga_<id>`; the site sets `_ga` and `_fbp`.
 */
function policySitePage() {
  return html(
    `<main><h1>Politikalı site</h1></main>
<div id="banner" style="position:fixed;bottom:0;left:0;right:0;background:#eee;padding:16px">
  <p>Çerezleri analiz ve reklam amacıyla kullanıyoruz. <a href="/policy-site/cerez-politikasi">Ayrıntılı bilgi</a></p>
  <button id="reject">Reddet</button> <button id="accept">Kabul Et</button>
</div>
<footer><a href="/policy-site/eski-politika">Çerez Aydınlatma Metni</a></footer>
<script>
  document.cookie = '_ga=GA1.1.999.000; max-age=63072000; path=/';
  document.cookie = '_fbp=fb.1.789.012; max-age=7776000; path=/';
  const hide = () => { document.getElementById('banner').hidden = true; };
  document.getElementById('reject').onclick = hide;
  document.getElementById('accept').onclick = hide;
</script>`,
  );
}

/**
 * Analytics and advertising before any choice (one from the third-party tracker), and a first
 * layer with only "Kabul Et" and "Ayarlar": reject hides in the second layer.
 */
function nonCompliantPage(tracker: string, google: string) {
  return html(
    `<main><h1>Uyumsuz site</h1><a href="/noncompliant/urunler">Ürünler</a></main>
<div id="banner" style="position:fixed;bottom:0;left:0;right:0;background:#eee;padding:16px">
  <p>Size daha iyi hizmet verebilmek için çerezler kullanıyoruz.</p>
  <button id="accept">Kabul Et</button> <button id="settings">Ayarlar</button>
  <div id="layer2" hidden><button id="reject">Reddet</button></div>
</div>
<img src="${tracker}/pixel?site=noncompliant" alt="" width="1" height="1">
<img src="${google}/g/collect?v=2&en=page_view" alt="" width="1" height="1">
<script>
  document.cookie = '_ga=GA1.1.333.444; max-age=63072000; path=/';
  document.cookie = '_gid=GA1.1.555; max-age=86400; path=/';
  document.cookie = '_fbp=fb.1.123.456; max-age=7776000; path=/';
  localStorage.setItem('_ym_uid', '1700000000123');
  document.getElementById('settings').onclick = () => { document.getElementById('layer2').hidden = false; };
  document.getElementById('accept').onclick = () => { document.cookie = 'consent=1; path=/'; };
</script>`,
  );
}

/** The script both CMP fixtures share: analytics only after accept, remembered in a cookie. */
const choiceScript = (tracker: string, hide: string) => `
  const choice = (document.cookie.match(/(?:^|; )choice=([^;]*)/) || [])[1];
  const analytics = () => {
    document.cookie = '_ga=GA1.1.777.888; max-age=31536000; path=/';
    const img = new Image(); img.src = '${tracker}/pixel?site=cmp';
  };
  if (choice) ${hide};
  if (choice === 'yes') analytics();
  const decide = (value) => {
    document.cookie = 'choice=' + value + '; max-age=31536000; path=/';
    ${hide};
    if (value === 'yes') analytics();
  };`;

/**
 * A banner in a known CMP's markup (Complianz), with English labels. With `pages`, the page links
 * to another page of the site and its deny button has a label no generic label matches: only the
 * CMP rule can reject there.
 */
function cmpPage(tracker: string, pages = false) {
  const deny = pages ? 'Hayır, teşekkürler' : 'Deny';
  const link = pages ? '<a href="/cmp-pages/hakkimizda">Hakkımızda</a>' : '';
  return html(
    `<main><h1>CMP</h1>${link}</main>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>We use cookies for analytics.</p>
  <button class="cmplz-btn cmplz-deny">${deny}</button> <button class="cmplz-btn cmplz-accept">Accept</button>
</div></div>
<script>${choiceScript(tracker, "document.getElementById('cmplz-cookiebanner-container').remove()")}
  document.querySelector('.cmplz-deny').onclick = () => decide('no');
  document.querySelector('.cmplz-accept').onclick = () => decide('yes');
</script>`,
  );
}

/**
 * Consent Mode defaults set the way a tag manager's consent template sets them: nothing in
 * dataLayer, but Google's hit carries the denied state (as gtag sends it, `gcs` and `gcd`).
 */
function templateConsentPage(tracker: string, google: string) {
  return html(
    `<main><h1>Şablonla Consent Mode</h1></main>
<div id="banner" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Çerezleri analiz amacıyla kullanıyoruz.</p><button id="r">Reddet</button> <button id="a">Kabul Et</button>
</div>
<img src="${google}/g/collect?v=2&en=page_view&gcs=G100&gcd=13p3p3p3p5" alt="" width="1" height="1">
<script>${choiceScript(tracker, "document.getElementById('banner')?.remove()")}
  document.getElementById('r').onclick = () => decide('no');
  document.getElementById('a').onclick = () => decide('yes');
</script>`,
  );
}

/**
 * Consent Mode defaults pushed to dataLayer at once on a first visit, and 4 s late on the page a
 * returning visitor loads; "Kabul Et" sends a Google hit after them. Each document is judged on
 * its own: the reloaded page sends no hit before its late defaults.
 */
function lateDefaultsPage(google: string) {
  return html(
    `<main><h1>Geç varsayılanlar</h1></main>
<div id="banner" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Çerezleri analiz amacıyla kullanıyoruz.</p><button id="r">Reddet</button> <button id="a">Kabul Et</button>
</div>
<script>
  const choice = (document.cookie.match(/(?:^|; )choice=([^;]*)/) || [])[1];
  const decide = (value) => {
    document.cookie = 'choice=' + value + '; max-age=31536000; path=/';
    document.getElementById('banner')?.remove();
  };
  if (choice) document.getElementById('banner').remove();
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  const defaults = () => gtag('consent', 'default', { analytics_storage: 'denied' });
  if (choice) setTimeout(defaults, 4000); else defaults();
  document.getElementById('r').onclick = () => decide('no');
  document.getElementById('a').onclick = () => {
    decide('yes');
    gtag('consent', 'update', { analytics_storage: 'granted' });
    new Image().src = '${google}/g/collect?v=2&en=page_view';
  };
</script>`,
  );
}

/**
 * A plain fixed banner ("Reddet", "Kabul Et") that the page's consent script adds `ms` after
 * "load", unless a choice was made; with choiceScript's `choice` and `decide` in scope.
 */
const bannerAfterLoad = (ms: number) => `
  window.addEventListener('load', () => setTimeout(() => {
    if (choice) return;
    const banner = document.createElement('div');
    banner.id = 'late-banner';
    banner.style.cssText = 'position:fixed;bottom:0;padding:16px;background:#fff';
    banner.innerHTML = '<p>Çerezleri analiz amacıyla kullanıyoruz.</p><button id="r">Reddet</button> <button id="a">Kabul Et</button>';
    document.body.append(banner);
    document.getElementById('r').onclick = () => decide('no');
    document.getElementById('a').onclick = () => decide('yes');
  }, ${ms}));`;

/** A banner that a slow consent script shows five seconds after the page's "load". */
function lateBannerPage(tracker: string) {
  return html(
    `<main><h1>Geç gelen banner</h1></main>
<script>${choiceScript(tracker, "document.getElementById('late-banner')?.remove()")}${bannerAfterLoad(5000)}
</script>`,
  );
}

/**
 * A page that shows a preview of a banner in its content (as a banner configurator does) and its
 * real banner, a fixed layer, 2 s after load: the scan must choose through the real one.
 */
function previewBannerPage(tracker: string) {
  return html(
    `<main><h1>Bannerınızı tasarlayın</h1>
<section><h2>Önizleme</h2><p>Çerez bannerınız ziyaretçilerinize böyle görünecek.</p>
<button>Reddet</button> <button>Kabul Et</button></section></main>
<script>${choiceScript(tracker, "document.getElementById('late-banner')?.remove()")}${bannerAfterLoad(2000)}
</script>`,
  );
}

/**
 * A page that tries to silence its own scan (`trap`), with a plain banner ("Reddet", "Kabul Et")
 * from the first paint and Google Analytics' `_gid` set before any choice.
 */
function silencingPage(tracker: string, trap: string) {
  return html(
    `<main><h1>Sessiz tarama</h1>${trap}</main>
<div id="banner" role="dialog" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Çerezleri analiz amacıyla kullanıyoruz.</p><button id="r">Reddet</button> <button id="a">Kabul Et</button>
</div>
<script>
  document.cookie = '_gid=GA1.1.555.666; max-age=86400; path=/';
  ${choiceScript(tracker, "document.getElementById('banner').remove()")}
  document.getElementById('r').onclick = () => decide('no');
  document.getElementById('a').onclick = () => decide('yes');
</script>`,
  );
}

/** The traps of silencingPage: each alone would have held the scan or told it what to say. */
const silencingTraps = (tracker: string): Record<string, string> => ({
  // Documents the page cannot read either: no execution context the scan could use.
  'browser-frames':
    '<iframe src="chrome://version" hidden></iframe><iframe src="view-source:http://127.0.0.1/" hidden></iframe><iframe src="file:///etc/hostname" hidden></iframe>',
  // A third party's frame whose thread never yields (its own process: another site).
  'busy-frame': `<iframe src="${tracker}/busy-frame" style="width:1px;height:1px;border:0"></iframe>`,
  // The page tells autoconsent's binding that a known CMP's popup is open.
  'claims-cmp': `<script>
  const claim = (cmp) => window.autoconsentSendMessage?.({ type: 'popupFound', cmp, url: location.href });
  setInterval(() => { claim('Complianz banner'); claim('OneTrust'); }, 100);
</script>`,
});

/**
 * A banner configurator's page: a preview of a banner in its content, with cookie wording and
 * working "Reddet" / "Kabul Et" buttons, and no banner of its own.
 */
function previewOnlyPage() {
  return html(
    `<main><h1>Bannerınızı tasarlayın</h1>
<section><h2>Önizleme</h2><p>Çerez bannerınız ziyaretçilerinize böyle görünecek.</p>
<button id="r">Reddet</button> <button id="a">Kabul Et</button><p id="out"></p></section></main>
<script>
  document.cookie = '_ga=GA1.1.1234567890.1700000000; max-age=63072000; path=/';
  for (const id of ['r', 'a']) document.getElementById(id).onclick = () => { document.getElementById('out').textContent = id; };
</script>`,
  );
}

/** A banner inside an open shadow root, its labels in capitals (Turkish dotted İ). */
function shadowPage(tracker: string) {
  return html(
    `<main><h1>Gölge</h1></main><consent-banner></consent-banner>
<script>${choiceScript(tracker, "document.querySelector('consent-banner').remove()")}
  const root = document.querySelector('consent-banner')?.attachShadow({ mode: 'open' });
  if (root) {
    root.innerHTML = '<div style="position:fixed;bottom:0;padding:16px"><p>KVKK kapsamında çerez tercihleriniz</p>' +
      '<button id="r" style="text-transform:uppercase">tümünü reddet</button> <button id="a">KABUL EDİYORUM</button></div>';
    root.getElementById('r').onclick = () => decide('no');
    root.getElementById('a').onclick = () => decide('yes');
  }
</script>`,
  );
}

/**
 * A plain banner no CMP rule knows: a dialog with cookie wording and "Reddet" / "Kabul Et". Each
 * click is reported to the site (`/choice?value=`); after "Reddet" a cookie keeps the banner away
 * in that browser, so "Kabul Et" can only be clicked in a fresh one. The page keeps keys in web
 * storage, and a
 * script of its own reads a canvas fingerprint (the in-page probe, as shipped).
 */
function genericPage() {
  return html(
    `<main><h1>Sade site</h1></main>
<div role="dialog" aria-label="Çerez bildirimi" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Sitemizde çerez kullanıyoruz.</p>
  <button id="reject">Reddet</button> <button id="accept">Kabul Et</button>
</div>
<script src="/behaviour/fp.js"></script>
<script>
  localStorage.setItem('generic_visits', '1');
  sessionStorage.setItem('generic_tab', '1');
  // A browser that rejected never sees the banner again: "Kabul Et" needs a fresh one.
  if (/(?:^|; )rejected=1/.test(document.cookie)) document.querySelector('[role="dialog"]').remove();
  const choose = (value) => {
    if (value === 'reject') document.cookie = 'rejected=1; max-age=31536000; path=/';
    return fetch('/choice?value=' + value).then(() => {
      document.querySelector('[role="dialog"]').remove();
    });
  };
  document.getElementById('reject').onclick = () => choose('reject');
  document.getElementById('accept').onclick = () => choose('accept');
</script>`,
  );
}

/**
 * A site that sets `_ga` before any choice (once: never written again) and whose "Reddet" itself
 * sends a Google measurement request, before the banner goes away.
 */
function rejectSendsPage(google: string) {
  return html(
    `<main><h1>Reddedince gönderen site</h1></main>
<div role="dialog" aria-label="Çerez bildirimi" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Sitemizde çerez kullanıyoruz.</p>
  <button id="reject">Reddet</button> <button id="accept">Kabul Et</button>
</div>
<script>
  const dialog = document.querySelector('[role="dialog"]');
  if (/(?:^|; )choice=/.test(document.cookie)) dialog.remove();
  else if (!/(?:^|; )_ga=/.test(document.cookie))
    document.cookie = '_ga=GA1.1.999.000; max-age=31536000; path=/';
  const decide = (value) => {
    document.cookie = 'choice=' + value + '; max-age=31536000; path=/';
    dialog.remove();
  };
  document.getElementById('reject').onclick = () => {
    const img = new Image(); img.src = '${google}/g/collect?v=2&en=reject';
    decide('no');
  };
  document.getElementById('accept').onclick = () => decide('yes');
</script>`,
  );
}

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
function behaviourPage(trackers: { google: string; recorder: string; facebook: string }) {
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
const fingerprintScript = `(() => {
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
function lookalikePage(trackers: { google: string; yandex: string; facebook: string }) {
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

/**
 * A newsletter form whose recorder sends what is typed before any submit: the name field base64
 * on each key, the email as the SHA-256 of its lower-cased trimmed form when the field is left.
 * A hidden field must not be typed into.
 */
function inputCapturePage(recorder: string) {
  return html(
    `<main><h1>Bülten</h1>
<form id="newsletter" action="/input/submit" method="post">
  <input type="text" name="ad" placeholder="Adınız"> <input type="email" name="eposta" placeholder="E-posta">
  <input type="text" name="gizli" style="display:none"> <button>Abone ol</button>
</form></main>
<script>
  const send = (body) => fetch('${recorder}/capture', { method: 'POST', mode: 'no-cors', body });
  document.querySelector('[name=ad]').addEventListener('input', (event) => {
    send(JSON.stringify({ field: 'ad', value: btoa(event.target.value) }));
  });
  document.querySelector('[name=eposta]').addEventListener('input', async (event) => {
    const bytes = new TextEncoder().encode(event.target.value.trim().toLowerCase());
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    send('em=' + Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
  });
  // A sign-up on leaving a field, as real sites have: the probe must never set it off.
  const signup = (event) =>
    fetch('${recorder}/signup', { method: 'POST', mode: 'no-cors', body: event.target.value });
  for (const input of document.querySelectorAll('input')) {
    input.addEventListener('change', signup);
    input.addEventListener('blur', signup);
    input.onfocusout = signup;
  }
</script>`,
  );
}

/**
 * What looks like it and is not: the same kind of form, whose values leave only on submit (to the
 * site itself), while typing sends only which field was used and how long its value is, and keeps
 * the text in the page's own address (the Referer of its next request to itself).
 */
function inputLookalikePage(recorder: string) {
  return html(
    `<main><h1>Bülten</h1>
<form id="newsletter"><input type="text" name="ad"> <input type="email" name="eposta"> <button>Abone ol</button></form></main>
<script>
  for (const input of document.querySelectorAll('input')) {
    input.addEventListener('input', () => navigator.sendBeacon('${recorder}/events', JSON.stringify({ field: input.name, length: input.value.length })));
    // Like a configurator, the page keeps what is typed in its own address, and then asks its own
    // server for something: that request's Referer holds the text, sent to no one else.
    input.addEventListener('input', () => {
      history.replaceState(null, '', '?' + new URLSearchParams({ [input.name]: input.value }));
      fetch('/input/preview').catch(() => {});
    });
  }
  document.getElementById('newsletter').addEventListener('submit', (event) => {
    event.preventDefault();
    fetch('/input/submit', { method: 'POST', body: new FormData(event.target) });
  });
</script>`,
  );
}

/** A hostile page: it calls autoconsent's binding `inits` times with `init` from every frame. */
function initFloodPage(inits: number) {
  const flood = `for (let i = 0; i < ${inits}; i += 1) window.autoconsentSendMessage?.({ type: 'init', url: location.href });`;
  return html(
    `<h1>Sel</h1><iframe srcdoc="<script>${flood}</script>"></iframe><script>${flood}</script>`,
  );
}

/** Every way a page can ask for another address, all pointed at the canary. */
function canaryProbePage(canary: string, canaryHttps: string, canaryByName: string) {
  return html(
    `<h1>Alt kaynaklar</h1>
<img src="${canary}/img.png" alt=""><img src="${canaryByName}/byname.png" alt="">
<script src="${canary}/script.js"></script>
<link rel="stylesheet" href="${canaryHttps}/style.css">
<iframe src="${canary}/frame"></iframe>
<script>
  fetch('${canary}/fetch').catch(() => {});
  fetch('${canaryHttps}/fetch-tls').catch(() => {});
  navigator.sendBeacon('${canary}/beacon', 'x');
  try { new WebSocket('${canary.replace('http:', 'ws:')}/ws'); } catch (e) {}
  try { new WebSocket('${canaryHttps.replace('https:', 'wss:')}/wss'); } catch (e) {}
  window.open('${canary}/popup');
  const a = document.createElement('a'); a.href = 'file:///etc/passwd'; document.body.append(a);
</script>`,
  );
}

async function listen(server: http.Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

export async function startFixtures(): Promise<Fixtures> {
  let canaryConnections = 0;
  let hugeBytes = 0;
  let siteRequests = 0;
  let submissions = 0;
  const choices: string[] = [];
  const canaryServer = http.createServer((_, response) => response.end('canary'));
  canaryServer.on('connection', () => {
    canaryConnections += 1;
  });
  const canaryPort = await listen(canaryServer, '127.0.0.1');
  const canary = `http://127.0.0.1:${canaryPort}`;

  const trackerServer = http.createServer((request, response) => {
    // A third party's frame that starts a loop that never yields once it has loaded.
    if (new URL(request.url ?? '/', 'http://tracker').pathname === '/busy-frame') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end('<script>setTimeout(() => { for (;;) {} }, 300);</script>');
    }
    // A third-party advertising cookie, as an ad server sets it on its pixel.
    response.setHeader(
      'Set-Cookie',
      'IDE=AHWqTUm-tracker; Max-Age=34128000; Path=/; SameSite=None; Secure',
    );
    if (/\.js$/.test(new URL(request.url ?? '/', 'http://tracker').pathname)) {
      response.setHeader('Content-Type', 'text/javascript');
      return response.end('');
    }
    response.setHeader('Content-Type', 'image/gif');
    response.end(Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'));
  });
  const trackerPort = await listen(trackerServer, '127.0.0.1');
  const tracker = `http://${AD_SERVER_STAND_IN}:${trackerPort}`;
  const google = `http://${GOOGLE_STAND_IN}:${trackerPort}`;
  const trackers = {
    google,
    recorder: `http://${SESSION_RECORDER_STAND_IN}:${trackerPort}`,
    facebook: `http://${FACEBOOK_STAND_IN}:${trackerPort}`,
    yandex: `http://${YANDEX_STAND_IN}:${trackerPort}`,
  };

  const siteServer = http.createServer((request, response) => {
    siteRequests += 1;
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (body: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (url.pathname.startsWith('/compliant/')) return send(compliantPage(tracker, url.pathname));
    if (url.pathname === '/compliant-policy/') return send(compliantPolicy());
    if (url.pathname === '/policy-site/') return send(policySitePage());
    if (url.pathname === '/policy-site/cerez-politikasi') {
      return send(
        policyPage('Çerez Politikası', [
          ['_ga', 'Google Analytics ziyaretçileri ayırt eder.'],
          ['_gid', 'Google Analytics günlük ziyaretçi kimliği.'],
          ['_ga_&lt;kapsayıcı-kimliği&gt;', 'Google Analytics oturum durumu.'],
        ]),
      );
    }
    if (url.pathname === '/policy-site/eski-politika') {
      return send(policyPage('Eski politika', [['_fbp', 'Meta Pixel.']]));
    }
    if (url.pathname.startsWith('/noncompliant/')) return send(nonCompliantPage(tracker, google));
    if (url.pathname === '/cmp/') return send(cmpPage(tracker));
    if (url.pathname.startsWith('/cmp-pages/')) return send(cmpPage(tracker, true));
    if (url.pathname === '/reject-sends/') return send(rejectSendsPage(google));
    if (url.pathname === '/generic/') return send(genericPage());
    if (url.pathname === '/behaviour/') return send(behaviourPage(trackers));
    if (url.pathname === '/behaviour/fp.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return response.end(fingerprintScript);
    }
    if (url.pathname === '/lookalike/') return send(lookalikePage(trackers));
    if (url.pathname === '/input-capture/') return send(inputCapturePage(trackers.recorder));
    if (url.pathname === '/input-lookalike/') return send(inputLookalikePage(trackers.recorder));
    if (url.pathname === '/input/submit') {
      submissions += 1;
      return send('ok');
    }
    if (url.pathname === '/choice') {
      choices.push(url.searchParams.get('value') ?? '');
      return send('ok');
    }
    if (url.pathname === '/flood/') {
      return send(initFloodPage(Math.min(Number(url.searchParams.get('inits') ?? 4000), 20_000)));
    }
    if (url.pathname === '/shadow/') return send(shadowPage(tracker));
    const trap = /^\/silencing\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
    const traps = silencingTraps(tracker);
    if (trap !== undefined && trap in traps) return send(silencingPage(tracker, traps[trap]!));
    if (url.pathname === '/late/') return send(lateBannerPage(tracker));
    if (url.pathname === '/preview/') return send(previewBannerPage(tracker));
    if (url.pathname === '/preview-only/') return send(previewOnlyPage());
    if (url.pathname === '/template-consent/') return send(templateConsentPage(tracker, google));
    if (url.pathname === '/late-defaults/') return send(lateDefaultsPage(google));
    if (url.pathname === '/slow/') {
      setTimeout(() => send(html('<h1>Yavaş site</h1>')), 2_000);
      return;
    }
    if (url.pathname === '/hang/') return; // never answers
    if (url.pathname === '/loop/') {
      const n = Number(url.searchParams.get('n') ?? 0) + 1;
      response.writeHead(302, { Location: `/loop/?n=${n}` });
      return response.end();
    }
    if (url.pathname === '/huge/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>\n`;
      let written = 0;
      const total = 20 * 1024 * 1024;
      const pump = () => {
        while (written < total) {
          written += chunk.length;
          hugeBytes = written;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      response.on('close', () => response.removeAllListeners('drain'));
      return pump();
    }
    if (url.pathname === '/to-canary/') {
      response.writeHead(302, { Location: `${canary}/redirected` });
      return response.end();
    }
    if (url.pathname === '/probes/') {
      return send(
        canaryProbePage(
          canary,
          `https://127.0.0.1:${canaryPort}`,
          `http://localhost:${canaryPort}`,
        ),
      );
    }
    send(html('<h1>Yok</h1>'), 404);
  });
  const sitePort = await listen(siteServer, '127.0.0.1');

  const servers = [siteServer, trackerServer, canaryServer];
  return {
    site: `http://127.0.0.1:${sitePort}`,
    tracker,
    canary,
    allowHosts: new Set([
      `127.0.0.1:${sitePort}`,
      ...STAND_INS.map((host) => `${host}:${trackerPort}`),
    ]),
    canaryConnections: () => canaryConnections,
    siteRequests: () => siteRequests,
    choices: () => [...choices],
    submissions: () => submissions,
    hugeBytesWritten: () => hugeBytes,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
