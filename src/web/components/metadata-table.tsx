import { Table } from '@mantine/core';
import type { TMetadataEntry } from '@/common/schemas/catalogue.ts';

/** Metadata entries as a two-column table, in the order of their field's priority (SPEC §3). */
export const MetadataTable = ({ entries, caption }: { entries: TMetadataEntry[]; caption: string }) => (
  <Table striped withTableBorder>
    <caption className="visually-hidden">{caption}</caption>
    <Table.Tbody>
      {[...entries]
        .sort((a, b) => a.metadataFieldPriority - b.metadataFieldPriority)
        .map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Th scope="row" w="40%">
              {entry.metadataFieldName}
            </Table.Th>
            <Table.Td>{entry.value}</Table.Td>
          </Table.Tr>
        ))}
    </Table.Tbody>
  </Table>
);
