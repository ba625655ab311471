import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { termListSx } from '../../components/ui/term-list';
import { hostedInTurkey, site } from '../../config/site';
import { countryNamer } from '../../lib/country-name';
import { formatDate } from '../../lib/format-date';
import {
  noticeDate,
  noticeSections,
  scanRetentionDays,
  type NoticeSectionId,
} from '../../content/contact-notice';

interface NoticePart {
  title: string;
  intro: string[];
  items?: string[];
  outro?: string[];
}

const { address, email } = site.contact;
const postalAddress = `${address.street}, ${address.postalCode} ${address.district}/${address.city}`;
const { legalName, mersisNumber, tradeRegistry, kepAddress } = site.company;
const { provider, country, transferMechanism } = site.formDelivery;

/** The controller as named in the notices: its registered name when configured. */
export const controllerName = legalName ?? site.parentCompany;

/** The effective date of a notice, in the page language. */
export const formatNoticeDate = formatDate;

/**
 * The transfer abroad through the forms' e-mail provider (KVKK art. 9 as amended by Law 7499):
 * named from the config, or a marked placeholder the site owner must replace before launch.
 */
function TransferParagraphs() {
  const { t, i18n } = useTranslation('contact-notice');
  const configured = provider && country && transferMechanism;
  return (
    <>
      <Typography sx={{ mb: 2 }} data-placeholder={configured ? undefined : 'transfer'}>
        {configured
          ? t('transfer.configured', {
              provider,
              country: countryNamer(i18n.language)(country),
              mechanism: t(`transfer.mechanisms.${transferMechanism}`),
            })
          : t('transfer.placeholder')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('transfer.rule')} {t('transfer.noConsent')}
      </Typography>
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

/**
 * Who hosts the site, its logs and the consent log, and where (KVKK art. 9 when abroad): named
 * from the config, or a marked placeholder the site owner must replace before launch.
 */
function HostingParagraph() {
  const { t, i18n } = useTranslation('contact-notice');
  const host = site.hosting;
  const { provider, country, transferMechanism: mechanism } = host;
  const abroad = !hostedInTurkey(country);
  const configured = provider && country && (!abroad || mechanism);
  return (
    <Typography sx={{ mb: 2 }} data-placeholder={configured ? undefined : 'hosting'}>
      {configured
        ? [
            t('hosting.configured', {
              provider,
              country: countryNamer(i18n.language)(country),
            }),
            abroad &&
              mechanism &&
              t('hosting.abroad', { mechanism: t(`transfer.mechanisms.${mechanism}`) }),
          ]
            .filter(Boolean)
            .join(' ')
        : t('hosting.placeholder')}
    </Typography>
  );
}

/**
 * How to reach the controller: address, e-mail, KEP address (a marked placeholder while unset)
 * and, when configured, MERSİS number and trade registry. Shared by both notices.
 */
export function ControllerContact() {
  const { t } = useTranslation(['contact-notice', 'common']);
  return (
    <Box component="dl" sx={termListSx}>
      <dt>{t('contact.address')}</dt>
      <dd>{postalAddress}</dd>
      <dt>{t('contact.email')}</dt>
      <dd>
        <MuiLink href={`mailto:${email}`}>{email}</MuiLink>
      </dd>
      <dt>{t('contact.kep')}</dt>
      <dd data-placeholder={kepAddress ? undefined : 'kep'}>
        {kepAddress ?? t('contact.kepPlaceholder')}
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
  );
}

/**
 * One part of the contact-form notice. The cookie policy shows the rights and application parts
 * from here too, so both notices state them in the same words.
 */
export function NoticePartView({
  id,
  headingLevel = 'h2',
}: {
  id: NoticeSectionId;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(['contact-notice', 'common']);
  const section = noticeSections.find((entry) => entry.id === id)!;
  const values = {
    brand: site.brand,
    parentCompany: controllerName,
    email,
    kep: kepAddress ?? t('contact.kepPlaceholder'),
    scanDays: scanRetentionDays,
    logDays: site.hosting.logRetentionDays,
  };
  const part: NoticePart = t(`sections.${id}`, { returnObjects: true, ...values });
  const headingId = `notice-${id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography variant="h3" component={headingLevel} id={headingId} sx={{ mb: 2 }}>
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
      {'withHosting' in section && <HostingParagraph />}
      <Paragraphs texts={part.outro} />
      {'withContact' in section && <ControllerContact />}
    </Box>
  );
}

/** The information notice (KVKK art. 10) for data sent through the request forms. */
export function NoticeBody() {
  const { t, i18n } = useTranslation(['contact-notice', 'common']);
  return (
    <Section id={t('common:anchors.notice')}>
      <Box sx={{ maxWidth: 760 }}>
        {noticeSections.map((section) => (
          <NoticePartView key={section.id} id={section.id} />
        ))}
        <Typography>
          {t('effective', { date: formatNoticeDate(noticeDate, i18n.language) })}
        </Typography>
      </Box>
    </Section>
  );
}
