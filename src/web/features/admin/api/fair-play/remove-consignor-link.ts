import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

export const removeConsignorLink = (userId: number, linkId: number) =>
  api.delete<void>(`/admin/users/${userId}/consignor-links/${linkId}`);

export const useRemoveConsignorLink = (userId: number) =>
  useMutation({
    mutationFn: (linkId: number) => removeConsignorLink(userId, linkId),
    onSuccess: () => invalidate(adminKeys.users.detail(userId)),
  });
