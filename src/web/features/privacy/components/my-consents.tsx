import { Table, Text } from '@mantine/core';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { useMyConsents } from '../api/get-my-consents.ts';

const t = messages.privacy;

/** The person's consents as recorded: when, given or withdrawn, where, and the words they saw. */
export const MyConsents = () => {
  const query = useMyConsents();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.consents.length === 0 ? (
          <Text c="dimmed">{t.consentsEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="my-consents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.consentDate}</Table.Th>
                  <Table.Th scope="col">{t.consentChoice}</Table.Th>
                  <Table.Th scope="col">{t.consentWhere}</Table.Th>
                  <Table.Th scope="col">{t.consentWording}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.consents.map((consent) => (
                  <Table.Tr key={consent.id}>
                    <Table.Td>{formatDateTime(consent.createdOn)}</Table.Td>
                    <Table.Td>{consent.isGiven ? t.given : t.withdrawn}</Table.Td>
                    <Table.Td>{t.sources[consent.source]}</Table.Td>
                    <Table.Td>{messages.site.quoted(consent.wording)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
};
