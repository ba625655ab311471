import Box from '@mui/material/Box';
import { useId } from 'react';
import { fieldSx } from './field-style';
import type { FieldSpec } from './fields';

interface TextInputProps {
  name: string;
  /** The visible label; it carries its own required marker ("Ad *"). */
  label: string;
  spec: FieldSpec;
}

/**
 * A label above a native input or 4-row text area. Native elements rather than MUI's TextField:
 * the browser's own validation and autofill, and about 10 KB less JavaScript on the form pages.
 * `:user-invalid` marks a field only after the visitor has touched it or tried to send.
 *
 * Uncontrolled: the input itself holds the value and the form reads it when it is sent. What a
 * visitor types into the prerendered page before the scripts have hydrated it is therefore kept
 * (a controlled input would be reset to its empty state by the first re-render after hydration).
 */
export function TextInput({ name, label, spec }: TextInputProps) {
  const id = useId();
  return (
    <Box sx={{ gridColumn: spec.half ? 'auto' : '1 / -1', display: 'grid', gap: 0.75 }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600, typography: 'textMd' }}>
        {label}
      </Box>
      <Box
        component={spec.multiline ? 'textarea' : 'input'}
        id={id}
        name={name}
        type={spec.multiline ? undefined : spec.type}
        rows={spec.multiline ? 4 : undefined}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        required={spec.required}
        sx={{ ...fieldSx, resize: 'vertical' }}
      />
    </Box>
  );
}
