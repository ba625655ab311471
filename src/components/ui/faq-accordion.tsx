import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { styled } from '@mui/material/styles';
import { tokens } from '../../theme/tokens';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The accordion's look in one class: a bordered card per question, the question a full-width
 * native `<summary>` (the theme's global `:focus-visible` ring applies), the chevron turning when
 * open. Native `<details>` instead of MUI's Accordion: no script, and the browser tells assistive
 * technology whether each question is expanded.
 */
const List = styled('div')(({ theme }) => ({
  maxWidth: 880,
  marginInline: 'auto',
  '& > details': {
    marginBottom: theme.spacing(1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: tokens.radius * 2,
    '&[open]': { borderColor: theme.palette.primary.main },
  },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    minHeight: 64,
    padding: theme.spacing(1.5, 2),
    borderRadius: 'inherit',
    listStyle: 'none',
    cursor: 'pointer',
    [theme.breakpoints.up('md')]: { paddingInline: theme.spacing(3) },
    '&::-webkit-details-marker': { display: 'none' },
    '& svg': {
      marginLeft: 'auto',
      flex: 'none',
      color: theme.palette.action.active,
      transition: theme.transitions.create('transform'),
    },
  },
  '& details[open] > summary svg': { transform: 'rotate(180deg)' },
  '& h3': {
    margin: 0,
    ...theme.typography.textLg,
    fontWeight: 650,
  },
  '& details > div': {
    padding: theme.spacing(0, 2, 3),
    color: theme.palette.text.secondary,
    lineHeight: 1.6,
    [theme.breakpoints.up('md')]: { paddingInline: theme.spacing(3) },
  },
  '& p': { margin: 0 },
}));

/**
 * Questions and answers; opening one closes the others (one `name` for the group, the browser's
 * exclusive accordion). Every answer is in the HTML, so it is indexable and found by the
 * browser's find-in-page, which opens its question.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item, index) => (
        // A static list: its order is its identity.
        <details key={index} name={id}>
          <summary id={`${id}-question-${index}`}>
            <h3>{item.question}</h3>
            <ExpandMoreRounded />
          </summary>
          <div>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </List>
  );
}
