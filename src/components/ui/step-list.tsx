import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StepListProps {
  steps: readonly { id: string; title: ReactNode; description: ReactNode }[];
}

/** Numbered steps in an ordered list: a row on wide screens, a column on small ones. */
export function StepList({ steps }: StepListProps) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, 1fr)` },
        counterReset: 'step',
      }}
    >
      {steps.map((step) => (
        <Box
          component="li"
          key={step.id}
          sx={{
            position: 'relative',
            p: { xs: 3, md: 4 },
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            counterIncrement: 'step',
            '&::before': {
              content: 'counter(step)',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 44,
              height: 44,
              mb: 2,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 800,
              typography: 'textXl',
            },
          }}
        >
          <Typography variant="h3" sx={{ mb: 1 }}>
            {step.title}
          </Typography>
          <Typography color="text.secondary">{step.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}
