import { useTranslation } from 'react-i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';

const SECTION_ID = 'ozellestirilmis-banner';

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

/** Resolves when the element is within ~one screen of the viewport (at once if it is missing). */
function nearViewport(id: string) {
  return new Promise<void>((resolve) => {
    const element = document.getElementById(id);
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
    await nearViewport(SECTION_ID);
    return { default: await loadConfigurator() };
  });

export function CustomBanner() {
  const { t } = useTranslation('home');
  return (
    <Section
      id={SECTION_ID}
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
