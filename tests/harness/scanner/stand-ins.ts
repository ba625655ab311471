/**
 * The hosts the fixtures' tracker server answers as. The analysis judges a cookie or a request by
 * its host's name, so the tracker fixture on loopback is served under real trackers' names, and the
 * scans in tests resolve those names (and localhost) from here, never from a resolver.
 */

/**
 * Name resolution for the scans in tests: localhost only, from this table, so that no lookup
 * (Chromium asks for its own services too) ever reaches a resolver off this machine.
 */
export async function loopbackLookup(host: string): Promise<string[]> {
  if (host === 'localhost') return ['127.0.0.1', '::1'];
  // Stand-ins for Google's measurement and ad hosts, served by the tracker fixture on loopback.
  if (STAND_INS.includes(host)) return ['127.0.0.1'];
  throw new Error(`tests resolve localhost only, not ${host}`);
}

export const GOOGLE_STAND_IN = 'www.google-analytics.com';
/** The ad server's name matters: `IDE` is DoubleClick's only when doubleclick.net sets it. */
export const AD_SERVER_STAND_IN = 'ad.doubleclick.net';
/** A session-recording vendor's script host, Meta's Pixel host, and Yandex Metrica's. */
export const SESSION_RECORDER_STAND_IN = 'static.hotjar.com';
export const FACEBOOK_STAND_IN = 'www.facebook.com';
export const YANDEX_STAND_IN = 'mc.yandex.ru';
/** Every tracker name served by the tracker fixture on loopback. */
export const STAND_INS = [
  GOOGLE_STAND_IN,
  AD_SERVER_STAND_IN,
  SESSION_RECORDER_STAND_IN,
  FACEBOOK_STAND_IN,
  YANDEX_STAND_IN,
];
