import { useMutation } from '@tanstack/react-query';
import type { TMetadataInput } from '@/common/schemas/lots.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TMetadataOwner = 'lots' | 'auctions';

/** Metadata of a lot or an auction, replaced as a whole. */
export const saveMetadata = (owner: TMetadataOwner, id: number, entries: TMetadataInput['entries']) =>
  api.put(`/admin/${owner}/${id}/metadata`, { entries });

/** A field's type and priority are shared across the catalogue, so every record may show the change. */
export const useSaveMetadata = (owner: TMetadataOwner, id: number) =>
  useMutation({
    mutationFn: (entries: TMetadataInput['entries']) => saveMetadata(owner, id, entries),
    onSuccess: invalidateAdmin,
  });
