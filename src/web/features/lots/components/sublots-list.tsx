import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TSublot } from '@/common/schemas/lots.ts';
import { FilesList } from '@/web/components/files-list.tsx';
import { MetadataTable } from '@/web/components/metadata-table.tsx';
import { ResponsiveImage } from '@/web/components/responsive-image.tsx';
import { YoutubeVideo } from '@/web/components/youtube-video.tsx';
import { messages } from '@/web/i18n/messages.ts';

export const SublotsList = ({ sublots }: { sublots: TSublot[] }) => (
  <section aria-labelledby="sublots-heading">
    <Title id="sublots-heading" order={2} size="h4" mb="sm">
      {messages.lots.sublots}
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {sublots.map((sublot) => (
        <Card key={sublot.id} withBorder padding="sm" component="article">
          {sublot.images[0] && (
            <Card.Section>
              <ResponsiveImage image={sublot.images[0]} sizes="(min-width: 36em) 40vw, 100vw" />
            </Card.Section>
          )}
          <Stack gap={4} mt="xs">
            <Title order={3} size="h5">
              {sublot.title}
            </Title>
            <Text size="sm" fw={600}>
              {messages.lots.quantity(sublot.quantity)}
            </Text>
            {sublot.description && (
              <Text size="sm" className="preline">
                {sublot.description}
              </Text>
            )}
            {sublot.metadata.length > 0 && <MetadataTable entries={sublot.metadata} caption={sublot.title} />}
            {sublot.files.length > 0 && <FilesList files={sublot.files} />}
            <YoutubeVideo url={sublot.youtubeUrl} title={sublot.title} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  </section>
);
