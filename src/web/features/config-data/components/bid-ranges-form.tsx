import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type TBidRange, ZBidRangesSchema } from '@/common/schemas/config-data.ts';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useSaveConfig } from '../api/save-config.ts';

const t = messages.admin.config;

/** Bid ranges as a table: from how many euros, which increment. Checked as the server checks them. */
export const BidRangesForm = ({ initial }: { initial: TBidRange[] }) => {
  const save = useSaveConfig();
  const [rows, setRows] = useState(initial);
  const parsed = ZBidRangesSchema.safeParse(rows);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? t.invalidRanges);
  const update = (index: number, key: keyof TBidRange, value: number) =>
    setRows((current) =>
      current.map((row, position) => (position === index ? { ...row, [key]: value } : row)),
    );
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
        <Group key={index} align="flex-end">
          <NumberInput
            label={t.rangeFrom(index + 1)}
            min={0}
            value={row.value}
            onChange={(value) => update(index, 'value', Number(value) || 0)}
          />
          <NumberInput
            label={t.rangeIncrement(index + 1)}
            min={1}
            value={row.increment}
            onChange={(value) => update(index, 'increment', Number(value) || 0)}
          />
          <Button
            variant="subtle"
            color="red.9"
            disabled={rows.length === 1}
            onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
          >
            {messages.admin.common.remove}
          </Button>
        </Group>
      ))}
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setRows((current) => [
              ...current,
              { value: (current.at(-1)?.value ?? 0) * 2 || 100, increment: current.at(-1)?.increment ?? 10 },
            ])
          }
        >
          {t.addRange}
        </Button>
        <Button
          disabled={problem !== null}
          loading={save.isPending}
          onClick={() => save.mutate({ dataKey: 'bidRanges', dataValue: JSON.stringify(rows) })}
        >
          {t.saveRanges}
        </Button>
      </Group>
      <SaveState saved={save.isSuccess} error={save.error} savedText={t.rangesSaved} />
    </Stack>
  );
};
