import { useMutation } from '@tanstack/react-query';
import type { TCurrentUserResponse, TLoginRequest } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { runAfterLogin, setCurrentUser } from '@/web/lib/session.ts';

/** SPEC §4: first the anti-forgery cookie, then the credentials, then the user. */
export const login = async (credentials: TLoginRequest) => {
  await api.get('/sanctum/csrf-cookie');
  return api.post<TCurrentUserResponse>('/login', credentials);
};

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      setCurrentUser(data.user);
      runAfterLogin();
    },
  });
