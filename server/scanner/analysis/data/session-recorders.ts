/**
 * Session-recording ("session replay") vendors: the hosts their recording script is served from or
 * sends recordings to. Compiled for this project from each vendor's own documentation of the
 * hosts a site must allow (content security policy or firewall allowlists), named in `source`;
 * the addresses were written down as known when the list was made and are not fetched at run
 * time. The Markup's Blacklight keeps a similar list (src/helpers/statics.ts in
 * github.com/the-markup/blacklight-collector); it is GPL-3.0 and was used only to check that no
 * vendor the field knows is missing, not copied.
 */
export interface SessionRecorder {
  vendor: string;
  /** A registrable domain or host; its subdomains match too. */
  domain: string;
  /** When the host also serves other products, the path the recording uses. */
  pathPrefix?: string;
  source: string;
}

export const sessionRecorders: SessionRecorder[] = [
  {
    vendor: 'Hotjar',
    domain: 'hotjar.com',
    source: 'Hotjar Help Center, "Content Security Policy (CSP)": *.hotjar.com, *.hotjar.io',
  },
  {
    vendor: 'Hotjar',
    domain: 'hotjar.io',
    source: 'Hotjar Help Center, "Content Security Policy (CSP)": *.hotjar.com, *.hotjar.io',
  },
  {
    vendor: 'Microsoft Clarity',
    domain: 'clarity.ms',
    source: 'Microsoft Learn, Clarity "Content Security Policy": https://*.clarity.ms',
  },
  {
    vendor: 'Yandex Metrica Webvisor',
    domain: 'mc.yandex.ru',
    pathPrefix: '/webvisor/',
    source:
      'Yandex Metrica help, "Content Security Policy" (mc.yandex.ru, mc.yandex.com); Webvisor records through /webvisor/',
  },
  {
    vendor: 'Yandex Metrica Webvisor',
    domain: 'mc.yandex.com',
    pathPrefix: '/webvisor/',
    source:
      'Yandex Metrica help, "Content Security Policy" (mc.yandex.ru, mc.yandex.com); Webvisor records through /webvisor/',
  },
  {
    vendor: 'FullStory',
    domain: 'fullstory.com',
    source: 'FullStory help, "Content Security Policy": edge.fullstory.com, rs.fullstory.com',
  },
  {
    vendor: 'Smartlook',
    domain: 'smartlook.com',
    source: 'Smartlook help, "Content Security Policy": *.smartlook.com, *.smartlook.cloud',
  },
  {
    vendor: 'Smartlook',
    domain: 'smartlook.cloud',
    source: 'Smartlook help, "Content Security Policy": *.smartlook.com, *.smartlook.cloud',
  },
  {
    vendor: 'Mouseflow',
    domain: 'mouseflow.com',
    source: 'Mouseflow help, "Content Security Policy": *.mouseflow.com',
  },
  {
    vendor: 'LogRocket',
    domain: 'logrocket.io',
    source: 'LogRocket docs, "Content Security Policy": *.logrocket.io, *.lr-ingest.io',
  },
  {
    vendor: 'LogRocket',
    domain: 'lr-ingest.io',
    source: 'LogRocket docs, "Content Security Policy": *.logrocket.io, *.lr-ingest.io',
  },
  {
    vendor: 'Inspectlet',
    domain: 'inspectlet.com',
    source: 'Inspectlet docs, "Content Security Policy": cdn.inspectlet.com, *.inspectlet.com',
  },
  {
    vendor: 'Lucky Orange',
    domain: 'luckyorange.com',
    source: 'Lucky Orange help, "Content Security Policy": *.luckyorange.com, *.luckyorange.net',
  },
  {
    vendor: 'Lucky Orange',
    domain: 'luckyorange.net',
    source: 'Lucky Orange help, "Content Security Policy": *.luckyorange.com, *.luckyorange.net',
  },
  {
    vendor: 'Contentsquare',
    domain: 'contentsquare.net',
    source: 'Contentsquare help, "Content Security Policy": *.contentsquare.net',
  },
];
