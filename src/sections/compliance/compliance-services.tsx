import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ui/external-link';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';
import { complianceServices } from '../../content/compliance';
import { withCopy } from '../shared/with-copy';

/** KVKK portal, consulting and the free compliance test: each card links out in a new tab. */
export function ComplianceServices() {
  const { t } = useTranslation(['compliance', 'common']);
  const names = { parentCompany: site.parentCompany };
  return (
    <Section
      id={t('common:anchors.services')}
      eyebrow={t('services.eyebrow', names)}
      title={t('services.title')}
      lead={t('services.lead', names)}
    >
      <IconCardGrid
        columns={{ md: 3 }}
        items={withCopy(complianceServices, t('services.items', { returnObjects: true })).map(
          (service) => ({
            ...service,
            footer: (
              <ExternalLink
                href={site.external[service.id]}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  minHeight: 44,
                  fontWeight: 700,
                }}
              >
                {service.cta}
                <OpenInNewRounded aria-hidden="true" sx={{ typography: 'textXl' }} />
              </ExternalLink>
            ),
          }),
        )}
      />
    </Section>
  );
}
