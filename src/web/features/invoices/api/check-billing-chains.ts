import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZChainCheckResponseSchema } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateBillingRecords } from './billing-record-keys.ts';

export const checkBillingChains = () =>
  api.post<z.infer<typeof ZChainCheckResponseSchema>>('/admin/billing-records/check', {});

export const useCheckBillingChains = () =>
  useMutation({ mutationFn: checkBillingChains, onSuccess: invalidateBillingRecords });
