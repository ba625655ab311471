import { useTranslation } from 'react-i18next';
import { bannerLayouts, radiusRange } from '../../components/consent-banner/banner-look';
import { textColorOn } from '../../lib/color-contrast';
import { tokens } from '../../theme/tokens';
import { bannerLanguages, useLanguageName } from './banner-copy';
import type { BannerConfig } from './config';
import { controlOf } from './edits-before-hydration';
import {
  boxStyle,
  fieldsetStyle,
  fieldStyle,
  inlineStyle,
  optionsStyle,
  optionStyle,
} from './styles';

const { color } = tokens;

interface Props {
  id: string;
  config: BannerConfig;
  update: (change: Partial<BannerConfig>) => void;
}

/** The banner's look: layout, colour (with the text contrast it gives), radius and language. */
export function LookControls({ id, config, update }: Props) {
  const { t, i18n } = useTranslation('consent-configurator');
  const languageName = useLanguageName(i18n.language);
  const contrast = textColorOn(config.color);
  const ratio = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }).format(Math.floor(contrast.ratio * 100) / 100);
  return (
    <>
      <fieldset style={fieldsetStyle}>
        <legend>{t('controls.layout.label')}</legend>
        <div style={optionsStyle}>
          {bannerLayouts.map((layout) => (
            <label key={layout} style={optionStyle}>
              <input
                type="radio"
                style={boxStyle}
                name={`${id}-layout`}
                {...controlOf('layout')}
                value={layout}
                checked={config.layout === layout}
                onChange={() => update({ layout })}
              />
              {t(`controls.layout.options.${layout}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div style={fieldStyle}>
        <label data-label="" htmlFor={`${id}-color`}>
          {t('controls.color.label')}
        </label>
        <div style={inlineStyle}>
          <input
            id={`${id}-color`}
            {...controlOf('color')}
            type="color"
            style={{ width: 56, height: 40, flex: 'none' }}
            value={config.color}
            onChange={(event) => update({ color: event.target.value.toLowerCase() })}
            aria-describedby={`${id}-contrast`}
          />
          <small id={`${id}-contrast`} data-contrast="">
            {t('controls.color.contrast', {
              text:
                contrast.color === color.contrastLight
                  ? t('controls.color.white')
                  : t('controls.color.black'),
              ratio,
            })}
          </small>
        </div>
      </div>
      <div style={fieldStyle}>
        <label data-label="" htmlFor={`${id}-radius`}>
          {t('controls.radius.label')}
        </label>
        <div style={inlineStyle}>
          <input
            id={`${id}-radius`}
            {...controlOf('radius')}
            type="range"
            style={{ flex: 1, accentColor: color.brand }}
            min={radiusRange.min}
            max={radiusRange.max}
            value={config.radius}
            onChange={(event) => update({ radius: Number(event.target.value) })}
          />
          <output htmlFor={`${id}-radius`}>
            {t('controls.radius.value', { value: config.radius })}
          </output>
        </div>
      </div>
      <div style={fieldStyle}>
        <label data-label="" htmlFor={`${id}-language`}>
          {t('controls.language.label')}
        </label>
        <select
          data-input=""
          id={`${id}-language`}
          {...controlOf('language')}
          value={config.language}
          onChange={(event) => update({ language: event.target.value })}
        >
          {bannerLanguages.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
