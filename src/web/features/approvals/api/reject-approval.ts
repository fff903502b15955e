import { useMutation } from '@tanstack/react-query';
import type { TApprovalResponse, TRejectApprovalRequest } from '@/common/schemas/approvals.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const rejectApproval = ({ id, ...body }: TRejectApprovalRequest & { id: number }) =>
  api.post<TApprovalResponse>(`/admin/approvals/${id}/reject`, body);

export const useRejectApproval = () =>
  useMutation({ mutationFn: rejectApproval, onSuccess: () => invalidate(adminKeys.approvals.all) });
