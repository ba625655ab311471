import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink } from '../../src/components/ui/app-link';
import { LinkButton, NavButton } from '../../src/components/ui/action-button';
import { renderWithProviders } from './support/render';

describe('an internal link into another language', () => {
  it('says which language it leads to, and nothing for a page in its own', () => {
    renderWithProviders(
      <>
        <AppLink to="/urunler">a</AppLink>
        <LinkButton to="/iletisim">b</LinkButton>
        <NavButton to="/fiyatlandirma">c</NavButton>
        <AppLink to="/en/products">d</AppLink>
        <AppLink to="/api/scans">e</AppLink>
      </>,
      'en',
    );
    const hreflang = (name: string) => screen.getByRole('link', { name }).getAttribute('hreflang');
    expect(hreflang('a')).toBe('tr');
    expect(hreflang('b')).toBe('tr');
    expect(hreflang('c')).toBe('tr');
    expect(hreflang('d')).toBeNull();
    expect(hreflang('e')).toBeNull();
  });
});
