import { useMutation } from '@tanstack/react-query';
import type { TClerkRectificationCause } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const rectifyInvoice = ({
  invoiceId,
  cause,
  reason,
}: {
  invoiceId: number;
  cause: TClerkRectificationCause;
  reason: string;
}) => api.post(`/admin/invoices/${invoiceId}/rectify`, { cause, reason });

export const useRectifyInvoice = () =>
  useMutation({ mutationFn: rectifyInvoice, onSuccess: invalidateSettlements });
