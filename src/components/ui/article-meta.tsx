import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface ArticleMetaProps {
  author: ReactNode;
  /** Screen-reader labels before the author and the date ("Author:", "Published:"). */
  authorLabel: string;
  dateLabel: string;
  /** Visible date and its machine-readable ISO form. */
  date: string;
  dateTime: string;
  readingTime?: ReactNode;
}

const itemSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;
const iconSx = { typography: 'textXl', color: 'text.secondary' } as const;

/** An article's byline: author, date and, optionally, reading time, each with its icon. */
export function ArticleMeta({
  author,
  authorLabel,
  dateLabel,
  date,
  dateTime,
  readingTime,
}: ArticleMetaProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2.5,
        rowGap: 0.5,
        color: 'text.secondary',
        typography: 'textMd',
      }}
    >
      <Box component="span" sx={itemSx}>
        <PersonOutlined aria-hidden sx={iconSx} />
        <VisuallyHidden>{authorLabel} </VisuallyHidden>
        {author}
      </Box>
      <Box component="span" sx={itemSx}>
        <CalendarTodayOutlined aria-hidden sx={iconSx} />
        <VisuallyHidden>{dateLabel} </VisuallyHidden>
        <time dateTime={dateTime}>{date}</time>
      </Box>
      {readingTime && (
        <Box component="span" sx={itemSx}>
          <ScheduleOutlined aria-hidden sx={iconSx} />
          {readingTime}
        </Box>
      )}
    </Box>
  );
}
