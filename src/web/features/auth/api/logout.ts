import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { setCurrentUser } from '@/web/lib/session.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

/** Forgets everything that belongs to the user: subscriptions, running bids, account data (docs/product.md#the-browser). */
export const clearUserState = () => {
  setCurrentUser(null);
  for (const queryKey of [...Object.values(queryKeys.mine), settlementKeys.mine()])
    queryClient.removeQueries({ queryKey });
};

export const logout = () => api.post<void>('/frontend/auth/logout');

export const useLogout = () => useMutation({ mutationFn: logout, onSettled: clearUserState });
