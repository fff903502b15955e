import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isPendingApproval } from '@/common/schemas/approvals.ts';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useSaveConfig } from '../api/save-config.ts';

/** Spanish labels for the fields of the known settings. */
const fieldLabels = messages.admin.config.fieldLabels;

type TValue = string | number | { [key: string]: TValue };

/**
 * A form for a setting whose value is a number or an object of strings and numbers (one level of
 * nesting, such as a location): the fields come from the value itself; the server checks the shape.
 */
export const SettingForm = ({
  dataKey,
  initial,
  label,
}: {
  dataKey: string;
  initial: TValue;
  label: string;
}) => {
  const save = useSaveConfig();
  const [value, setValue] = useState<TValue>(initial);
  const set = (path: string[], next: string | number) => {
    const update = (current: TValue, [head, ...rest]: string[]): TValue =>
      head === undefined
        ? next
        : {
            ...(current as Record<string, TValue>),
            [head]: update((current as Record<string, TValue>)[head]!, rest),
          };
    setValue((current) => update(current, path));
  };
  const input = (path: string[], current: TValue): React.ReactNode => {
    const name = path.at(-1) ?? label;
    const text = fieldLabels[name] ?? (path.length ? name : label);
    if (typeof current === 'number')
      return (
        <NumberInput
          key={path.join('.')}
          label={text}
          value={current}
          onChange={(next) => set(path, Number(next) || 0)}
          decimalScale={6}
        />
      );
    if (typeof current === 'string')
      return (
        <TextInput
          key={path.join('.')}
          label={text}
          value={current}
          onChange={(event) => set(path, event.currentTarget.value)}
        />
      );
    return Object.entries(current).map(([key, child]) => input([...path, key], child));
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{input([], value)}</SimpleGrid>
      <SaveState
        saved={save.isSuccess}
        error={save.error}
        savedText={
          isPendingApproval(save.data) ? messages.admin.approvals.waiting : messages.admin.common.saved
        }
      />
      <Group>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ dataKey, dataValue: JSON.stringify(value) })}
        >
          {messages.admin.common.save}
        </Button>
      </Group>
    </Stack>
  );
};
