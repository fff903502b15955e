import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

/** Forgets everything that belongs to the user: subscriptions, running bids, account data (docs/product.md#the-browser). */
export const clearUserState = () => {
  setCurrentUser(null);
  for (const key of ['subscriptions', 'running-bids', 'won-lots', 'current-user'])
    queryClient.removeQueries({ queryKey: [key] });
};

export const logout = () => api.post<void>('/frontend/auth/logout');

export const useLogout = () => useMutation({ mutationFn: logout, onSettled: clearUserState });
