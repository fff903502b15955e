import { useMutation } from '@tanstack/react-query';
import type { TUnsubscribeResponse } from '@/common/schemas/notifications.ts';
import { api } from '@/web/lib/api-client.ts';

/** The signed query of the e-mail's link, posted as it came: no login needed. */
export const unsubscribe = (query: string) =>
  api.post<TUnsubscribeResponse>(`/frontend/notifications/unsubscribe?${query}`);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
