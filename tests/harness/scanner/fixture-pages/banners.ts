/**
 * Fixture pages whose consent banner is there from the first paint: the compliant and non-compliant
 * sites, a known CMP's markup, a shadow root, and plain banners no CMP rule knows.
 */
import { choiceScript, html } from './page-parts.ts';

/** A banner with equal choices; nothing non-essential until "Kabul Et". */
export function compliantPage(tracker: string, path: string) {
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

/**
 * Analytics and advertising before any choice (one from the third-party tracker), and a first
 * layer with only "Kabul Et" and "Ayarlar": reject hides in the second layer.
 */
export function nonCompliantPage(tracker: string, google: string) {
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

/**
 * A banner in a known CMP's markup (Complianz), with English labels. With `pages`, the page links
 * to another page of the site and its deny button has a label no generic label matches: only the
 * CMP rule can reject there.
 */
export function cmpPage(tracker: string, pages = false) {
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

/** A banner inside an open shadow root, its labels in capitals (Turkish dotted İ). */
export function shadowPage(tracker: string) {
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
 * storage, and a script of its own reads a canvas fingerprint (the in-page probe, as shipped).
 */
export function genericPage() {
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
export function rejectSendsPage(google: string) {
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
