import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TAdminPage } from '@/common/schemas/pages.ts';
import { EditableFor } from '@/web/components/admin/staff-only.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { useAdminPages } from '@/web/features/pages/api/get-admin-pages.ts';
import { useSavePage } from '@/web/features/pages/api/save-page.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.pages;

const PageEditor = ({ page }: { page: TAdminPage }) => {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const save = useSavePage(page);
  return (
    <Stack gap="sm">
      <TextInput
        label={messages.admin.common.title}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Textarea
        label={t.content}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={12}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate({ title, body })}>
          {t.saveAndView}
        </Button>
      </Group>
      <ErrorAlert error={save.error} />
      {save.data && (
        <Paper withBorder p="md">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: save.data.data.page.html }} />
        </Paper>
      )}
    </Stack>
  );
};

/** The info pages (about, legal notice, privacy, how it works…) in Markdown, per language. */
const AdminPages = () => {
  const query = useAdminPages();
  const [selected, setSelected] = useState<string | null>(null);
  const pages = query.data?.data.pages ?? [];
  const page = pages.find((item) => `${item.slug}:${item.lang}` === selected);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Select
        label={t.page}
        placeholder={t.choosePage}
        value={selected}
        onChange={setSelected}
        data={pages.map((item) => ({
          value: `${item.slug}:${item.lang}`,
          label: `${item.title} (${item.lang})`,
        }))}
        w={360}
      />
      {page && (
        <EditableFor needs="configuracion">
          <PageEditor key={selected} page={page} />
        </EditableFor>
      )}
    </Stack>
  );
};

export default AdminPages;
