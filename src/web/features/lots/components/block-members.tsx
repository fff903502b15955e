import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TLot } from '@/common/schemas/lots.ts';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';

/** An en bloc lot lists the lots it groups; a member links to its block. The decision is the server's. */
export const BlockMembers = ({ lot }: { lot: TLot }) => {
  if (lot.blockMembers.length > 0)
    return (
      <section aria-labelledby="block-members-heading">
        <Title id="block-members-heading" order={2} size="h4" mb="sm">
          {messages.lots.blockMembers}
        </Title>
        <Text size="sm" mb="xs">
          {messages.lots.blockIntro}
        </Text>
        <List>
          {lot.blockMembers.map((member) => (
            <List.Item key={member.id}>
              <Anchor component={Link} to={paths.lot(member.id)}>
                {messages.lots.lot(member.order)}: {member.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </section>
    );
  if (lot.blockLotId !== null)
    return (
      <Text size="sm">
        {messages.lots.inBlock}{' '}
        <Anchor component={Link} to={paths.lot(lot.blockLotId)}>
          {messages.lots.viewBlock}
        </Anchor>
      </Text>
    );
  return null;
};
