import { useMutation } from '@tanstack/react-query';
import type { TResultResponse, TSignupRequest } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** `returnTo`: the page the visitor signs up from; the activation e-mail's link brings them back to it. */
export const signup = (request: TSignupRequest) =>
  api.post<TResultResponse>('/frontend/auth/signup', request);

export const useSignup = () => useMutation({ mutationFn: signup });
