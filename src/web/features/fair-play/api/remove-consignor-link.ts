import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const removeConsignorLink = (userId: number, linkId: number) =>
  api.delete<void>(`/admin/users/${userId}/consignor-links/${linkId}`);

export const useRemoveConsignorLink = (userId: number) =>
  useMutation({
    mutationFn: (linkId: number) => removeConsignorLink(userId, linkId),
    onSuccess: () => invalidate(adminKeys.users.detail(userId)),
  });
