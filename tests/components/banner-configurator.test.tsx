// The home page's banner configurator in happy-dom: every control reflected in the preview and the
// snippet, the preview's buttons, the configuration read from and written to the URL (bad values
// fall back), and the clipboard, granted or refused. What needs a page stays in
// tests/browser/configurator: waking near the viewport without a shift, the contrast as painted,
// the preview inside its stage, a shared link hydrating the prerendered page, and the contact
// form it fills.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerConfigurator } from '../../src/features/banner-configurator/banner-configurator';
import { bundle, languages, renderWithProviders } from './support/render';

/** Own banner copy typed into the configurator: no locale's text, markup and non-ASCII included. */
const OWN_TITLE = 'Our own title, café';
const OWN_TEXT = 'Our own text.';

/** The toast is an edge here (the forms' browser tests see one painted): each call is recorded. */
const showToast = vi.hoisted(() => vi.fn<(message: string, variant: string) => void>());
vi.mock('../../src/lib/toast', () => ({ showToast }));

const start = window.location.href;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  showToast.mockReset();
});
afterEach(() => window.history.replaceState(null, '', start));

describe.each(languages)('banner configurator (%s)', (language) => {
  const cfg = bundle(language, 'consent-configurator');
  const consent = bundle(language, 'consent');
  const otherLanguage = languages.find((other) => other !== language)!;

  function open(search = '') {
    window.history.replaceState(null, '', `/${search}`);
    const view = renderWithProviders(<BannerConfigurator />, language);
    const root = view.container;
    const preview = () => root.querySelector<HTMLElement>('[data-consent-banner="preview"]')!;
    const snippet = () => root.querySelector<HTMLTextAreaElement>('textarea[data-snippet]')!.value;
    const outcome = () => root.querySelector('[data-outcome]')?.textContent ?? '';
    return { root, preview, snippet, outcome };
  }

  it('every control changes the preview and the snippet', async () => {
    const user = userEvent.setup();
    const { preview, snippet } = open();

    await user.click(screen.getByRole('radio', { name: cfg.controls.layout.options.boxRight }));
    expect(preview().getAttribute('data-layout')).toBe('boxRight');
    expect(snippet()).toContain('data-layout="boxRight"');

    fireEvent.change(screen.getByLabelText(cfg.controls.color.label), {
      target: { value: '#0f766e' },
    });
    expect(preview().style.getPropertyValue('--cb-color')).toBe('#0f766e');
    expect(snippet()).toContain('data-color="#0f766e"');

    fireEvent.change(screen.getByLabelText(cfg.controls.radius.label), {
      target: { value: '20' },
    });
    expect(preview().style.getPropertyValue('--cb-radius')).toBe('20px');
    expect(snippet()).toContain('data-radius="20"');

    const title = screen.getByLabelText<HTMLInputElement>(cfg.controls.title.label);
    expect(title.maxLength).toBe(60);
    fireEvent.change(title, { target: { value: OWN_TITLE } });
    fireEvent.change(screen.getByLabelText(cfg.controls.text.label, { exact: true }), {
      target: { value: OWN_TEXT },
    });
    expect(within(preview()).getByRole('heading').textContent).toBe(OWN_TITLE);
    within(preview()).getByText(OWN_TEXT);
    expect(snippet()).toContain(`data-title="${OWN_TITLE}"`);
    expect(snippet()).toContain(`data-text="${OWN_TEXT}"`);

    await user.click(screen.getByRole('checkbox', { name: consent.categories.marketing.name }));
    expect(snippet()).toContain('data-categories="functional,analytics"');
    await user.click(within(preview()).getByRole('button', { name: consent.banner.manage }));
    expect(within(preview()).getAllByRole('switch')).toHaveLength(3);
    expect(
      within(preview()).queryByRole('switch', { name: consent.categories.marketing.name }),
    ).toBeNull();

    await user.selectOptions(screen.getByLabelText(cfg.controls.language.label), otherLanguage);
    await within(preview()).findByText(bundle(otherLanguage, 'consent').preferences.title);
    expect(snippet()).toContain(`data-language="${otherLanguage}"`);
  });

  it('the preview says what each button would do', async () => {
    const user = userEvent.setup();
    const { preview, outcome } = open();
    await user.click(within(preview()).getByRole('button', { name: consent.banner.reject }));
    expect(outcome()).toBe(cfg.preview.outcome.reject);
    await user.click(within(preview()).getByRole('button', { name: consent.banner.manage }));
    const analytics = within(preview()).getByRole<HTMLInputElement>('switch', {
      name: consent.categories.analytics.name,
    });
    expect(analytics.checked).toBe(false);
    await user.click(analytics);
    expect(analytics.checked).toBe(true);
    await user.click(within(preview()).getByRole('button', { name: consent.preferences.save }));
    expect(outcome()).toBe(
      cfg.preview.outcome.save.replace('{{categories}}', consent.categories.analytics.name),
    );
  });

  it('reads the configuration from the URL and writes every change back to it', async () => {
    const user = userEvent.setup();
    const { preview, snippet } = open('?layout=center&color=6d28d9');
    await waitFor(() => expect(preview().getAttribute('data-layout')).toBe('center'));
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: cfg.controls.layout.options.center })
        .checked,
    ).toBe(true);
    expect(snippet()).toContain('data-color="#6d28d9"');

    await user.click(screen.getByRole('checkbox', { name: consent.categories.functional.name }));
    await waitFor(() => expect(window.location.search).toContain('layout=center'));
    const shared = window.location.search;
    const expected = snippet();
    expect(expected).toContain('data-categories="analytics,marketing"');

    // The same query read afresh gives the same configuration.
    document.body.innerHTML = '';
    const again = open(shared);
    await waitFor(() => expect(again.snippet()).toBe(expected));
  });

  it('falls back to the defaults on bad values, and shows markup in the copy as text', async () => {
    const { root, preview, snippet } = open(
      `?layout=sideways&color=javascript:x&radius=999&lang=xx&offer=ads&title=${'x'.repeat(61)}&text=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
    );
    await waitFor(() => expect(snippet()).toContain('data-text="&lt;img'));
    expect(preview().getAttribute('data-layout')).toBe('bar');
    expect(snippet()).toContain('data-color="#1d4ed8"');
    expect(snippet()).toContain('data-radius="8"');
    expect(snippet()).toContain(`data-language="${language}"`);
    expect(snippet()).toContain('data-categories="functional,analytics,marketing"');
    expect(snippet()).not.toContain('data-title');
    expect(snippet()).toContain('data-text="&lt;img src=x onerror=alert(1)&gt;"');
    expect(root.querySelector('img')).toBeNull();
  });

  it('copies the snippet and says so', async () => {
    const user = userEvent.setup();
    const { snippet } = open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: cfg.snippet.copy }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledExactlyOnceWith(cfg.snippet.copied, 'default'),
    );
    expect(writeText).toHaveBeenCalledExactlyOnceWith(snippet());
    expect(screen.queryByText(cfg.snippet.copyFailed)).toBeNull();
  });

  it('selects the snippet and says so when the clipboard is refused', async () => {
    const user = userEvent.setup();
    const { root, snippet } = open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: cfg.snippet.copy }));
    await screen.findByText(cfg.snippet.copyFailed);
    const area = root.querySelector<HTMLTextAreaElement>('textarea[data-snippet]')!;
    expect(document.activeElement).toBe(area);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe(snippet());
  });
});
