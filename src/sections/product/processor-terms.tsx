import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { termListSx } from '../../components/ui/term-list';
import { hostedInTurkey, site } from '../../config/site';
import { countryNamer } from '../../lib/country-name';

const { dpa, hosting, subprocessors, breachNoticeHours, endOfContract, verbis } = site.processor;

type Term = 'dpa' | 'hosting' | 'subprocessors' | 'breach' | 'endOfContract' | 'verbis';

const termsSx = {
  ...termListSx,
  gridTemplateColumns: { xs: '1fr', md: 'minmax(12rem, auto) 1fr' },
  columnGap: 3,
  rowGap: 2,
  '& dd > p + p': { mt: 1 },
} as const;

/**
 * The vendor's terms as data processor for its customers' consent logs (src/config/site.ts
 * `processor`): what a business buyer asks before signing. Each term the configuration leaves
 * unset shows a marked placeholder the site owner must replace (the launch check lists it).
 */
export function ProcessorTerms() {
  const { t, i18n } = useTranslation(['product', 'common']);
  const countryName = countryNamer(i18n.language);

  const value = (term: Term, content: ReactNode | undefined) => (
    <>
      <dt>{t(`processor.labels.${term}`)}</dt>
      <dd
        data-term={term}
        data-placeholder={content === undefined ? `processor-${term}` : undefined}
      >
        {content ?? <Typography>{t(`processor.placeholders.${term}`)}</Typography>}
      </dd>
    </>
  );

  const subprocessorList =
    subprocessors === undefined ? undefined : typeof subprocessors === 'string' ? (
      <Typography>
        <MuiLink href={subprocessors}>{t('processor.subprocessors.link')}</MuiLink>
      </Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {subprocessors.map((entry) => (
          <li key={entry.name}>
            {t('processor.subprocessors.entry', {
              name: entry.name,
              country: countryName(entry.country),
              purpose: t(`processor.purposes.${entry.purpose}`),
            })}
          </li>
        ))}
      </Box>
    );

  return (
    <Section
      id={t('common:anchors.processor')}
      eyebrow={t('processor.eyebrow')}
      title={t('processor.title')}
      lead={t('processor.lead')}
    >
      <Box component="dl" sx={{ ...termsSx, maxWidth: 880 }}>
        {value(
          'dpa',
          dpa === undefined ? undefined : dpa === 'onRequest' ? (
            <Typography>{t('processor.dpa.onRequest')}</Typography>
          ) : (
            <Typography>
              <MuiLink href={dpa}>{t('processor.dpa.link')}</MuiLink>
            </Typography>
          ),
        )}
        {value(
          'hosting',
          hosting && (
            <>
              <Typography>
                {t('processor.hosting.configured', {
                  provider: hosting.provider,
                  country: countryName(hosting.country),
                })}
              </Typography>
              {!hostedInTurkey(hosting.country) && (
                <Typography data-placeholder={hosting.transferMechanism ? undefined : 'hosting'}>
                  {hosting.transferMechanism
                    ? t('processor.hosting.abroad', {
                        mechanism: t(`processor.hosting.mechanisms.${hosting.transferMechanism}`),
                      })
                    : t('processor.hosting.abroadPlaceholder')}
                </Typography>
              )}
            </>
          ),
        )}
        {value('subprocessors', subprocessorList)}
        {value(
          'breach',
          breachNoticeHours === undefined ? undefined : (
            <Typography>{t('processor.breach', { hours: breachNoticeHours })}</Typography>
          ),
        )}
        {value(
          'endOfContract',
          endOfContract && (
            <Typography>
              {t(`processor.endOfContract.${endOfContract.action}`, { days: endOfContract.days })}
            </Typography>
          ),
        )}
        {value('verbis', verbis && <Typography>{t(`processor.verbis.${verbis}`)}</Typography>)}
      </Box>
    </Section>
  );
}
