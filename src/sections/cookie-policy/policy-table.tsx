import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyDuration, PolicyRow } from '../../content/policy-rows';
import { tokens } from '../../theme/tokens';

/**
 * The cookie-policy table, for our own policy and for the scanner's policy draft of a scanned
 * site (server/scanner/evidence/policy-draft.tsx). It imports only MUI, react-i18next and the tokens: the
 * scanner renders it under tsx, outside the site's build.
 */
export type PolicyColumn = 'name' | 'type' | 'provider' | 'party' | 'purpose' | 'duration';

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

const DESIGNATORS: Record<PolicyDuration['unit'], string> = {
  minute: 'TM',
  hour: 'TH',
  day: 'D',
  month: 'M',
  year: 'Y',
};

/** "2 yıl" / "2 years", marked up as an ISO 8601 duration (`P2Y`, `PT1H`) for machines. */
function Duration({ duration, language }: { duration: PolicyDuration; language: string }) {
  const text = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: duration.unit,
    unitDisplay: 'long',
  }).format(duration.value);
  const designator = DESIGNATORS[duration.unit];
  const iso = designator.startsWith('T')
    ? `PT${duration.value}${designator.slice(1)}`
    : `P${duration.value}${designator}`;
  return <time dateTime={iso}>{text}</time>;
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
  const { t, i18n } = useTranslation('consent-policy');
  const language = i18n.language;

  const value = (column: PolicyColumn, row: PolicyRow): ReactNode => {
    switch (column) {
      case 'name':
        return row.prefix ? t('table.prefixed', { name: row.name }) : <code>{row.name}</code>;
      case 'type':
        return t(`table.${row.storage}`);
      case 'provider':
        return (
          row.provider?.legalName ?? (
            <OwnerField id="policy-provider">{t('table.owner.provider')}</OwnerField>
          )
        );
      case 'party':
        if (row.provider === null) {
          return t(row.party === 'first' ? 'table.firstParty' : 'table.thirdParty');
        }
        return t(row.party === 'first' ? 'table.firstPartyBy' : 'table.thirdPartyBy', {
          provider: row.provider.name,
        });
      case 'purpose':
        return row.purpose !== null ? (
          t(row.purpose)
        ) : (
          <OwnerField id="policy-purpose">{t('table.owner.purpose')}</OwnerField>
        );
      case 'duration':
        if (row.duration === null) {
          return <OwnerField id="policy-duration">{t('table.owner.duration')}</OwnerField>;
        }
        if (row.duration === 'session') return t('table.session');
        if (row.duration === 'untilDeleted') return t('table.untilDeleted');
        return <Duration duration={row.duration} language={language} />;
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
