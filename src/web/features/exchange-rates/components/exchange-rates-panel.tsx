import { Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TExchangeRate } from '@/common/schemas/exchange-rates.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatDate, formatDateTime, formatRate } from '@/web/lib/format.ts';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate.ts';
import { useAdminExchangeRates } from '../api/get-admin-exchange-rates.ts';
import { useSetExchangeRate } from '../api/set-exchange-rate.ts';
import { EcbImportForm } from './ecb-import-form.tsx';

const t = messages.exchangeRates.admin;

const sourceOf = (rate: TExchangeRate) =>
  rate.source === 'ecb' && rate.rateDate
    ? t.sourceEcb(formatDate(`${rate.rateDate}T12:00:00Z`))
    : t.sourceStaff;

/** One currency's rate typed by hand: a new currency, or a correction of one the ECB file gave. */
const RateForm = () => {
  const save = useSetExchangeRate();
  const [currency, setCurrency] = useState('');
  const [rate, setRate] = useState<number | string>('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ currency: currency.trim().toUpperCase(), rate: Number(rate) });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end">
          <TextInput
            label={t.currency}
            description={t.currencyHint}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
            maxLength={3}
            w={140}
            required
            error={save.error instanceof ApiError ? save.error.fields.currency : undefined}
          />
          <NumberInput
            label={t.rate}
            description={t.rateHint}
            value={rate}
            onChange={setRate}
            decimalSeparator=","
            decimalScale={6}
            min={0}
            w={200}
            required
          />
          <Button type="submit" loading={save.isPending}>
            {t.saveRate}
          </Button>
        </Group>
        <SaveState saved={save.isSuccess} error={save.error} savedText={messages.admin.common.saved} />
      </Stack>
    </form>
  );
};

/** The rates in use, with who set each and when; each may be removed. */
const RatesTable = ({ rates }: { rates: TExchangeRate[] }) => {
  const remove = useDeleteExchangeRate();
  if (rates.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <Table data-testid="exchange-rates-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t.currency}</Table.Th>
          <Table.Th scope="col">{t.rate}</Table.Th>
          <Table.Th scope="col">{t.source}</Table.Th>
          <Table.Th scope="col">{t.updatedOn}</Table.Th>
          <Table.Th scope="col">{messages.admin.common.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rates.map((rate) => (
          <Table.Tr key={rate.currency}>
            <Table.Td>{rate.currency}</Table.Td>
            <Table.Td>{formatRate(rate.rate)}</Table.Td>
            <Table.Td>{sourceOf(rate)}</Table.Td>
            <Table.Td>{formatDateTime(rate.updatedOn)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                loading={remove.isPending && remove.variables === rate.currency}
                onClick={() => remove.mutate(rate.currency)}
              >
                {t.removeRate(rate.currency)}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/**
 * Exchange rates in the back office (docs/product.md#indicative-amounts): imported from the ECB's daily
 * file or typed, only ever for the indicative amounts foreign visitors may ask for.
 */
export const ExchangeRatesPanel = () => {
  const query = useAdminExchangeRates();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="exchange-rates-heading">
      <Stack gap="md">
        <Title id="exchange-rates-heading" order={3} size="h5">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        <QueryState query={query}>{({ data }) => <RatesTable rates={data.exchangeRates} />}</QueryState>
        <EcbImportForm />
        <RateForm />
      </Stack>
    </Paper>
  );
};
