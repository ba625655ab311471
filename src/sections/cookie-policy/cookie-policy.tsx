import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../components/ui/action-button';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { termListSx } from '../../components/ui/term-list';
import { consentConfig } from '../../config/consent';
import { env } from '../../config/env';
import { countryNamer } from '../../lib/country-name';
import {
  cookieProviders,
  declaredCookies,
  offeredCategories,
  type DeclaredCookie,
} from '../../content/cookies';
import { consentRecordRow, declaredRows } from '../../content/policy-rows';
import {
  ControllerContact,
  controllerName,
  formatNoticeDate,
  NoticePartView,
} from '../contact-notice/notice-body';
import { PolicyTable, type PolicyColumn } from '../../../packages/scanner-contract/policy-table';

const factsSx = {
  ...termListSx,
  gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
  mb: 2,
} as const;

/** The columns of each category's table (the category's name and ground are its heading). */
export const categoryColumns: readonly PolicyColumn[] = [
  'name',
  'provider',
  'party',
  'purpose',
  'duration',
];

/** The providers that receive data in the offered categories, with those categories. */
function recipients() {
  const byProvider = new Map<DeclaredCookie['provider'], (typeof offeredCategories)[number][]>();
  for (const category of offeredCategories) {
    for (const cookie of declaredCookies[category]) {
      const list = byProvider.get(cookie.provider) ?? [];
      if (!list.includes(category)) list.push(category);
      byProvider.set(cookie.provider, list);
    }
  }
  return [...byProvider];
}

/**
 * The cookie policy: the site's information notice (KVKK art. 10) for cookies, generated from
 * what drives the banner: the consent record's key and lifetime (src/config/consent.ts), the
 * offered categories with their cookies and providers (src/content/cookies.ts) and the
 * controller (src/config/site.ts). Rights and how to apply are the contact-form notice's own
 * parts, so the two notices cannot differ. Without a GTM container it says that only necessary
 * storage is used, which is then the whole truth.
 */
export function CookiePolicy() {
  const { t, i18n } = useTranslation(['consent-policy', 'consent', 'common', 'contact-notice']);
  const language = i18n.language;
  const gtm = !!env.consent.gtmId;
  const categories = gtm ? offeredCategories : [];
  const countryName = countryNamer(language);
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Section id={t('common:anchors.controller')} title={t('controller.title')}>
        <Box sx={{ maxWidth: 880 }}>
          <Typography sx={{ mb: 2 }}>
            {t('controller.text', { controller: controllerName })}
          </Typography>
          <ControllerContact />
          <Typography sx={{ mt: 3 }}>
            {t('hero.effective', {
              date: formatNoticeDate(consentConfig.policyDate, language),
              revision: consentConfig.policyRevision,
            })}
          </Typography>
        </Box>
      </Section>
      <Section id={t('common:anchors.consentRecord')} title={t('record.title')} tone="muted">
        <Box sx={{ maxWidth: 880 }}>
          <Typography sx={{ mb: 2 }}>{t('record.text')}</Typography>
          {/* No optional category, no record: its table, ground and renewal would describe none. */}
          {!gtm && <Typography sx={{ mb: 2 }}>{t('record.notUsed')}</Typography>}
          {gtm && (
            <>
              <PolicyTable
                rows={[consentRecordRow()]}
                columns={['name', 'type', 'party', 'purpose', 'duration']}
              />
              <Typography sx={{ mb: 2 }}>{t('record.ground')}</Typography>
              <Typography sx={{ mb: 2 }}>
                {t('record.revision', { days: consentConfig.maxAgeDays })}
              </Typography>
            </>
          )}
          {gtm && env.consent.logUrl && (
            <Typography>
              {t('record.log', {
                days: consentConfig.maxAgeDays,
                years: consentConfig.logRetentionYears,
              })}
            </Typography>
          )}
        </Box>
      </Section>
      <Section id={t('common:anchors.categories')} title={t('categories.title')}>
        <Box sx={{ maxWidth: 880 }}>
          {categories.length > 0 ? (
            <>
              <Typography sx={{ mb: 3 }}>{t('categories.intro')}</Typography>
              {categories.map((category) => (
                <Box component="section" key={category} sx={{ mb: 4 }} data-category={category}>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {t(`consent:categories.${category}.name`)}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>
                    {t(`consent:categories.${category}.description`)}
                  </Typography>
                  <Box component="dl" sx={factsSx}>
                    <dt>{t('categories.dataLabel')}</dt>
                    <dd>{t(`data.${category}`)}</dd>
                    <dt>{t('categories.groundLabel')}</dt>
                    <dd>{t('categories.ground')}</dd>
                    <dt>{t('categories.methodLabel')}</dt>
                    <dd>{t('categories.method')}</dd>
                  </Box>
                  <PolicyTable rows={declaredRows(category)} columns={categoryColumns} />
                </Box>
              ))}
            </>
          ) : (
            <Typography>{t('categories.onlyNecessary')}</Typography>
          )}
          {/* The free scanner stores nothing in the visitor's browser; what it keeps is said here
              in the contact notice's words. */}
          <Typography sx={{ mt: 4, mb: 2 }}>{t('categories.scanner')}</Typography>
          <NoticePartView id="cookieScan" headingLevel="h3" />
        </Box>
      </Section>
      {categories.length > 0 && (
        <Section id={t('common:anchors.transfers')} title={t('transfers.title')} tone="muted">
          <Box sx={{ maxWidth: 880 }}>
            <Typography sx={{ mb: 2 }}>{t('transfers.intro')}</Typography>
            {recipients().map(([id, used]) => {
              const provider = cookieProviders[id];
              const mechanism = provider.transferMechanism;
              return (
                <Box key={id} sx={{ mb: 2 }} data-provider={id}>
                  <Typography sx={{ mb: 1 }}>
                    {t('transfers.provider', {
                      provider: provider.legalName,
                      country: countryName(provider.country),
                      categories: listFormat.format(
                        used.map((category) => t(`consent:categories.${category}.name`)),
                      ),
                    })}
                  </Typography>
                  <Typography data-placeholder={mechanism ? undefined : 'cookie-transfer'}>
                    {mechanism
                      ? t('transfers.configured', {
                          mechanism: t(`contact-notice:transfer.mechanisms.${mechanism}`),
                        })
                      : t('transfers.placeholder', { provider: provider.legalName })}
                  </Typography>
                </Box>
              );
            })}
            <Typography sx={{ mb: 2 }}>{t('contact-notice:transfer.rule')}</Typography>
            <Typography>{t('transfers.others')}</Typography>
          </Box>
        </Section>
      )}
      <Section id={t('common:anchors.serverLogs')} title={t('serverLogs.title')} tone="muted">
        <Box sx={{ maxWidth: 880 }}>
          <NoticePartView id="serverLogs" headingLevel="h3" />
        </Box>
      </Section>
      <Section id={t('common:anchors.rights')} title={t('rights.title')}>
        <Box sx={{ maxWidth: 880 }}>
          <NoticePartView id="rights" headingLevel="h3" />
          <NoticePartView id="apply" headingLevel="h3" />
        </Box>
      </Section>
      <Section id={t('common:anchors.preferences')} title={t('manage.title')} tone="muted">
        <Box sx={{ maxWidth: 880 }}>
          <Typography sx={{ mb: 3 }}>{t('manage.text')}</Typography>
          <ActionButton type="button" variant="contained" data-consent-preferences="">
            {t('manage.button')}
          </ActionButton>
        </Box>
      </Section>
    </>
  );
}
