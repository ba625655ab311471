import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../components/ui/action-button';
import { site } from '../../config/site';
import { queryParam } from '../../routing/page-markers';
import { usePaths } from '../../routing/use-paths';
import { allowOffered } from '../../lib/consent/categories';
import { categoryNames, useLanguageName, type BannerT } from './banner-copy';
import { embedSnippet, type BannerConfig } from './config';
import { inlineStyle, snippetStyle } from './styles';

interface Props {
  id: string;
  config: BannerConfig;
  bannerT: BannerT;
  /** The clipboard refused the last copy: the code is selected and the hint says so. */
  copyFailed: boolean;
  onCopyFailed: (failed: boolean) => void;
}

/**
 * The embed code of the configuration, a button that copies it, and a link that takes the
 * configuration, as text, to the contact form.
 */
export function EmbedSnippet({ id, config, bannerT, copyFailed, onCopyFailed }: Props) {
  const { t, i18n } = useTranslation('consent-configurator');
  const paths = usePaths();
  const languageName = useLanguageName(i18n.language);
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const snippet = embedSnippet(config, site.integration.scriptUrl);
  const categories = categoryNames(
    allowOffered(config.offered),
    bannerT,
    t('preview.outcome.none'),
  );
  const summary = [
    t('request.intro'),
    `${t('controls.layout.label')}: ${t(`controls.layout.options.${config.layout}`)}`,
    `${t('controls.color.label')}: ${config.color}`,
    `${t('controls.radius.label')}: ${t('controls.radius.value', { value: config.radius })}`,
    `${t('controls.language.label')}: ${languageName(config.language)}`,
    `${t('controls.categories.legend')}: ${categories}`,
    `${t('request.titleLine')}: ${config.title.trim() || t('request.defaultCopy')}`,
    `${t('request.textLine')}: ${config.text.trim() || t('request.defaultCopy')}`,
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      onCopyFailed(false);
      const { showToast } = await import('../../lib/toast');
      showToast(t('snippet.copied'), 'default');
    } catch {
      // Refused (permissions, insecure context): select the code so the visitor can copy it.
      onCopyFailed(true);
      snippetRef.current?.focus();
      snippetRef.current?.select();
    }
  }

  return (
    <>
      <label data-label="" htmlFor={`${id}-snippet`}>
        {t('snippet.label')}
      </label>
      <textarea
        id={`${id}-snippet`}
        ref={snippetRef}
        readOnly
        data-input=""
        rows={9}
        style={snippetStyle}
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
    </>
  );
}
