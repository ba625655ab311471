import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { tokens } from '../../theme/tokens';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The accordion's look in one class: a bordered card per question, the question a full-width
 * native `<button>` (the theme's global `:focus-visible` ring applies), the chevron turning when
 * open. Plain elements instead of MUI's Accordion (ButtonBase, Collapse, Paper: 10.8 KiB gz).
 */
const List = styled('div')(({ theme }) => ({
  maxWidth: 880,
  marginInline: 'auto',
  '& > div': {
    marginBottom: theme.spacing(1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: tokens.radius * 2,
    '&[data-open="true"]': { borderColor: theme.palette.primary.main },
  },
  '& h3': { margin: 0, font: 'inherit' },
  '& button': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    width: '100%',
    minHeight: 64,
    padding: theme.spacing(1.5, 2),
    border: 0,
    borderRadius: 'inherit',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    ...theme.typography.textLg,
    fontWeight: 650,
    textAlign: 'left',
    cursor: 'pointer',
    [theme.breakpoints.up('md')]: { paddingInline: theme.spacing(3) },
    '& svg': {
      marginLeft: 'auto',
      flex: 'none',
      color: theme.palette.action.active,
      transition: theme.transitions.create('transform'),
    },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  },
  '& [role="region"]': {
    padding: theme.spacing(0, 2, 3),
    color: theme.palette.text.secondary,
    lineHeight: 1.6,
    [theme.breakpoints.up('md')]: { paddingInline: theme.spacing(3) },
  },
  '& p': { margin: 0 },
}));

/**
 * Questions and answers; opening one closes the others. Every answer is in the HTML (hidden while
 * closed), so it is indexable and readable without JavaScript.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        const question = `${id}-question-${index}`;
        const answer = `${id}-answer-${index}`;
        return (
          // A static list: its order is its identity.
          <div key={index} data-open={expanded}>
            <h3>
              <button
                type="button"
                id={question}
                aria-expanded={expanded}
                aria-controls={answer}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <ExpandMoreRounded />
              </button>
            </h3>
            <div id={answer} role="region" aria-labelledby={question} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </List>
  );
}
