import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ActionButton } from '../../components/ui/action-button';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { consentConfig } from '../../config/consent';
import { env } from '../../config/env';
import { cookieProviders, declaredCookies, type DeclaredCookie } from '../../content/cookies';
import { optionalCategories } from '../../lib/consent/categories';
import { openConsentPreferences } from '../../lib/consent/open-preferences';
import { tokens } from '../../theme/tokens';

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    p: 1.5,
    borderBottom: `1px solid ${tokens.color.border}`,
  },
  '& th': { bgcolor: tokens.color.surfaceSubtle, fontWeight: 700 },
  // Narrow screens: each row becomes a small card of label/value lines.
  '@media (max-width:599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block' },
    '& td::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
  },
} as const;

/** "2 yıl" / "2 years", marked up as an ISO 8601 duration (`P2Y`) for machines. */
function Duration({
  duration,
  language,
}: {
  duration: DeclaredCookie['duration'];
  language: string;
}) {
  const text = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: duration.unit,
    unitDisplay: 'long',
  }).format(duration.value);
  const designator = { day: 'D', month: 'M', year: 'Y' }[duration.unit];
  return <time dateTime={`P${duration.value}${designator}`}>{text}</time>;
}

/**
 * The cookie policy, generated from what drives the banner: the consent record's key and
 * lifetime (src/config/consent.ts) and, when a GTM container is configured, the cookies declared
 * per category (src/content/cookies.ts). Without a container it says that only necessary storage
 * is used, which is then the whole truth.
 */
export function CookiePolicy() {
  const { t, i18n } = useTranslation(['consent-policy', 'consent', 'common']);
  const gtm = !!env.consent.gtmId;
  const columns = ['name', 'type', 'provider', 'purpose', 'duration'] as const;
  const head = (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {t(`table.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const cell = (column: (typeof columns)[number], value: ReactNode) => (
    <td data-label={t(`table.${column}`)}>{value}</td>
  );

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Section id={t('common:anchors.consentRecord')} title={t('record.title')}>
        <Box sx={{ maxWidth: 880 }}>
          <Typography sx={{ mb: 2 }}>{t('record.text')}</Typography>
          {!gtm && <Typography sx={{ mb: 2 }}>{t('record.notUsed')}</Typography>}
          <Box component="table" sx={tableSx}>
            {head}
            <tbody>
              <tr data-storage-key={consentConfig.storageKey}>
                {cell('name', <code>{consentConfig.storageKey}</code>)}
                {cell('type', t('table.localStorage'))}
                {cell('provider', t('table.firstParty'))}
                {cell('purpose', t('record.purpose'))}
                {cell(
                  'duration',
                  <Duration
                    duration={{ value: consentConfig.maxAgeDays, unit: 'day' }}
                    language={i18n.language}
                  />,
                )}
              </tr>
            </tbody>
          </Box>
          <Typography sx={{ mb: 2 }}>
            {t('record.revision', {
              revision: consentConfig.policyRevision,
              days: consentConfig.maxAgeDays,
            })}
          </Typography>
          {gtm && env.consent.logUrl && <Typography>{t('record.log')}</Typography>}
        </Box>
      </Section>
      <Section id={t('common:anchors.categories')} title={t('categories.title')} tone="muted">
        <Box sx={{ maxWidth: 880 }}>
          {gtm ? (
            optionalCategories.map((category) => (
              <Box component="section" key={category} sx={{ mb: 4 }} data-category={category}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {t(`consent:categories.${category}.name`)}
                </Typography>
                <Typography sx={{ mb: 2 }}>
                  {t(`consent:categories.${category}.description`)}
                </Typography>
                {declaredCookies[category].length === 0 ? (
                  <Typography>{t('categories.none')}</Typography>
                ) : (
                  <Box component="table" sx={tableSx}>
                    {head}
                    <tbody>
                      {declaredCookies[category].map((cookie) => (
                        <tr key={cookie.id}>
                          {cell(
                            'name',
                            cookie.prefix ? (
                              t('table.prefixed', { name: cookie.name })
                            ) : (
                              <code>{cookie.name}</code>
                            ),
                          )}
                          {cell('type', t('table.cookie'))}
                          {cell('provider', cookieProviders[cookie.provider].name)}
                          {cell('purpose', t(`cookies.${cookie.id}`))}
                          {cell(
                            'duration',
                            <Duration duration={cookie.duration} language={i18n.language} />,
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                )}
              </Box>
            ))
          ) : (
            <Typography>{t('categories.onlyNecessary')}</Typography>
          )}
        </Box>
      </Section>
      <Section id={t('common:anchors.preferences')} title={t('manage.title')}>
        <Box sx={{ maxWidth: 880 }}>
          <Typography sx={{ mb: 3 }}>{t('manage.text')}</Typography>
          <ActionButton
            type="button"
            variant="contained"
            onClick={(event) => openConsentPreferences(event.currentTarget)}
          >
            {t('manage.button')}
          </ActionButton>
        </Box>
      </Section>
    </>
  );
}
