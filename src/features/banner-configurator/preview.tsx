import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentBanner, type BannerLayer } from '../../components/consent-banner/consent-banner';
import { allowOffered, denyAll, type Choice } from '../../lib/consent/categories';
import { usePaths } from '../../routing/use-paths';
import { categoryNames, type BannerT } from './banner-copy';
import type { BannerConfig } from './config';
import { stageStyle } from './styles';

interface Props {
  id: string;
  config: BannerConfig;
  bannerT: BannerT;
  /** What the last click in the preview would have done; empty shows the hint. */
  outcome: string;
  onOutcome: (outcome: string) => void;
}

/** The site's own banner component in a box, in the chosen look, saying what each click does. */
export function Preview({ id, config, bannerT, outcome, onOutcome }: Props) {
  const { t } = useTranslation('consent-configurator');
  const paths = usePaths();
  const [layer, setLayer] = useState<BannerLayer>('first');
  const [choice, setChoice] = useState<Choice>(denyAll);
  const names = (chosen: Choice) => categoryNames(chosen, bannerT, t('preview.outcome.none'));
  return (
    <>
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
            onOutcome(t('preview.outcome.manage'));
          }}
          offered={config.offered}
          choice={choice}
          onChoiceChange={setChoice}
          onAccept={() =>
            onOutcome(
              t('preview.outcome.accept', { categories: names(allowOffered(config.offered)) }),
            )
          }
          onReject={() => onOutcome(t('preview.outcome.reject'))}
          onSave={() =>
            onOutcome(
              t('preview.outcome.save', {
                categories: names(allowOffered(config.offered.filter((c) => choice[c]))),
              }),
            )
          }
          onClose={() => {
            setLayer('first');
            onOutcome(t('preview.outcome.close'));
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
    </>
  );
}
