import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnchorButton } from '../../../../components/ui/action-button';
import { languages } from '../../../../i18n/config';
import { Block } from './report-blocks';

/** Links to the scan's draft cookie policy, one per site language. */
export function PolicyDraftBlock({
  policyDraftHref,
}: {
  policyDraftHref: (language: string) => string;
}) {
  const { t, i18n } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.draft.title')}>
      <Typography>{t('report.draft.lead')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }} data-print-hide>
        {languages.map((language) => (
          <AnchorButton
            key={language}
            variant="outlined"
            href={policyDraftHref(language)}
            hrefLang={language}
            data-policy-draft={language}
          >
            {t('report.draft.link', {
              language: new Intl.DisplayNames(i18n.language, { type: 'language' }).of(language),
            })}
          </AnchorButton>
        ))}
      </Box>
    </Block>
  );
}
