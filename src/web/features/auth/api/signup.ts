import { useMutation } from '@tanstack/react-query';
import type { TRegisterInput, TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

export const signup = (register: TRegisterInput) =>
  api.post<TResultResponse>('/frontend/auth/signup', { register });

export const useSignup = () => useMutation({ mutationFn: signup });
