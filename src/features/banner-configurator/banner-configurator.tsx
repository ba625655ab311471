import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerLanguages, useBannerCopy } from './banner-copy';
import type { BannerConfig } from './config';
import { ContentControls } from './content-controls';
import { EmbedSnippet } from './embed-snippet';
import { LookControls } from './look-controls';
import { Preview } from './preview';
import { Root } from './styles';
import { useConfigFromUrl } from './use-config-from-url';

/**
 * The home page's live banner configurator: the site's own banner component, in a box, driven by
 * a few controls; the configuration is kept in the URL and turned into an embed snippet. Its copy
 * (`consent`, `consent-configurator`) is loaded with its code, by the island's declaration.
 */
export function BannerConfigurator() {
  const { t, i18n } = useTranslation('consent-configurator');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [config, setConfig] = useConfigFromUrl(i18n.language, bannerLanguages, root);
  const [outcome, setOutcome] = useState('');
  const [copyFailed, setCopyFailed] = useState(false);
  const bannerT = useBannerCopy(config.language);

  // A changed configuration makes the last outcome and copy failure stale.
  const update = (change: Partial<BannerConfig>) => {
    setConfig(change);
    setOutcome('');
    setCopyFailed(false);
  };

  return (
    <Root ref={root} data-configurator="" role="group" aria-label={t('label')}>
      <div>
        <LookControls id={id} config={config} update={update} />
        <ContentControls id={id} config={config} update={update} bannerT={bannerT} />
      </div>
      <div>
        <Preview
          id={id}
          config={config}
          bannerT={bannerT}
          outcome={outcome}
          onOutcome={setOutcome}
        />
        <EmbedSnippet
          id={id}
          config={config}
          bannerT={bannerT}
          copyFailed={copyFailed}
          onCopyFailed={setCopyFailed}
        />
      </div>
    </Root>
  );
}
