import { useTranslation } from 'react-i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';

/**
 * The live banner configurator. Its HTML (the default preview, the controls, the snippet) is
 * prerendered, so it reads without JavaScript; its code and copy stay off the home page's first
 * load: React keeps the server HTML of the suspended boundary and hydrates it when the chunk
 * arrives, which is requested only when the section comes near the viewport.
 */
const loadConfigurator = async (): Promise<ComponentType> =>
  (await import('./banner-configurator/banner-configurator')).BannerConfigurator;
let prerendered: ComponentType | undefined;
if (import.meta.env.SSR) prerendered = await loadConfigurator();

/**
 * Resolves when the prerendered configurator is within ~one screen of the viewport (at once when
 * there is none: a client-side navigation renders it straight away).
 */
function nearViewport() {
  return new Promise<void>((resolve) => {
    const element = document.querySelector('[data-configurator]');
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

const Configurator =
  prerendered ??
  lazy(async () => {
    await nearViewport();
    return { default: await loadConfigurator() };
  });

export function CustomBanner() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.customBanner')}
      eyebrow={t('banner.eyebrow')}
      title={t('banner.title')}
      lead={t('banner.lead')}
    >
      <CheckList items={t('banner.points', { returnObjects: true })} />
      <Suspense fallback={null}>
        <Configurator />
      </Suspense>
    </Section>
  );
}
