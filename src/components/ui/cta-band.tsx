import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CtaBandProps {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The call-to-action buttons. */
  actions: ReactNode;
}

/** A closing call to action: a brand-coloured band with a heading, a line and buttons. */
export function CtaBand({ id, title, lead, actions }: CtaBandProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 10 } }}>
      <Container>
        <Box
          sx={{
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 8 },
            borderRadius: 4,
            textAlign: 'center',
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
          }}
        >
          <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
            {title}
          </Typography>
          {lead && (
            <Typography sx={{ typography: 'textXl', maxWidth: 640, mx: 'auto', opacity: 0.95 }}>
              {lead}
            </Typography>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              mt: 4,
              justifyContent: 'center',
              // Buttons on the brand colour: light fill for the main action, light outline for others.
              '& a[data-variant="contained"]': {
                bgcolor: 'background.paper',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'primary.light' },
              },
              '& a[data-variant="outlined"]': {
                borderColor: 'primary.contrastText',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.contrastText' },
              },
            }}
          >
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
