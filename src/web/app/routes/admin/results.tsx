import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatCents } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { type TResults, useAuctionResults } from '@/web/features/admin/api/admin-api.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const rows = ({ lots, users }: TResults) =>
  lots.map((lot) => ({ lot, winner: users.find((user) => user.id === lot.winnerId), money: lot.money }));

/** CSV for the auction house's accounts: semicolons and decimal commas, as Spanish spreadsheets expect. */
const toCsv = (results: TResults) => {
  // Text a spreadsheet would run as a formula (a company name typed as "=HYPERLINK(…)") is made inert.
  const cell = (value: string | number) => {
    const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
    return `"${text.replaceAll('"', '""')}"`;
  };
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  const header = [
    'Lote',
    'Título',
    'Precio de salida',
    'Remate',
    'Comisión',
    'IVA',
    'Total',
    'Adjudicatario',
    'NIF',
    'Correo',
    'Teléfono',
  ];
  const lines = rows(results).map(({ lot, winner, money }) =>
    [
      lot.order,
      lot.title,
      euros(lot.price),
      money ? euros(money.hammer) : '',
      money ? euros(money.premium) : '',
      money ? euros(money.vat) : '',
      money ? euros(money.total) : '',
      winner?.companyName ?? winner?.fullName ?? '',
      winner?.vatId ?? '',
      winner?.email ?? '',
      winner?.phone1 ?? '',
    ]
      .map(cell)
      .join(';'),
  );
  return `\ufeff${[header.map(cell).join(';'), ...lines].join('\r\n')}`;
};

const download = (results: TResults) => {
  const url = URL.createObjectURL(new Blob([toCsv(results)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `resultados-subasta-${results.auction.id}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};

const AdminResults = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const query = useAuctionResults(id);
  return (
    <QueryState query={query}>
      {({ data }) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Resultados: {data.auction.title}
            </Title>
            <Button onClick={() => download(data)}>Exportar CSV</Button>
          </Group>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Lote</Table.Th>
                <Table.Th scope="col">Remate</Table.Th>
                <Table.Th scope="col">Comisión</Table.Th>
                <Table.Th scope="col">Total</Table.Th>
                <Table.Th scope="col">Adjudicatario</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows(data).map(({ lot, winner, money }) => (
                <Table.Tr key={lot.id}>
                  <Table.Td>
                    {lot.order}. {lot.title}
                  </Table.Td>
                  <Table.Td>
                    {money ? formatCents(money.hammer) : lot.status === 'open' ? 'Abierto' : 'Sin adjudicar'}
                  </Table.Td>
                  <Table.Td>{money ? formatCents(money.premium) : ''}</Table.Td>
                  <Table.Td>{money ? formatCents(money.total) : ''}</Table.Td>
                  <Table.Td>
                    {winner ? `${winner.companyName ?? winner.fullName} (${winner.email})` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminResults;
