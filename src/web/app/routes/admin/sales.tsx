import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TSaleInput } from '@/common/schemas/sales.ts';
import { SalePictures } from '@/web/app/routes/admin/sale-pictures.tsx';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { AdminTable } from '@/web/components/admin/admin-table.tsx';
import { EditableFor } from '@/web/components/admin/staff-only.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { PendingOffers } from '@/web/features/offers/components/pending-offers.tsx';
import { useAddSaleLot } from '@/web/features/sales/api/add-sale-lot.ts';
import { useCreateSale } from '@/web/features/sales/api/create-sale.ts';
import { useAdminSales } from '@/web/features/sales/api/get-admin-sales.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.sales;

/** Liquidaciones in the back office: create them, add lots, and decide the buyers' offers. */
const AdminSales = () => {
  const salesQuery = useAdminSales();
  const create = useCreateSale();
  const addLot = useAddSaleLot();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<TSaleInput['kind']>('industrial');
  const [lotTitle, setLotTitle] = useState('');
  const [lotPrice, setLotPrice] = useState(0);
  const [saleId, setSaleId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <AdminPanel title={t.pendingOffers}>
        <PendingOffers />
      </AdminPanel>
      <AdminPanel title={t.title}>
        <AdminTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.saleColumns.title}</Table.Th>
              <Table.Th scope="col">{t.saleColumns.kind}</Table.Th>
              <Table.Th scope="col">{t.saleColumns.state}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {salesQuery.data?.data.sales.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>{sale.title}</Table.Td>
                <Table.Td>{t.kinds[sale.kind]}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="outline"
                    color={sale.published ? adminColors.positive : adminColors.neutral}
                  >
                    {sale.published ? messages.admin.common.published : messages.admin.common.draft}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
        <EditableFor needs="subastas">
          <Group align="flex-end" mt="md">
            <TextInput
              label={t.newSale}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              w={320}
            />
            <NativeSelect
              label={t.kind}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as TSaleInput['kind'])}
              data={Object.entries(t.kinds).map(([value, label]) => ({ value, label }))}
              w={160}
            />
            <Button
              loading={create.isPending}
              onClick={() =>
                create.mutate({ kind, title, published: true }, { onSuccess: () => setTitle('') })
              }
            >
              {t.createAndPublish}
            </Button>
          </Group>
          {create.error && (
            <Alert color="red" role="alert" mt="sm">
              {create.error.message}
            </Alert>
          )}
          <Group align="flex-end" mt="md">
            <NativeSelect
              label={t.sale}
              value={saleId ?? ''}
              onChange={(event) => setSaleId(event.currentTarget.value || null)}
              data={[
                { value: '', label: t.choose },
                ...(salesQuery.data?.data.sales ?? []).map((sale) => ({
                  value: String(sale.id),
                  label: sale.title,
                })),
              ]}
              w={320}
            />
            <TextInput
              label={messages.admin.common.lot}
              value={lotTitle}
              onChange={(event) => setLotTitle(event.currentTarget.value)}
              w={240}
            />
            <EuroInput
              label={t.price}
              value={lotPrice}
              onChange={(value) => setLotPrice(Number(value) || 0)}
              w={140}
            />
            <Button
              disabled={!saleId}
              loading={addLot.isPending}
              onClick={() =>
                saleId &&
                addLot.mutate(
                  { saleId: Number(saleId), lot: { title: lotTitle, price: Math.round(lotPrice * 100) } },
                  { onSuccess: () => setLotTitle('') },
                )
              }
            >
              {t.addLot}
            </Button>
          </Group>
          {addLot.error && (
            <Alert color="red" role="alert" mt="sm">
              {addLot.error.message}
            </Alert>
          )}
          {addLot.isSuccess && (
            <Alert color="green" role="status" mt="sm">
              {t.lotAdded}
            </Alert>
          )}
          {saleId && <SalePictures saleId={Number(saleId)} />}
        </EditableFor>
      </AdminPanel>
    </Stack>
  );
};

export default AdminSales;
