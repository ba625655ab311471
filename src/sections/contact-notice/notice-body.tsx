import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';
import { noticeSections } from '../../content/contact-notice';

interface NoticePart {
  title: string;
  intro: string[];
  items?: string[];
  outro?: string[];
}

const { address, email } = site.contact;
const postalAddress = `${address.street}, ${address.postalCode} ${address.district}/${address.city}`;
const { legalName, mersisNumber, tradeRegistry } = site.company;
const { provider, country, transferMechanism } = site.formDelivery;

/**
 * The transfer abroad through the forms' e-mail provider (KVKK art. 9 as amended by Law 7499):
 * named from the config, or a marked placeholder the site owner must replace before launch.
 */
function TransferParagraphs() {
  const { t } = useTranslation('contact-notice');
  const configured = provider && country && transferMechanism;
  return (
    <>
      <Typography sx={{ mb: 2 }} data-placeholder={configured ? undefined : 'transfer'}>
        {configured
          ? t('transfer.configured', {
              provider,
              country,
              mechanism: t(`transfer.mechanisms.${transferMechanism}`),
            })
          : t('transfer.placeholder')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('transfer.rule')}</Typography>
    </>
  );
}

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  return texts?.map((text) => (
    <Typography key={text} sx={{ mb: 2 }}>
      {text}
    </Typography>
  ));
}

/** The information notice (KVKK art. 10) for data sent through the request forms. */
export function NoticeBody() {
  const { t } = useTranslation(['contact-notice', 'common']);
  // The controller is the legal entity: its registered name when configured.
  const values = { brand: site.brand, parentCompany: legalName ?? site.parentCompany, email };

  return (
    <Section id={t('common:anchors.notice')}>
      <Box sx={{ maxWidth: 760 }}>
        {noticeSections.map((section) => {
          const part: NoticePart = t(`sections.${section.id}`, { returnObjects: true, ...values });
          const headingId = `notice-${section.id}`;
          return (
            <Box component="section" key={section.id} aria-labelledby={headingId} sx={{ mb: 5 }}>
              <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 2 }}>
                {part.title}
              </Typography>
              <Paragraphs texts={part.intro} />
              {part.items && (
                <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1 } }}>
                  {part.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              )}
              {'withTransfer' in section && <TransferParagraphs />}
              <Paragraphs texts={part.outro} />
              {'withContact' in section && (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 1,
                    m: 0,
                    '& dt': { fontWeight: 700 },
                    '& dd': { m: 0 },
                  }}
                >
                  <dt>{t('contact.address')}</dt>
                  <dd>{postalAddress}</dd>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <MuiLink href={`mailto:${email}`}>{email}</MuiLink>
                  </dd>
                  {mersisNumber && (
                    <>
                      <dt>{t('common:company.mersisNumber')}</dt>
                      <dd>{mersisNumber}</dd>
                    </>
                  )}
                  {tradeRegistry && (
                    <>
                      <dt>{t('common:company.tradeRegistry')}</dt>
                      <dd>{tradeRegistry}</dd>
                    </>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
