import { Group, type GroupProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TListHeaderProps = Omit<GroupProps, 'title'> & {
  title: string;
  /** h3 for a page that is the list, h4 for a list that is one section of its page. */
  size?: 'h3' | 'h4';
  /** What stands at the other end of the row: the keys' help, a filter, a "new" button. */
  children: ReactNode;
};

/** A list's heading, with what acts on the whole list at the other end of the row. */
export const ListHeader = ({ title, size = 'h3', children, ...group }: TListHeaderProps) => (
  <Group justify="space-between" {...group}>
    <Title order={2} size={size}>
      {title}
    </Title>
    {children}
  </Group>
);
