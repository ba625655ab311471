/**
 * Cookie policies as pages of the fixture sites, and the site whose banner links its policy while
 * its footer links an older one.
 */
import { html } from './page-parts.ts';

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
export const compliantPolicy = () =>
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
export function policySitePage() {
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

/** The policy the policy site's banner links: Google Analytics' cookies, not `_fbp`. */
export const policySitePolicy = () =>
  policyPage('Çerez Politikası', [
    ['_ga', 'Google Analytics ziyaretçileri ayırt eder.'],
    ['_gid', 'Google Analytics günlük ziyaretçi kimliği.'],
    ['_ga_&lt;kapsayıcı-kimliği&gt;', 'Google Analytics oturum durumu.'],
  ]);

/** The older policy the policy site's footer links under the policy's name: only `_fbp`. */
export const policySiteOldPolicy = () => policyPage('Eski politika', [['_fbp', 'Meta Pixel.']]);
