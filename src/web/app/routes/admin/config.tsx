import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { TAdminConfigData } from '@/common/schemas/config-data.ts';
import { EditableFor } from '@/web/components/admin/staff-only.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminConfig } from '@/web/features/config-data/api/get-admin-config.ts';
import { useSaveConfig } from '@/web/features/config-data/api/save-config.ts';
import { BidRangesForm } from '@/web/features/config-data/components/bid-ranges-form.tsx';
import { SettingForm } from '@/web/features/config-data/components/setting-form.tsx';
import { ExchangeRatesPanel } from '@/web/features/exchange-rates/components/exchange-rates-panel.tsx';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.config;
const labels = t.labels;

/** Each setting as JSON; the server checks the known ones (bid ranges must ascend from 0 €). */
const JsonConfigEditor = ({ entry }: { entry: TAdminConfigData }) => {
  const save = useSaveConfig();
  const [text, setText] = useState(JSON.stringify(JSON.parse(entry.dataValue), null, 2));
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {labels[entry.dataKey] ?? entry.dataKey}
        </Title>
        <Text size="xs" c="dimmed">
          {entry.dataKey}
          {entry.isPublic ? t.isPublic : t.isPrivate}
        </Text>
        <Textarea
          aria-label={t.valueOf(entry.dataKey)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'monospace' } }}
          error={
            save.error && 'fields' in save.error
              ? Object.values((save.error as { fields: Record<string, string> }).fields)[0]
              : undefined
          }
        />
        {save.isSuccess && (
          <Alert color="green" role="status">
            {messages.admin.common.saved}
          </Alert>
        )}
        <Button
          w="fit-content"
          loading={save.isPending}
          onClick={() => save.mutate({ dataKey: entry.dataKey, dataValue: text })}
        >
          {messages.admin.common.save}
        </Button>
      </Stack>
    </Paper>
  );
};

/** Bid ranges get a table, the other known settings a form, and any other key is edited as JSON. */
const ConfigEditor = ({ entry }: { entry: TAdminConfigData }) =>
  entry.dataKey === 'bidRanges' ? (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        {labels.bidRanges}
      </Title>
      <BidRangesForm initial={JSON.parse(entry.dataValue)} />
    </Paper>
  ) : entry.dataKey in labels ? (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        {labels[entry.dataKey]}
      </Title>
      <SettingForm
        dataKey={entry.dataKey}
        initial={JSON.parse(entry.dataValue)}
        label={labels[entry.dataKey]!}
      />
    </Paper>
  ) : (
    <JsonConfigEditor entry={entry} />
  );

const AdminConfig = () => {
  const query = useAdminConfig();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <QueryState query={query}>
        {({ data }) => (
          <EditableFor needs="configuracion">
            <Stack>
              {data.configData.map((entry) => (
                <ConfigEditor key={entry.dataKey} entry={entry} />
              ))}
              <ExchangeRatesPanel />
            </Stack>
          </EditableFor>
        )}
      </QueryState>
    </Stack>
  );
};

export default AdminConfig;
