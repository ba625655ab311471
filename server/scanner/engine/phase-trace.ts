/**
 * A browser's raw phase (browser-session.ts) as the trace records it: no cookie values, hosts as a
 * list, and after "reject" how each cookie and key relates to what was there just before the click.
 */
import type { RawPhase } from './page/browser-session';
import {
  cookieSinceChoice,
  storageSinceChoice,
  type ChoiceSnapshot,
} from './phases/choice-snapshot';
import type { PhaseTrace } from '../analysis/trace';

export function phaseTrace(raw: RawPhase, beforeChoice?: ChoiceSnapshot): PhaseTrace {
  return {
    pages: raw.pages,
    cookies: raw.cookies.map((cookie) => ({
      name: cookie.name,
      domain: cookie.domain,
      path: cookie.path,
      expires: cookie.expires,
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite ?? null,
      ...(beforeChoice && { sinceChoice: cookieSinceChoice(beforeChoice, cookie) }),
    })),
    storage: raw.storage.map((item) => ({
      ...item,
      ...(beforeChoice && { sinceChoice: storageSinceChoice(beforeChoice, item) }),
    })),
    hosts: [...raw.hosts].map(([host, requests]) => ({ host, requests })),
    consentModeDefaultsFirst: raw.consentModeDefaultsFirst,
    behaviour: raw.behaviour,
  };
}
