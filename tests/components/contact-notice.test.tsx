import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scannerConfig } from '../../server/scanner/config';
import { NoticeBody } from '../../src/sections/contact-notice/notice-body';
import { bundle, languages, renderWithProviders } from './support/render';

describe.each(languages)('%s contact-form notice', (language) => {
  const notice = bundle(language, 'contact-notice');

  it('covers the free cookie scan: address and report kept for the scanner retention, IP only for the rate limit', () => {
    const { container } = renderWithProviders(<NoticeBody />, language);
    screen.getByRole('heading', { name: notice.sections.cookieScan.title });
    const days = scannerConfig({}).retentionMs / 86_400_000;
    const section = container.querySelector('[aria-labelledby="notice-cookieScan"]');
    const [kept, ...rest] = notice.sections.cookieScan.intro;
    expect(section?.textContent).toContain(kept!.replace('{{scanDays}}', String(days)));
    for (const paragraph of rest) expect(section?.textContent).toContain(paragraph);
    expect(container.textContent).not.toContain('{{');
  });
});
