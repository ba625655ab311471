/**
 * Fixture pages whose banner comes seconds after "load", and a banner configurator's preview: a
 * banner in the page's content that the scan must not take for the page's own.
 */
import { choiceScript, html } from './page-parts.ts';

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
export function lateBannerPage(tracker: string) {
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
export function previewBannerPage(tracker: string) {
  return html(
    `<main><h1>Bannerınızı tasarlayın</h1>
<section><h2>Önizleme</h2><p>Çerez bannerınız ziyaretçilerinize böyle görünecek.</p>
<button>Reddet</button> <button>Kabul Et</button></section></main>
<script>${choiceScript(tracker, "document.getElementById('late-banner')?.remove()")}${bannerAfterLoad(2000)}
</script>`,
  );
}

/**
 * A banner configurator's page: a preview of a banner in its content, with cookie wording and
 * working "Reddet" / "Kabul Et" buttons, and no banner of its own.
 */
export function previewOnlyPage() {
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
