import { useMutation } from '@tanstack/react-query';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';
import type { TMediaOwner } from './upload-media.ts';

/** The first picture is the cover. */
export const reorderImages = (owner: TMediaOwner, ownerId: number, ids: number[]) =>
  api.put(`/admin/media/images/order?owner=${owner}&ownerId=${ownerId}`, { ids });

/** Pictures show in whichever admin record owns them, so every admin view is refreshed, even on failure. */
export const useReorderImages = (owner: TMediaOwner, ownerId: number) =>
  useMutation({
    mutationFn: (ids: number[]) => reorderImages(owner, ownerId, ids),
    onSettled: invalidateAdmin,
  });
