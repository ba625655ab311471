import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteId } from '../../i18n/route-ids';
import { builtLanguages, counterpartPath } from '../../routing/paths';
import type { RouteHandle } from '../../routing/route-handle';
import { LinkButton } from '../ui/action-button';

/** A language's name in that language, as the platform knows it: "Türkçe", "English". */
export function nativeLanguageName(language: string) {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * Links to this page in every other built locale (its home page where the page has no
 * counterpart): real links, so they work before and without JavaScript. No redirect by browser
 * language anywhere: a URL always shows its own language.
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const id = handle && handle.metaId !== 'notFound' ? (handle.metaId as RouteId) : undefined;
  const others = builtLanguages().filter((language) => language !== i18n.language);
  if (others.length === 0) return null;

  return (
    <nav aria-label={t('header.languageLabel')}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li': fullWidth ? { flex: 1, display: 'grid' } : {},
        }}
      >
        {others.map((language) => (
          <li key={language}>
            <LinkButton
              to={counterpartPath(language, id)}
              hrefLang={language}
              lang={language}
              variant="outlined"
            >
              {nativeLanguageName(language)}
            </LinkButton>
          </li>
        ))}
      </Box>
    </nav>
  );
}
