import { styled } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { completeNamespaces } from 'virtual:locales';
import { queryParam } from '../../../routing/page-markers';
import { usePaths } from '../../../routing/use-paths';
import { ConsentBanner, type BannerLayer } from '../../../components/consent-banner/consent-banner';
import { bannerLayouts, radiusRange } from '../../../components/consent-banner/banner-look';
import { ActionButton } from '../../../components/ui/action-button';
import { site } from '../../../config/site';
import { textColorOn } from '../../../lib/color-contrast';
import {
  allowOffered,
  denyAll,
  optionalCategories,
  type Choice,
  type OptionalCategory,
} from '../../../lib/consent/categories';
import { tokens } from '../../../theme/tokens';
import {
  defaultConfig,
  embedSnippet,
  parseConfig,
  textLimits,
  withConfig,
  type BannerConfig,
} from './config';
import { sizeVariants } from '../../../theme/typography';

/** Banner copy of every language that has it; other languages load when chosen. */
const bannerCopy = import.meta.glob<Record<string, unknown>>(
  ['../../../../locales/*/consent.json', '!../../../../locales/meta/consent.json'],
  {
    import: 'default',
  },
);
// A language still being translated offers no banner until its banner copy is complete.
export const bannerLanguages = Object.keys(bannerCopy)
  .map((file) => file.split('/').at(-2)!)
  .filter((language) => completeNamespaces[language]?.includes('consent'));

const { color } = tokens;

/**
 * One small class for what needs selectors; the rest is inline style, which the home page's
 * inlined CSS budget does not pay for.
 */
const Root = styled('div')({
  display: 'grid',
  gap: 32,
  marginTop: 40,
  alignItems: 'start',
  '@media (min-width:900px)': { gridTemplateColumns: '5fr 7fr' },
  '& legend,& [data-label]': { display: 'block', fontWeight: 700, margin: '0 0 6px', padding: 0 },
  '& [data-input]': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '10px 12px',
    font: 'inherit',
    color: 'inherit',
    background: color.surface,
    border: `1px solid ${color.inkMuted}`,
    borderRadius: 8,
  },
  '& small': { display: 'block', marginTop: 4, color: color.inkMuted, ...sizeVariants.textSm },
});

const fieldsetStyle: CSSProperties = { border: 0, margin: '0 0 20px', padding: 0, minWidth: 0 };
const fieldStyle: CSSProperties = { marginBottom: 20 };
const optionsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' };
const optionStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
};
const boxStyle: CSSProperties = { width: 20, height: 20, margin: 0 };
const inlineStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12 };
const stageStyle: CSSProperties = {
  position: 'relative',
  height: 460,
  overflow: 'hidden',
  borderRadius: 16,
  border: `1px solid ${color.border}`,
  // A suggestion of page content behind the banner.
  background: `repeating-linear-gradient(${color.surfaceMuted} 0 14px, transparent 14px 36px) 24px 24px / calc(100% - 48px) 60% no-repeat, ${color.surface}`,
};

function useBannerT(language: string) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(0);
  const ready = i18n.hasResourceBundle(language, 'consent');
  useEffect(() => {
    if (ready) return;
    const load = bannerCopy[`../../../../locales/${language}/consent.json`];
    void load?.().then((bundle) => {
      i18n.addResourceBundle(language, 'consent', bundle);
      setLoaded((n) => n + 1);
    });
  }, [i18n, language, ready]);
  // Until another language's copy arrives, the preview stays in the page's language.
  return { t: i18n.getFixedT(ready ? language : i18n.language, 'consent'), loaded };
}

/**
 * The home page's live banner configurator: the site's own banner component, in a box, driven by
 * a few controls; the configuration is kept in the URL and turned into an embed snippet. Its copy
 * (`consent`, `consent-configurator`) is loaded with its code, by the island's declaration.
 */
