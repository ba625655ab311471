import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers; opening one closes the others. Every answer is in the HTML (collapsed),
 * so it is indexable and readable without JavaScript.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {items.map((item, index) => (
        <Accordion
          // A static list: its order is its identity.
          key={index}
          expanded={open === index}
          onChange={(_, expanded) => setOpen(expanded ? index : null)}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            mb: 1.5,
            '&::before': { display: 'none' },
            '&.Mui-expanded': { borderColor: 'primary.main' },
          }}
        >
          <AccordionSummary
            id={`${id}-question-${index}`}
            aria-controls={`${id}-answer-${index}`}
            expandIcon={<ExpandMoreRounded />}
            sx={{ px: { xs: 2, md: 3 }, minHeight: 64 }}
          >
            <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.0625rem' }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3, pt: 0 }}>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
