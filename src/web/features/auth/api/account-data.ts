import { useMutation } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TCurrentUserResponse,
  TResultResponse,
  TUpdateProfileRequest,
} from '@/common/schemas/auth.ts';
import type { TVatCheckResponse } from '@/common/schemas/vat.ts';
import { api } from '@/web/lib/api-client.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (user: TUpdateProfileRequest['user']) =>
      api.put<TCurrentUserResponse>('/frontend/auth/user', { user }),
    onSuccess: ({ data }) => setCurrentUser(data.user),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      api.put<TResultResponse>('/frontend/auth/user/password', body),
  });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: TChangeEmailRequest) => api.put<TResultResponse>('/frontend/auth/user/email', body),
  });

export const useVatCheck = () =>
  useMutation({
    mutationFn: ({ country, number }: { country: string; number: string }) =>
      api.get<TVatCheckResponse>(
        `/frontend/auth/vat/${encodeURIComponent(country)}/${encodeURIComponent(number)}`,
      ),
  });
