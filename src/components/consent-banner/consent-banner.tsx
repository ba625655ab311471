import type { TFunction } from 'i18next';
import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { textColorOn } from '../../lib/color-contrast';
import type { Choice, OptionalCategory } from '../../lib/consent/categories';
import { BannerFrame, closeButtonStyle, frameStyle } from './banner-frame';
import { defaultLook, type BannerLook } from './banner-look';

export type BannerLayer = 'first' | 'preferences';

export interface ConsentBannerProps {
  /** Texts in the banner's language (`consent` namespace); may differ from the page's. */
  t: TFunction<'consent'>;
  /** `page`: the site's own banner, fixed over the page. `preview`: inside its parent box. */
  placement: 'page' | 'preview';
  layer: BannerLayer;
  onLayerChange: (layer: BannerLayer) => void;
  /** Optional categories offered (necessary is always listed, always on). */
  offered: readonly OptionalCategory[];
  choice: Choice;
  onChoiceChange: (choice: Choice) => void;
  onAccept: () => void;
  onReject: () => void;
  onSave: () => void;
  onClose: () => void;
  policyHref: string;
  look?: BannerLook;
  /** The site owner's own title and text (plain text; never rendered as HTML). */
  title?: string;
  text?: string;
  /** Categories a GPC signal denied at the start (the preferences say so). */
  gpcDenied?: readonly OptionalCategory[];
  /** Extra lines under the preferences (proof of consent, a notice). */
  notes?: ReactNode;
  /** The heading, for moving focus into the banner when it is opened on purpose. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Accessible name of a preview (the page banner is named by its heading). */
  previewLabel?: string;
}

/**
 * The one consent banner, used by the site's consent manager and by the home page configurator.
 * KVKK rules are built in and have no props: "Kabul Et" and "Reddet" share one look and one size,
 * the switches start from `choice` (callers start from nothing ticked), "Zorunlu" is always on
 * and says so, the cookie policy is one click away, and the banner never covers the page in a
 * modal way (no backdrop, no focus trap): closing it or ignoring it decides nothing.
 */
export function ConsentBanner({
  t,
  placement,
  layer,
  onLayerChange,
  offered,
  choice,
  onChoiceChange,
  onAccept,
  onReject,
  onSave,
  onClose,
  policyHref,
  look = defaultLook,
  title,
  text,
  gpcDenied = [],
  notes,
  headingRef,
  previewLabel,
}: ConsentBannerProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const Heading = placement === 'page' ? 'h2' : 'h3';
  const style = {
    ...frameStyle(look.layout, placement),
    '--cb-color': look.color,
    '--cb-on': textColorOn(look.color).color,
    '--cb-radius': `${look.radius}px`,
  } as CSSProperties;
  const preferences = layer === 'preferences';
  const onlyNecessary = offered.length === 0;

  // "Reddet" and "Kabul Et" as one pair in both layers: same element, same class, same order.
  const choices = (
    <>
      <button type="button" data-kind="choice" onClick={onReject}>
        {t('banner.reject')}
      </button>
      <button type="button" data-kind="choice" onClick={onAccept}>
        {t('banner.accept')}
      </button>
    </>
  );

  return (
    <BannerFrame
      role={placement === 'page' ? 'region' : 'group'}
      aria-labelledby={placement === 'page' ? headingId : undefined}
      aria-label={placement === 'preview' ? previewLabel : undefined}
      data-consent-banner={placement}
      data-layer={layer}
      data-layout={look.layout}
      style={style}
    >
      <div>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {preferences ? t('preferences.title') : title || t('banner.title')}
        </Heading>
        <button
          type="button"
          data-kind="close"
          style={closeButtonStyle}
          aria-label={t('banner.close')}
          onClick={onClose}
        >
          ×
        </button>
        {preferences ? (
          <>
            <p>{onlyNecessary ? t('preferences.necessaryOnly') : t('preferences.text')}</p>
            {gpcDenied.length > 0 && !onlyNecessary && <p>{t('preferences.gpc')}</p>}
            <ul>
              <li>
                <label htmlFor={`${id}-necessary`}>{t('categories.necessary.name')}</label>
                <input
                  id={`${id}-necessary`}
                  type="checkbox"
                  role="switch"
                  checked
                  disabled
                  aria-describedby={`${id}-necessary-text`}
                />
                <small id={`${id}-necessary-text`}>
                  {t('preferences.alwaysOn')}. {t('categories.necessary.description')}
                </small>
              </li>
              {offered.map((category) => (
                <li key={category}>
                  <label htmlFor={`${id}-${category}`}>{t(`categories.${category}.name`)}</label>
                  <input
                    id={`${id}-${category}`}
                    type="checkbox"
                    role="switch"
                    name={category}
                    checked={choice[category]}
                    onChange={(event) =>
                      onChoiceChange({ ...choice, [category]: event.target.checked })
                    }
                    aria-describedby={`${id}-${category}-text`}
                  />
                  <small id={`${id}-${category}-text`}>
                    {t(`categories.${category}.description`)}
                    {gpcDenied.includes(category) && ` ${t('preferences.gpcCategory')}`}
                  </small>
                </li>
              ))}
            </ul>
            {notes}
            <div data-row="">
              {onlyNecessary ? (
                <button type="button" onClick={onClose}>
                  {t('banner.close')}
                </button>
              ) : (
                <>
                  {choices}
                  <button type="button" onClick={onSave}>
                    {t('preferences.save')}
                  </button>
                </>
              )}
            </div>
            <p>
              <a href={policyHref}>{t('banner.policyLink')}</a>
            </p>
          </>
        ) : (
          <>
            <p>
              {text || t('banner.text')} <a href={policyHref}>{t('banner.policyLink')}</a>
            </p>
            <div data-row="">
              {choices}
              <button type="button" onClick={() => onLayerChange('preferences')}>
                {t('banner.manage')}
              </button>
            </div>
          </>
        )}
      </div>
    </BannerFrame>
  );
}
