import { useTranslation } from 'react-i18next';
import { offerContext } from '../../config/site';
import type { Resources } from '../../i18n/i18next';
import type { NamespaceWith } from '../../i18n/namespaces';
import type { RouteId } from '../../i18n/route-ids';
import { usePaths } from '../../routing/use-paths';
import { CtaBand } from '../../components/ui/cta-band';
import { AnchorButton, LinkButton } from '../../components/ui/action-button';

type CtaNamespace = NamespaceWith<{
  cta: { title: string; lead: string; primary: string; secondary: string };
}>;

/** Where a button of the band leads: a page (its route id) or a part of this page (its anchor). */
export type CtaTarget = RouteId | { anchor: keyof Resources['common']['anchors'] };

/**
 * The closing call to action of a page whose namespace has `cta.title/lead/primary/secondary`;
 * the buttons lead to the targets named. `context` picks a variant of the whole band's copy
 * (`cta.title_<context>` and so on, each falling back to the plain key), as a page that offers
 * different things per build needs; without it the primary button follows the offer (`_free`).
 */
export function NamespaceCta({
  ns,
  primary,
  secondary,
  context,
}: {
  ns: CtaNamespace;
  primary: CtaTarget;
  secondary: CtaTarget;
  context?: string;
}) {
  const { t } = useTranslation([ns, 'common']);
  const paths = usePaths();
  const button = (target: CtaTarget, variant: 'contained' | 'outlined', label: string) =>
    typeof target === 'string' ? (
      <LinkButton to={paths[target]} variant={variant} size="large">
        {label}
      </LinkButton>
    ) : (
      <AnchorButton
        href={`#${t(`common:anchors.${target.anchor}`)}`}
        variant={variant}
        size="large"
      >
        {label}
      </AnchorButton>
    );
  return (
    <CtaBand
      id={t('common:anchors.cta')}
      title={t('cta.title', { context })}
      lead={t('cta.lead', { context })}
      actions={
        <>
          {button(primary, 'contained', t('cta.primary', { context: context ?? offerContext }))}
          {button(secondary, 'outlined', t('cta.secondary', { context }))}
        </>
      }
    />
  );
}
