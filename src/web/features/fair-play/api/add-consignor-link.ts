import { useMutation } from '@tanstack/react-query';
import type { TConsignorLink, TConsignorLinkRequest } from '@/common/schemas/fair-play.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const addConsignorLink = (userId: number, body: TConsignorLinkRequest) =>
  api.post<{ data: { link: TConsignorLink } }>(`/admin/users/${userId}/consignor-links`, body);

/** The person's page (links and history) is stale once linked. */
export const useAddConsignorLink = (userId: number) =>
  useMutation({
    mutationFn: (body: TConsignorLinkRequest) => addConsignorLink(userId, body),
    onSuccess: () => invalidate(adminKeys.users.detail(userId)),
  });
