import { useMutation } from '@tanstack/react-query';
import type { TApprovalResponse } from '@/common/schemas/approvals.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Applies the change now (the server asks for a fresh second factor first). */
export const approveApproval = (id: number) =>
  api.post<TApprovalResponse>(`/admin/approvals/${id}/approve`, {});

/** What it applied may show anywhere in the back office (settings, deposits, payments): all is refreshed. */
export const useApproveApproval = () =>
  useMutation({ mutationFn: approveApproval, onSuccess: invalidateAdmin });
