import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';

/** Links between the sections of one page (my data, my auctions), the current one marked for everyone. */
export const SectionNav = <T extends string>({
  label,
  sections,
  current,
  to,
}: {
  label: string;
  sections: Record<T, string>;
  current: T;
  to: (section: T) => string;
}) => (
  <Group gap="lg" component="nav" aria-label={label}>
    {(Object.keys(sections) as T[]).map((key) => (
      <Anchor
        key={key}
        component={NavLink}
        to={to(key)}
        fw={key === current ? 700 : 400}
        aria-current={key === current ? 'page' : undefined}
      >
        {sections[key]}
      </Anchor>
    ))}
  </Group>
);
