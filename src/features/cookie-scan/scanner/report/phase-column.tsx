import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  googleHitStates,
  type PhaseSummary,
} from '../../../../../packages/scanner-contract/report-model';
import { wrapAnywhere } from './report-blocks';

/** One column of the three-step story: which browser it used, then what it saw. */
export function PhaseColumn({ summary }: { summary: PhaseSummary }) {
  const { t } = useTranslation('cookie-scanner');
  const list = (names: string[]) => (names.length > 0 ? `: ${names.join(', ')}` : '');
  const { phase } = summary;
  const afterReject = summary.id === 'afterReject';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-phase={summary.id}>
      <Typography variant="h4" component="h4" sx={{ typography: 'h6', mb: 1 }}>
        {t(`report.story.${summary.id}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`report.story.contexts.${summary.id}`)}
      </Typography>
      {phase ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, ...wrapAnywhere }}>
          <li>{t('report.story.cookies', { count: summary.cookies })}</li>
          {afterReject ? (
            <>
              <li data-set-after-choice>
                {t('report.story.setAfterChoice', { count: summary.setAfterChoice.length })}
                {list(summary.setAfterChoice)}
              </li>
              <li data-remained>
                {t('report.story.remained', { count: summary.remained.length })}
                {list(summary.remained)}
              </li>
              <li>
                {t('report.story.trackersAfterChoice', { count: summary.trackers.length })}
                {list(summary.trackers)}
              </li>
            </>
          ) : (
            <>
              <li>
                {t('report.story.nonEssential', { count: summary.nonEssential.length })}
                {list(summary.nonEssential)}
              </li>
              <li>
                {t('report.story.trackers', { count: summary.trackers.length })}
                {list(summary.trackers)}
              </li>
            </>
          )}
          <li>
            {t('report.story.unknown', { count: summary.unknown.length })}
            {list(summary.unknown)}
          </li>
          <li>{t('report.story.pages', { count: phase.pages.length })}</li>
          <BehaviourLines phase={phase} />
          {summary.id === 'firstVisit' && (
            <li>
              {t(
                `report.story.consentMode.${phase.consentModeDefaultsFirst === null ? 'none' : phase.consentModeDefaultsFirst ? 'true' : 'false'}`,
              )}
            </li>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('report.story.notRun')}</Typography>
      )}
    </Paper>
  );
}

/** What trackers did in one phase beyond storing something: each detection, zero or not. */
function BehaviourLines({ phase }: { phase: NonNullable<PhaseSummary['phase']> }) {
  const { t } = useTranslation('cookie-scanner');
  const { behaviour } = phase;
  const list = (names: string[]) => (names.length > 0 ? `: ${[...new Set(names)].join(', ')}` : '');
  const tcf = behaviour.tcf;
  return (
    <>
      <li data-behaviour="canvas">
        {t('report.story.canvas', { count: behaviour.canvasFingerprinting.length })}
        {list(behaviour.canvasFingerprinting.map((read) => read.script))}
      </li>
      <li data-behaviour="session-recording">
        {t('report.story.sessionRecording', { count: behaviour.sessionRecording.length })}
        {list(behaviour.sessionRecording.map((hit) => hit.vendor))}
      </li>
      <li data-behaviour="advanced-matching">
        {t('report.story.advancedMatching', { count: behaviour.advancedMatching.length })}
        {list(behaviour.advancedMatching.flatMap((hit) => hit.fields))}
      </li>
      <li data-behaviour="tcf">
        {tcf === null
          ? t('report.story.tcf.none')
          : !tcf.tcString
            ? t('report.story.tcf.noString')
            : tcf.purposesGranted.length === 0
              ? t('report.story.tcf.noPurposes')
              : t('report.story.tcf.purposes', { list: tcf.purposesGranted.join(', ') })}
      </li>
      {behaviour.googleHits.length > 0 && (
        <li data-behaviour="google-hits">{t('report.story.googleHits', googleHitStates(phase))}</li>
      )}
    </>
  );
}
