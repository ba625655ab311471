import type { SvgIconComponent } from '@mui/icons-material';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import { IconCard } from './icon-card';

export interface IconCardItem {
  id: string;
  icon: SvgIconComponent;
  title: ReactNode;
  description: ReactNode;
  footer?: ReactNode;
}

/** Icon cards in a responsive grid, accent colours cycling in list order. */
export function IconCardGrid({
  items,
  columns,
}: {
  items: readonly IconCardItem[];
  columns: Partial<Record<Breakpoint, number>>;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item, index) => (
        <IconCard
          key={item.id}
          icon={item.icon}
          index={index}
          title={item.title}
          description={item.description}
          footer={item.footer}
        />
      ))}
    </CardGrid>
  );
}
