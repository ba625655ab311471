import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_BADGE_SIZE, IconBadge } from '../../components/ui/icon-badge';
import { termListSx } from '../../components/ui/term-list';
import { site } from '../../config/site';

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: SvgIconComponent;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 700 }}>
        <IconBadge icon={icon} />
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, pl: { xs: 0, sm: `${ICON_BADGE_SIZE.medium + 12}px` } }}>
        {children}
      </Box>
    </div>
  );
}

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  overflowWrap: 'anywhere',
};

/** The company's legal identity from the config, in display order; unset fields are left out. */
const identity = (
  [
    ['legalName', 'common:company.legalName'],
    ['mersisNumber', 'common:company.mersisNumber'],
    ['tradeRegistry', 'common:company.tradeRegistry'],
  ] as const
).flatMap(([id, label]) => {
  const value = site.company[id];
  return value ? [{ id, label, value }] : [];
});

/** E-mail, phone and office address, and the legal identity when configured, all from the site config. */
export function ContactDetails({ headingId }: { headingId: string }) {
  const { t } = useTranslation(['contact', 'common']);
  const { email, phone, phoneDisplay, address } = site.contact;
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3, md: 4 },
        borderRadius: 3,
        bgcolor: 'background.subtle',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h2" id={headingId} sx={{ typography: 'panelTitle', mb: 3 }}>
        {t('details.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3 }}>
        <DetailRow icon={MailOutlineRounded} label={t('details.email')}>
          <Link href={`mailto:${email}`} sx={linkSx}>
            {email}
          </Link>
        </DetailRow>
        <DetailRow icon={PhoneOutlined} label={t('details.phone')}>
          <Link href={`tel:${phone}`} sx={linkSx}>
            {phoneDisplay}
          </Link>
        </DetailRow>
        <DetailRow icon={PlaceOutlined} label={t('details.address')}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {address.street}
            <br />
            {t('details.cityLine', {
              postalCode: address.postalCode,
              district: address.district,
              city: address.city,
            })}
          </Box>
        </DetailRow>
      </Box>
      {identity.length > 0 && (
        <Box component="dl" sx={{ ...termListSx, mt: 3, typography: 'textSm' }}>
          {identity.map(({ id, label, value }) => (
            <Box key={id} sx={{ display: 'contents' }}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
