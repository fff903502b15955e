import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const deletePickupSlot = (slotId: number) => api.delete(`/admin/pickup-slots/${slotId}`);

export const useDeletePickupSlot = () =>
  useMutation({ mutationFn: deletePickupSlot, onSuccess: invalidateSettlements });
