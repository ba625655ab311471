import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyDuration, PolicyRow } from './policy-row';

/**
 * The cookie-policy table, for our own policy and for the scanner's policy draft of a scanned
 * site (server/scanner/evidence/policy-draft.tsx). It imports only MUI and react-i18next, and
 * takes its colours from the theme it is rendered in (the palette's `divider` and
 * `background.subtle`): the scanner renders it under tsx, outside the site's build, with the
 * draft's own theme.
 */
declare module '@mui/material/styles' {
  interface TypeBackground {
    /**
     * Neutral panels (muted sections, table heads, notes): the site's theme and the scanner's
     * draft theme both give it, as the table's heads use it.
     */
    subtle: string;
  }
}

export type PolicyColumn = 'name' | 'type' | 'provider' | 'party' | 'purpose' | 'duration';

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    p: 1.5,
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  '& th': { bgcolor: 'background.subtle', fontWeight: 700 },
  // Narrow screens: each row becomes a small card of label/value lines.
  '@media (max-width:599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block' },
    '& td::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
  },
} as const;

const DESIGNATORS: Record<PolicyDuration['unit'], string> = {
  minute: 'TM',
  hour: 'TH',
  day: 'D',
  month: 'M',
  year: 'Y',
};

/**
 * "2 yıl" / "2 years", marked up as an ISO 8601 duration (`P2Y`, `PT1H`) for machines; at the
 * scanning browser's cap, "en az 400 gün" with what that means.
 */
function Duration({ duration }: { duration: PolicyDuration }) {
  const { t, i18n } = useTranslation('consent-policy');
  const text = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: duration.unit,
    unitDisplay: 'long',
  }).format(duration.value);
  const designator = DESIGNATORS[duration.unit];
  const iso = designator.startsWith('T')
    ? `PT${duration.value}${designator.slice(1)}`
    : `P${duration.value}${designator}`;
  return (
    <time dateTime={iso}>
      {duration.atLeast === true ? t('table.atLeast', { duration: text }) : text}
    </time>
  );
}

/** A value the site owner must supply, in the bracketed words of the locale files. */
export function OwnerField({ id, children }: { id: string; children: ReactNode }) {
  return <span data-placeholder={id}>{children}</span>;
}

export interface PolicyTableProps {
  rows: readonly PolicyRow[];
  columns: readonly PolicyColumn[];
}

export function PolicyTable({ rows, columns }: PolicyTableProps) {
  const { t } = useTranslation('consent-policy');

  const value = (column: PolicyColumn, row: PolicyRow): ReactNode => {
    switch (column) {
      case 'name':
        return row.prefix ? t('table.prefixed', { name: row.name }) : <code>{row.name}</code>;
      case 'type':
        return t(`table.${row.storage}`);
      case 'provider':
        if (row.provider === 'site') return t('table.thisSite');
        if (row.provider?.legalName) return row.provider.legalName;
        return (
          <OwnerField id="policy-provider">
            {row.provider
              ? t('table.owner.providerHint', { platform: row.provider.name })
              : t('table.owner.provider')}
          </OwnerField>
        );
      case 'party': {
        if (row.party === 'third') {
          const by = row.host ?? (typeof row.provider === 'object' ? row.provider?.name : null);
          return by ? t('table.thirdPartyBy', { provider: by }) : t('table.thirdParty');
        }
        if (row.provider === 'site') return t('table.firstParty');
        return row.provider !== null && row.writtenByProviderScript
          ? t('table.firstPartyBy', { provider: row.provider.name })
          : t('table.firstPartyDomain');
      }
      case 'purpose':
        if (row.purpose !== null) return t(row.purpose);
        return (
          <>
            <OwnerField id="policy-purpose">{t('table.owner.purpose')}</OwnerField>
            {row.categoryFromDatabase === true && (
              <small data-category-note> {t('table.categoryNote')}</small>
            )}
          </>
        );
      case 'duration':
        if (row.duration === null) {
          return <OwnerField id="policy-duration">{t('table.owner.duration')}</OwnerField>;
        }
        if (row.duration === 'session')
          return t(row.storage === 'sessionStorage' ? 'table.sessionTab' : 'table.session');
        if (row.duration === 'untilDeleted') return t('table.untilDeleted');
        return <Duration duration={row.duration} />;
    }
  };

  return (
    <Box component="table" sx={tableSx}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-storage-key={row.storage === 'cookie' ? undefined : row.name}>
            {columns.map((column) => (
              <td key={column} data-label={t(`table.${column}`)}>
                {value(column, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
