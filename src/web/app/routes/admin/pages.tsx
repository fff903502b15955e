import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';

type TPageRow = { slug: string; lang: 'es' | 'en'; title: string; body: string; updatedOn: string };

const PageEditor = ({ page }: { page: TPageRow }) => {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const save = useMutation({
    mutationFn: () =>
      api.put<{ data: { page: { html: string } } }>(`/admin/pages/${page.slug}?lang=${page.lang}`, {
        page: { title, body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] }),
  });
  return (
    <Stack gap="sm">
      <TextInput label="Título" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
      <Textarea
        label="Contenido (Markdown)"
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={12}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          Guardar y ver
        </Button>
      </Group>
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
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
  const query = useQuery({
    queryKey: ['admin', 'pages'],
    queryFn: () => api.get<{ data: { pages: TPageRow[] } }>('/admin/pages'),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const pages = query.data?.data.pages ?? [];
  const page = pages.find((item) => `${item.slug}:${item.lang}` === selected);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Páginas informativas
      </Title>
      <Select
        label="Página"
        placeholder="Elige una página"
        value={selected}
        onChange={setSelected}
        data={pages.map((item) => ({
          value: `${item.slug}:${item.lang}`,
          label: `${item.title} (${item.lang})`,
        }))}
        w={360}
      />
      {page && <PageEditor key={selected} page={page} />}
    </Stack>
  );
};

export default AdminPages;
