import { useMutation } from '@tanstack/react-query';
import type { TCardPaymentFormResponse } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';

export const startCardPayment = (settlementId: number) =>
  api.post<TCardPaymentFormResponse>(`/frontend/auth/settlements/${settlementId}/card-payment`);

/** Asks for the gateway's signed form, then posts it as the browser would: the buyer leaves for the gateway. */
export const useStartCardPayment = () =>
  useMutation({
    mutationFn: startCardPayment,
    onSuccess: ({ data }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = data.url;
      for (const [name, value] of Object.entries(data.fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
  });
