import { useMutation } from '@tanstack/react-query';
import type { TAccountReviewDecision } from '@/common/schemas/fair-play.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const dismissAccountReview = (userId: number, body: TAccountReviewDecision) =>
  api.post<void>(`/admin/account-reviews/${userId}/dismiss`, body);

export const useDismissAccountReview = () =>
  useMutation({
    mutationFn: ({ userId, ...body }: TAccountReviewDecision & { userId: number }) =>
      dismissAccountReview(userId, body),
    onSuccess: () => invalidate(adminKeys.users.reviews()),
  });
