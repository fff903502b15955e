import { useMutation } from '@tanstack/react-query';
import type { TLanguage } from '@/common/language.ts';
import type { TChangeLanguageRequest, TCurrentUserResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

/** The signed-in user's language on its own (PUT /api/frontend/auth/user/language). */
export const useChangeLanguage = () =>
  useMutation({
    mutationFn: (language: TLanguage) =>
      api.put<TCurrentUserResponse>('/frontend/auth/user/language', {
        language,
      } satisfies TChangeLanguageRequest),
    onSuccess: ({ data }) => setCurrentUser(data.user),
  });