export function BannerConfigurator() {
  const { t, i18n } = useTranslation('consent-configurator');
  const pageLanguage = i18n.language;
  const paths = usePaths();
  const id = useId();
  // The first render is the prerendered default; a shared configuration is read after hydration.
  const [config, setConfig] = useState<BannerConfig>(() => defaultConfig(pageLanguage));
  const [layer, setLayer] = useState<BannerLayer>('first');
  const [choice, setChoice] = useState<Choice>(denyAll);
  const [outcome, setOutcome] = useState<string>('');
  const [copyFailed, setCopyFailed] = useState(false);
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const fromUrl = useRef(false);
  const { t: bannerT } = useBannerT(config.language);

  useEffect(() => {
    fromUrl.current = true;
    // A second render on purpose: the first must equal the prerendered HTML (hydration), and
    // only the browser knows the URL's configuration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConfig(
      parseConfig(new URLSearchParams(window.location.search), {
        languages: bannerLanguages,
        defaultLanguage: pageLanguage,
      }),
    );
  }, [pageLanguage]);

  useEffect(() => {
    if (!fromUrl.current) return;
    const { pathname, search, hash } = window.location;
    const query = withConfig(search, config, pageLanguage);
    if (query !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [config, pageLanguage]);

  const update = (change: Partial<BannerConfig>) => {
    setConfig((current) => ({ ...current, ...change }));
    setOutcome('');
    setCopyFailed(false);
  };

  const snippet = embedSnippet(config, site.integration.scriptUrl);
  const contrast = textColorOn(config.color);
  const ratio = new Intl.NumberFormat(pageLanguage, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }).format(Math.floor(contrast.ratio * 100) / 100);
  const categoryNames = (chosen: Choice) => {
    const names = optionalCategories
      .filter((c) => chosen[c])
      .map((c) => bannerT(`categories.${c}.name`));
    return names.length ? names.join(', ') : t('preview.outcome.none');
  };
  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([pageLanguage], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [pageLanguage]);

  const summary = [
    t('request.intro'),
    `${t('controls.layout.label')}: ${t(`controls.layout.options.${config.layout}`)}`,
    `${t('controls.color.label')}: ${config.color}`,
    `${t('controls.radius.label')}: ${t('controls.radius.value', { value: config.radius })}`,
    `${t('controls.language.label')}: ${languageName(config.language)}`,
    `${t('controls.categories.legend')}: ${categoryNames(allowOffered(config.offered))}`,
    `${t('request.titleLine')}: ${config.title.trim() || t('request.defaultCopy')}`,
    `${t('request.textLine')}: ${config.text.trim() || t('request.defaultCopy')}`,
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopyFailed(false);
      const { showToast } = await import('../../../lib/toast');
      showToast(t('snippet.copied'), 'default');
    } catch {
      // Refused (permissions, insecure context): select the code so the visitor can copy it.
      setCopyFailed(true);
      snippetRef.current?.focus();
      snippetRef.current?.select();
    }
  }

  const toggleOffered = (category: OptionalCategory, on: boolean) =>
    update({
      offered: optionalCategories.filter((c) => (c === category ? on : config.offered.includes(c))),
    });

  return (
    <Root data-configurator="" role="group" aria-label={t('label')}>
      <div>
        <fieldset style={fieldsetStyle}>
          <legend>{t('controls.layout.label')}</legend>
          <div style={optionsStyle}>
            {bannerLayouts.map((layout) => (
              <label key={layout} style={optionStyle}>
                <input
                  type="radio"
                  style={boxStyle}
                  name={`${id}-layout`}
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
        <fieldset style={fieldsetStyle} aria-describedby={`${id}-categories-hint`}>
          <legend>{t('controls.categories.legend')}</legend>
          <div style={optionsStyle}>
            {optionalCategories.map((category) => (
              <label key={category} style={optionStyle}>
                <input
                  type="checkbox"
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
        <div style={{ padding: 16, borderRadius: 16, background: color.surfaceMuted }}>
          <strong>{t('rules.title')}</strong>
          <ul style={{ margin: '8px 0', paddingInlineStart: 20 }}>
            {t('rules.items', { returnObjects: true }).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>{t('rules.why')}</p>
        </div>
      </div>
      <div>
        <p data-label="" id={`${id}-preview`}>
          {t('preview.label')}
        </p>
        <div data-stage="" lang={config.language} style={stageStyle}>
          <ConsentBanner
            t={bannerT}
            placement="preview"
            previewLabel={t('preview.bannerLabel')}
            layer={layer}
            onLayerChange={(next) => {
              setLayer(next);
              setOutcome(t('preview.outcome.manage'));
            }}
            offered={config.offered}
            choice={choice}
            onChoiceChange={setChoice}
            onAccept={() =>
              setOutcome(
                t('preview.outcome.accept', {
                  categories: categoryNames(allowOffered(config.offered)),
                }),
              )
            }
            onReject={() => setOutcome(t('preview.outcome.reject'))}
            onSave={() =>
              setOutcome(
                t('preview.outcome.save', {
                  categories: categoryNames(allowOffered(config.offered.filter((c) => choice[c]))),
                }),
              )
            }
            onClose={() => {
              setLayer('first');
              setOutcome(t('preview.outcome.close'));
            }}
            policyHref={paths.cookiePolicy}
            look={{ layout: config.layout, color: config.color, radius: config.radius }}
            title={config.title.trim()}
            text={config.text.trim()}
          />
        </div>
        <p role="status" data-outcome="" style={{ minHeight: '3em', margin: '12px 0 20px' }}>
          {outcome || t('preview.hint')}
        </p>
        <label data-label="" htmlFor={`${id}-snippet`}>
          {t('snippet.label')}
        </label>
        <textarea
          id={`${id}-snippet`}
          ref={snippetRef}
          readOnly
          data-input=""
          rows={9}
          style={{
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            ...sizeVariants.textXs,
            resize: 'none',
          }}
          value={snippet}
          aria-describedby={`${id}-snippet-hint`}
          data-snippet=""
        />
        <small id={`${id}-snippet-hint`}>
          {copyFailed ? t('snippet.copyFailed') : t('snippet.hint')}
        </small>
        <div style={{ ...inlineStyle, flexWrap: 'wrap', marginTop: 12 }}>
          <ActionButton type="button" variant="contained" onClick={() => void copy()}>
            {t('snippet.copy')}
          </ActionButton>
          <a
            href={`${paths.contact}?${queryParam.message}=${encodeURIComponent(summary)}`}
            data-request-setup=""
          >
            {t('request.link')}
          </a>
        </div>
      </div>
    </Root>
  );
}
