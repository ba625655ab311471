// What a prerendered page loads early (issue 14). The first paint needs the HTML, its inlined CSS
// and the one font file (preloaded at High priority); the scripts only hydrate what is already
// painted. Declared in the head, the ~20 module scripts and modulepreloads compete with the first
// paint for the connection, and Lighthouse's simulation counts every request started before the
// observed LCP into its LCP estimate (whatever its priority), in some runs and not in others.
//
// So the page declares them in one small inline script at the end of <body> (the same text on
// every page, so one CSP hash covers it; `import()` and link elements are no Trusted Types
// sinks), which adds the modulepreloads and imports the entry after the first paint.
// The URLs stay in data attributes, where scripts/measure-dist.mjs reads them for the budgets.

const ENTRY = /\s*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * Starts the page's scripts once the first contentful paint has been reported and the page has
 * loaded (its font and the images it shows): adds the modulepreloads, then imports the entry. A
 * paint is reported after it reached the screen, so no script request is ever part of the first
 * paint; `load` keeps them off a later largest paint of an image too. Where the browser reports no
 * paint entries, the next frame after `load` stands in.
 */
const BOOT = `(s=>{let p=!PerformanceObserver.supportedEntryTypes?.includes('paint'),l=document.readyState==='complete',d=0;const g=()=>{if(d||!p||!l)return;d=1;for(const h of s.dataset.preload.split(' ').filter(Boolean)){const k=document.createElement('link');k.rel='modulepreload';k.href=h;document.head.append(k)}import(s.dataset.entry)};if(!p)new PerformanceObserver((e,o)=>{if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();p=1;g()}}).observe({type:'paint',buffered:true});addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>{l=1;g()})));g()})(document.currentScript)`;

/** `html` with its module script and modulepreloads started by the boot script after first paint. */
export function startScriptsAfterFirstPaint(html) {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`expected one module script, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)]
    .map((match) => /\shref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href, index, all) => href && all.indexOf(href) === index);
  const boot = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${BOOT}</script>`;
  const stripped = html.replace(ENTRY, '').replace(PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('no </body> to put the boot script before');
  return stripped.replace('</body>', () => `  ${boot}\n  </body>`);
}
