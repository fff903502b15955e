import { useMutation, useQuery } from '@tanstack/react-query';
import type { TResendActivationRequest, TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** The e-mailed links: activation, password recovery, e-mail confirmation (docs/product.md#api-contract: "returns a result"). */
export const activateAccount = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/activate/${encodeURIComponent(key)}`);
export const useActivation = (key: string) =>
  useQuery({
    queryKey: ['activation', key],
    queryFn: () => activateAccount(key),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const checkRecoveryKey = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/password-recovery-key/${encodeURIComponent(key)}`);
export const useRecoveryKey = (key: string) =>
  useQuery({ queryKey: ['recovery-key', key], queryFn: () => checkRecoveryKey(key), retry: false });

export const confirmEmail = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/user/email/confirm/${encodeURIComponent(key)}`);
export const useEmailConfirmation = (key: string | null) =>
  useQuery({
    queryKey: ['email-confirmation', key],
    queryFn: () => confirmEmail(key!),
    enabled: key !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `returnTo`: the page the new activation link brings the visitor back to, as the first link did. */
export const useResendActivation = () =>
  useMutation({
    mutationFn: (request: TResendActivationRequest) =>
      api.post<TResultResponse>('/frontend/auth/activation/resend', request),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.get<TResultResponse>(`/frontend/auth/forgot-password/${encodeURIComponent(email)}`),
  });

export const useRecoverPassword = () =>
  useMutation({
    mutationFn: (passwordRecovery: { key: string; password: string; passwordConfirmation: string }) =>
      api.post<TResultResponse>('/frontend/auth/password-recovery/', { passwordRecovery }),
  });
