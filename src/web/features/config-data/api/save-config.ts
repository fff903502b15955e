import { useMutation } from '@tanstack/react-query';
import type { TPendingApprovalResponse } from '@/common/schemas/approvals.ts';
import type { TAdminConfigDataResponse, TConfigData } from '@/common/schemas/config-data.ts';
import { adminKeys, invalidate, publicConfigKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/**
 * `dataValue` is JSON text; the server checks the known settings' shape. The bank account is not saved at
 * once: it waits for a second person (a 202 with the pending approval).
 */
export const saveConfig = (configData: TConfigData) =>
  api.put<TAdminConfigDataResponse | TPendingApprovalResponse>(`/admin/config-data/${configData.dataKey}`, {
    configData,
  });

export const useSaveConfig = () =>
  useMutation({
    mutationFn: saveConfig,
    onSuccess: () => invalidate(adminKeys.config(), publicConfigKeys, adminKeys.approvals.all),
  });
