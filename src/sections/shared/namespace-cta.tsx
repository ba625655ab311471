import { useTranslation } from 'react-i18next';
import { offerContext } from '../../config/site';
import type { NamespaceWith } from '../../i18n/namespaces';
import type { RouteId } from '../../i18n/route-ids';
import { usePaths } from '../../routing/use-paths';
import { CtaBand } from '../../components/ui/cta-band';
import { LinkButton } from '../../components/ui/action-button';

type CtaNamespace = NamespaceWith<{
  cta: { title: string; lead: string; primary: string; secondary: string };
}>;

/**
 * The closing call to action of a page whose namespace has `cta.title/lead/primary/secondary`;
 * the buttons lead to the routes named.
 */
export function NamespaceCta({
  ns,
  primary,
  secondary,
}: {
  ns: CtaNamespace;
  primary: RouteId;
  secondary: RouteId;
}) {
  const { t } = useTranslation([ns, 'common']);
  const paths = usePaths();
  return (
    <CtaBand
      id={t('common:anchors.cta')}
      title={t('cta.title')}
      lead={t('cta.lead')}
      actions={
        <>
          <LinkButton to={paths[primary]} variant="contained" size="large">
            {t('cta.primary', { context: offerContext })}
          </LinkButton>
          <LinkButton to={paths[secondary]} variant="outlined" size="large">
            {t('cta.secondary')}
          </LinkButton>
        </>
      }
    />
  );
}
