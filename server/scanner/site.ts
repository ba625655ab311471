/**
 * What "the same site" means to the scanner: the registrable domain (tldts, with the public
 * suffix list's private domains), so that `www.` or another subdomain is the same site. Used for
 * first- and third-party judgements in the engine and for the cooldown in the queues.
 */
import { getDomain } from 'tldts';

/** The registrable domain ("site") of a host; the host itself for IP addresses and localhost. */
export function siteOf(host: string): string {
  const bare = host
    .replace(/^\./, '')
    .replace(/\.+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return getDomain(bare, { allowPrivateDomains: true }) ?? bare;
}

/** The site of an address (a scan's normalised URL). */
export const siteOfUrl = (url: string): string => siteOf(new URL(url).hostname);
