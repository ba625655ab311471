// The consent manager's preferences on a first visit with a Tag Manager container, in happy-dom:
// what is offered and pre-ticked, without and then with Global Privacy Control. One page's life per
// file (the runtime keeps its state per page); the visit that decides is in
// consent-manager.test.tsx, the requests that leave in tests/browser/consent-gtm.test.ts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentManager } from '../../src/components/consent-banner/consent-manager';
import { consentCommands } from '../../src/lib/consent/consent-mode';
import { bundle, renderWithProviders } from './support/render';
import { STATE_WAIT_MS } from '../support/waits';

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

describe('consent preferences on a first visit', () => {
  const consent = bundle('tr', 'consent');

  /** Opens the preferences from the first visit's banner; returns the checked state per switch. */
  async function openPreferences() {
    const user = userEvent.setup();
    renderWithProviders(<ConsentManager />, 'tr');
    // The runtime and the banner load as chunks after mount: a loaded machine may take seconds.
    await user.click(
      await screen.findByRole(
        'button',
        { name: consent.banner.manage },
        { timeout: STATE_WAIT_MS },
      ),
    );
    const heading = await screen.findByRole(
      'heading',
      { name: consent.preferences.title },
      { timeout: STATE_WAIT_MS },
    );
    const banner = heading.closest<HTMLElement>('[data-consent-banner]')!;
    const control = (category: 'necessary' | 'functional' | 'analytics' | 'marketing') =>
      within(banner).queryByRole<HTMLInputElement>('switch', {
        name: consent.categories[category].name,
      });
    return { user, banner, control };
  }

  it('offers only declared categories, none ticked, necessary always on; with GPC "accept" turns none on', async () => {
    localStorage.clear();
    const first = await openPreferences();
    // A category without a declared cookie (functional) is not offered at all.
    expect(first.control('functional')).toBeNull();
    expect(first.control('analytics')!.checked).toBe(false);
    expect(first.control('marketing')!.checked).toBe(false);
    expect(first.control('necessary')!.checked).toBe(true);
    expect(first.control('necessary')!.disabled).toBe(true);
    expect(within(first.banner).queryByText(consent.preferences.gpc)).toBeNull();
    cleanup();

    // The same first visit from a browser that sends Global Privacy Control.
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      configurable: true,
      get: () => true,
    });
    try {
      const gpc = await openPreferences();
      within(gpc.banner).getByText(consent.preferences.gpc);
      await gpc.user.click(within(gpc.banner).getByRole('button', { name: consent.banner.accept }));
      await waitFor(() =>
        expect(dataLayer().at(-1)).toEqual([
          'update',
          expect.objectContaining({
            functionality_storage: 'denied',
            analytics_storage: 'denied',
            ad_storage: 'denied',
          }),
        ]),
      );
      expect(loadGtm).not.toHaveBeenCalled();
    } finally {
      delete (Navigator.prototype as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
