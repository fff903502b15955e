import { useMutation } from '@tanstack/react-query';
import type { TCollectionResponse } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const markCollected = ({ code, lineId }: { code: string; lineId: number | 'all' }) =>
  api.post<TCollectionResponse>(
    lineId === 'all'
      ? `/admin/collections/${encodeURIComponent(code)}/collect-all`
      : `/admin/collections/${encodeURIComponent(code)}/lines/${lineId}/collect`,
  );

export const useMarkCollected = () =>
  useMutation({ mutationFn: markCollected, onSuccess: invalidateSettlements });
