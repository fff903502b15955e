import { Anchor, List, Text } from '@mantine/core';
import type { TFile } from '@/common/schemas/media.ts';
import { formatNumber } from '@/web/lib/format.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.ceil(bytes / 1024))} KB`
    : `${formatNumber(Math.round(bytes / 104_857.6) / 10)} MB`;
const kind = (mimeType: string) =>
  mimeType === 'application/pdf' ? 'PDF' : (mimeType.split('/')[1]?.toUpperCase() ?? '');

export const FilesList = ({ files }: { files: TFile[] }) => (
  <List spacing="xs" listStyleType="none" p={0}>
    {files.map((file) => (
      <List.Item key={file.id}>
        <Anchor href={file.url} target="_blank" rel="noopener">
          {file.name}
        </Anchor>{' '}
        <Text span size="sm" c="dimmed">
          ({kind(file.mimeType)}, {size(file.size)})
        </Text>
      </List.Item>
    ))}
  </List>
);
