import { useMutation } from '@tanstack/react-query';
import type { TCurrentUserResponse, TUpdateProfileRequest } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (user: TUpdateProfileRequest['user']) =>
      api.put<TCurrentUserResponse>('/frontend/auth/user', { user }),
    onSuccess: ({ data }) => setCurrentUser(data.user),
  });
