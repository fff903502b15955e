import { useMutation } from '@tanstack/react-query';
import type { TEraseAccountRequest, TEraseAccountResponse } from '@/common/schemas/privacy.ts';
import { api } from '@/web/lib/api-client.ts';

export const eraseAccount = (body: TEraseAccountRequest) =>
  api.post<TEraseAccountResponse>('/frontend/auth/user/erasure', body);

/** The server ends the session with the account; the caller forgets the user once it has said so. */
export const useEraseAccount = () => useMutation({ mutationFn: eraseAccount });
