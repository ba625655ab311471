import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InputProbe } from '../../../../../packages/scanner-contract/report';
import { Block, wrapAnywhere } from './report-blocks';

/** What left the page while marked values were typed into its fields, nothing submitted. */
export function InputProbeBlock({ probe }: { probe: InputProbe }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.inputProbe.title')}>
      <Typography color="text.secondary">{t('report.inputProbe.context')}</Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }} data-input-probe={probe.status}>
        {probe.status === 'ran'
          ? `${t('report.inputProbe.ran', { count: probe.fields, page: probe.page ?? '' })} ${t(
              probe.leaks.length > 0 ? 'report.inputProbe.leaks' : 'report.inputProbe.none',
            )}`
          : t(`report.inputProbe.status.${probe.status}`)}
      </Typography>
      {probe.leaks.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, ...wrapAnywhere }}>
          {probe.leaks.map((leak) => (
            <li key={`${leak.url}|${leak.field}|${leak.encoding}`}>
              {t('report.inputProbe.leak', {
                url: leak.url,
                field: leak.field,
                encoding: t(`report.inputProbe.encodings.${leak.encoding}`),
              })}
            </li>
          ))}
        </Box>
      )}
    </Block>
  );
}
