/**
 * Fixture pages that set Google's Consent Mode defaults the ways real sites do: through a tag
 * manager's template (seen only in Google's hit), or late on a returning visitor's page.
 */
import { choiceScript, html } from './page-parts.ts';

/**
 * Consent Mode defaults set the way a tag manager's consent template sets them: nothing in
 * dataLayer, but Google's hit carries the denied state (as gtag sends it, `gcs` and `gcd`).
 */
export function templateConsentPage(tracker: string, google: string) {
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
export function lateDefaultsPage(google: string) {
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
