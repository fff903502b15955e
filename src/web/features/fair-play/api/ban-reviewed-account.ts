import { useMutation } from '@tanstack/react-query';
import type { TAccountReviewDecision } from '@/common/schemas/fair-play.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const banReviewedAccount = (userId: number, body: TAccountReviewDecision) =>
  api.post<void>(`/admin/account-reviews/${userId}/ban`, body);

/** A ban changes the list, the person's page and the users' list. */
export const useBanReviewedAccount = () =>
  useMutation({
    mutationFn: ({ userId, ...body }: TAccountReviewDecision & { userId: number }) =>
      banReviewedAccount(userId, body),
    onSuccess: () => invalidate(adminKeys.users.all),
  });
