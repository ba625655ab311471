import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleBlock, ArticleSectionCopy } from '../../content/article-text';

const listSx = { pl: 3, my: 2, '& li': { mb: 1, pl: 0.5 } } as const;

function Block({ block }: { block: ArticleBlock }) {
  if ('p' in block) return <Typography sx={{ my: 2 }}>{block.p}</Typography>;
  if ('terms' in block) {
    return (
      <Box component="ul" sx={listSx}>
        {block.terms.map(({ term, text }) => (
          <li key={term}>
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {term}:
            </Box>{' '}
            {text}
          </li>
        ))}
      </Box>
    );
  }
  const ordered = 'steps' in block;
  const items = ordered ? block.steps : block.list;
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={listSx}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/**
 * One titled section of an article. Its top is its heading's top, so the table of contents'
 * scroll-spy and `scroll-padding-top` line up with what the reader sees; it takes focus when
 * chosen from the table of contents (tabIndex -1, no outline: it is not a control).
 */
export function ArticleSection({ section }: { section: ArticleSectionCopy }) {
  const headingId = `${section.id}-title`;
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{ outline: 'none', '& + &': { mt: { xs: 5, md: 6 } } }}
    >
      <Typography variant="h2" id={headingId} sx={{ typography: 'articleTitle' }}>
        {section.title}
      </Typography>
      {section.body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
