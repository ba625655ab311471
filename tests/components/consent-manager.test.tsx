// The site's consent manager with a Tag Manager container, in happy-dom: one visit as a visitor
// lives it (the runtime keeps its state per page, as in the browser). What needs a real page stays
// in tests/browser/consent-gtm.test.ts: the requests that do or do not leave, reloads and returning
// visitors, layout shift, keyboard and axe with the banner open, the consent log on the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentManager } from '../../src/components/consent-banner/consent-manager';
import { CookiePreferencesLink } from '../../src/components/consent-banner/cookie-preferences-link';
import { consentCommands } from '../../src/lib/consent/consent-mode';
import { bundle, renderWithProviders } from './support/render';
import { STATE_WAIT_MS } from '../support/waits';

const GTM_ID = 'GTM-TEST';
/** The build's environment with a container id, as a site with VITE_GTM_ID is built. */
vi.mock('../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config/env')>();
  return { env: { ...actual.env, consent: { gtmId: 'GTM-TEST', logUrl: undefined } } };
});
/** GTM's script is the edge: recorded, never added (happy-dom would fetch it). */
const loadGtm = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../src/lib/consent/gtm', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/consent/gtm')>()),
  loadGtm,
}));

const dataLayer = () =>
  consentCommands((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

describe('consent manager with a Tag Manager container', () => {
  const consent = bundle('tr', 'consent');
  const opener = bundle('tr', 'common').footer.cookiePreferences as string;

  it('asks on the first visit, keeps a rejection, reopens from the footer and loads GTM only once allowed', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ConsentManager />
        <CookiePreferencesLink />
      </>,
      'tr',
    );

    // First visit: the banner, with Consent Mode's defaults (all denied) pushed before anything.
    // The runtime and the banner load as chunks after mount: a loaded machine may take seconds.
    const reject = await screen.findByRole(
      'button',
      { name: consent.banner.reject },
      { timeout: STATE_WAIT_MS },
    );
    expect(dataLayer()[0]?.[0]).toBe('default');
    expect(dataLayer()[0]?.[1]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(loadGtm).not.toHaveBeenCalled();

    // Reject: banner gone, the denial pushed as an update and stored, still no GTM.
    await user.click(reject);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: consent.banner.reject })).toBeNull(),
    );
    expect(dataLayer().at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(localStorage.length).toBe(1);
    expect(loadGtm).not.toHaveBeenCalled();

    // The footer's opener reopens the preferences: focus moves in, nothing is switched on, the
    // decision's id is shown as proof.
    const footerLink = screen.getByRole('link', { name: opener });
    await user.click(footerLink);
    const heading = await screen.findByRole(
      'heading',
      { name: consent.preferences.title },
      { timeout: STATE_WAIT_MS },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const banner = heading.closest<HTMLElement>('[data-consent-banner]')!;
    const switches = within(banner).getAllByRole<HTMLInputElement>('switch');
    expect(switches.length).toBeGreaterThan(0);
    // Strictly necessary is the one switch that is on, and it cannot be turned off.
    expect(
      switches.filter((control) => control.checked).map((control) => control.disabled),
    ).toEqual([true]);
    expect(banner.querySelector('[data-consent-proof]')?.textContent).toMatch(/\S{8,}/);

    // Allowing analytics and saving: the update says granted, GTM is requested once, focus
    // returns to the opener.
    await user.click(
      within(banner).getByRole('switch', { name: consent.categories.analytics.name }),
    );
    await user.click(within(banner).getByRole('button', { name: consent.preferences.save }));
    await waitFor(() => expect(document.activeElement).toBe(footerLink));
    expect(dataLayer().at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    expect(loadGtm).toHaveBeenCalledTimes(1);
    expect(loadGtm).toHaveBeenCalledWith(document, window, GTM_ID);
  });
});
