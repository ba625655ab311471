import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { hostRows } from '../../../../../packages/scanner-contract/report-model';
import { Folded } from './report-blocks';
import { ResponsiveTable } from './responsive-table';

/** Every host the pages called, whose it is and whether it tracks. */
export function HostsSection({ report }: { report: ScanReport }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Folded title={t('report.hosts.title')}>
      <ResponsiveTable
        caption={t('report.hosts.caption')}
        columns={(['host', 'party', 'tracker', 'owner', 'requests'] as const).map((column) =>
          t(`report.hosts.${column}`),
        )}
        rows={hostRows(report).map((item) => ({
          key: item.host,
          cells: [
            item.host,
            t(item.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty'),
            t(item.tracker ? 'report.hosts.yes' : 'report.hosts.no'),
            item.owner ?? t('report.hosts.unknownOwner'),
            String(item.requests),
          ],
        }))}
      />
    </Folded>
  );
}
