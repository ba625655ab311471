import { useTranslation } from 'react-i18next';
import { optionalCategories, type OptionalCategory } from '../../lib/consent/categories';
import { tokens } from '../../theme/tokens';
import type { BannerT } from './banner-copy';
import { textLimits, type BannerConfig } from './config';
import { controlOf } from './edits-before-hydration';
import { boxStyle, fieldsetStyle, fieldStyle, optionsStyle, optionStyle } from './styles';

interface Props {
  id: string;
  config: BannerConfig;
  update: (change: Partial<BannerConfig>) => void;
  bannerT: BannerT;
}

/** What the banner says: the categories it offers, its own title and text, and the rules. */
export function ContentControls({ id, config, update, bannerT }: Props) {
  const { t } = useTranslation('consent-configurator');
  const toggleOffered = (category: OptionalCategory, on: boolean) =>
    update({
      offered: optionalCategories.filter((c) => (c === category ? on : config.offered.includes(c))),
    });
  return (
    <>
      <fieldset style={fieldsetStyle} aria-describedby={`${id}-categories-hint`}>
        <legend>{t('controls.categories.legend')}</legend>
        <div style={optionsStyle}>
          {optionalCategories.map((category) => (
            <label key={category} style={optionStyle}>
              <input
                type="checkbox"
                {...controlOf('offered')}
                value={category}
                style={boxStyle}
                checked={config.offered.includes(category)}
                onChange={(event) => toggleOffered(category, event.target.checked)}
              />
              {bannerT(`categories.${category}.name`)}
            </label>
          ))}
        </div>
        <small id={`${id}-categories-hint`}>{t('controls.categories.hint')}</small>
      </fieldset>
      <div style={fieldStyle}>
        <label data-label="" htmlFor={`${id}-title`}>
          {t('controls.title.label')}
        </label>
        <input
          data-input=""
          id={`${id}-title`}
          {...controlOf('title')}
          type="text"
          maxLength={textLimits.title}
          value={config.title}
          placeholder={t('controls.title.placeholder', { text: bannerT('banner.title') })}
          onChange={(event) => update({ title: event.target.value })}
          aria-describedby={`${id}-title-count`}
        />
        <small id={`${id}-title-count`}>
          {t('controls.remaining', {
            count: textLimits.title - config.title.length,
            max: textLimits.title,
          })}
        </small>
      </div>
      <div style={fieldStyle}>
        <label data-label="" htmlFor={`${id}-text`}>
          {t('controls.text.label')}
        </label>
        <textarea
          data-input=""
          id={`${id}-text`}
          {...controlOf('text')}
          rows={4}
          maxLength={textLimits.text}
          value={config.text}
          placeholder={t('controls.text.placeholder')}
          onChange={(event) => update({ text: event.target.value })}
          aria-describedby={`${id}-text-count`}
        />
        <small id={`${id}-text-count`}>
          {t('controls.remaining', {
            count: textLimits.text - config.text.length,
            max: textLimits.text,
          })}
        </small>
      </div>
      <div style={{ padding: 16, borderRadius: 16, background: tokens.color.surfaceMuted }}>
        <strong>{t('rules.title')}</strong>
        <ul style={{ margin: '8px 0', paddingInlineStart: 20 }}>
          {t('rules.items', { returnObjects: true }).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p style={{ margin: 0 }}>{t('rules.why')}</p>
      </div>
    </>
  );
}
