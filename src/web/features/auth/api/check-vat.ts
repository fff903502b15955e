import { useMutation } from '@tanstack/react-query';
import type { TVatCheckResponse } from '@/common/schemas/vat.ts';
import { api } from '@/web/lib/api-client.ts';

export const useVatCheck = () =>
  useMutation({
    mutationFn: ({ country, number }: { country: string; number: string }) =>
      api.get<TVatCheckResponse>(
        `/frontend/auth/vat/${encodeURIComponent(country)}/${encodeURIComponent(number)}`,
      ),
  });
