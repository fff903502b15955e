import { useMutation } from '@tanstack/react-query';
import type { TPushDevicesResponse, TPushSubscriptionRequest } from '@/common/schemas/notifications.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '../push-browser.ts';
import { notificationKeys } from './notification-keys.ts';

export const savePushSubscription = (subscription: TPushSubscriptionRequest['subscription']) =>
  api.post<TPushDevicesResponse>('/frontend/auth/notifications/push-subscriptions', { subscription });

export const deletePushSubscription = (endpoint: string) =>
  api.delete<TPushDevicesResponse>(
    `/frontend/auth/notifications/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
  );

/** Asks the browser for permission and a subscription, then registers it; or the reverse. */
export const useThisBrowserPush = (vapidPublicKey: string) =>
  useMutation({
    mutationFn: async (enable: boolean) => {
      if (enable) return savePushSubscription(await subscribeThisBrowser(vapidPublicKey));
      const endpoint = await unsubscribeThisBrowser();
      return endpoint ? deletePushSubscription(endpoint) : null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
