import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecoveryCodesResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

/** New recovery codes, shown once; the old ones stop working. */
export const renewRecoveryCodes = () =>
  api
    .post<TRecoveryCodesResponse>('/frontend/auth/second-factor/recovery-codes')
    .then((r) => r.data.recoveryCodes);

export const useRenewRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
};
