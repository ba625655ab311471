/**
 * Fixture pages that work against their own scan: they try to silence it, flood autoconsent's
 * binding, or ask for addresses no scan may reach (the canary).
 */
import { choiceScript, html } from './page-parts.ts';

/**
 * A page that tries to silence its own scan (`trap`), with a plain banner ("Reddet", "Kabul Et")
 * from the first paint and Google Analytics' `_gid` set before any choice.
 */
export function silencingPage(tracker: string, trap: string) {
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
export const silencingTraps = (tracker: string): Record<string, string> => ({
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

/** A hostile page: it calls autoconsent's binding `inits` times with `init` from every frame. */
export function initFloodPage(inits: number) {
  const flood = `for (let i = 0; i < ${inits}; i += 1) window.autoconsentSendMessage?.({ type: 'init', url: location.href });`;
  return html(
    `<h1>Sel</h1><iframe srcdoc="<script>${flood}</script>"></iframe><script>${flood}</script>`,
  );
}

/** Every way a page can ask for another address, all pointed at the canary. */
export function canaryProbePage(canary: string, canaryHttps: string, canaryByName: string) {
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
