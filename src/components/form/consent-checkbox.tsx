import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { ExternalLink } from '../ui/external-link';
import { SUBMIT_GATE } from '../../routing/page-markers';

interface ConsentCheckboxProps {
  id: string;
  onChange: (checked: boolean) => void;
  /**
   * The acknowledgement, when a form says it in its own words and namespace (with its own link to
   * the notice); the request forms' line (`forms:consent`) otherwise.
   */
  children?: ReactNode;
}

/**
 * "I have read the information notice": an acknowledgement, not consent (the data is processed
 * on other KVKK art. 5 grounds). The notice opens in a new tab so typed values stay. Uncontrolled,
 * like the text inputs: a tick made before hydration stays, and the form starts from it. Until then
 * the island loader keeps the form's submit button in step with it (`SUBMIT_GATE`).
 */
export function ConsentCheckbox({ id, onChange, children }: ConsentCheckboxProps) {
  return (
    // The whole row is the label: a touch target of 44 px or more around a 22 px box.
    <Box
      component="label"
      sx={{
        gridColumn: '1 / -1',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        minHeight: 44,
        py: 1,
        cursor: 'pointer',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        id={id}
        name="iAgree"
        required
        {...{ [SUBMIT_GATE]: '' }}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{
          flex: 'none',
          width: 22,
          height: 22,
          m: 0,
          mt: '1px',
          cursor: 'pointer',
          accentColor: (theme) => theme.palette.primary.main,
        }}
      />
      <span>{children ?? <RequestFormsNotice />}</span>
    </Box>
  );
}

function RequestFormsNotice() {
  const paths = usePaths();
  return (
    <Trans
      ns="forms"
      i18nKey="consent"
      components={{
        // Underlined: in running text a link must not rely on colour alone.
        notice: <ExternalLink href={paths.contactNotice} underline="always" />,
      }}
    />
  );
}
