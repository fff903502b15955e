import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { runAfterLogin, setCurrentUser } from '@/web/lib/session.ts';

/** docs/product.md#accounts: first the anti-forgery cookie, then the credentials, then the user (or the second step). */
export const login = async (credentials: TLoginRequest) => {
  await api.get('/sanctum/csrf-cookie');
  return api.post<TLoginResponse>('/login', credentials);
};

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      if (!('user' in data)) return;
      setCurrentUser(data.user);
      runAfterLogin();
    },
  });
