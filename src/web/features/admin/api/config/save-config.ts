import { useMutation } from '@tanstack/react-query';
import type { TAdminConfigDataResponse, TConfigData } from '@/common/schemas/config-data.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate, publicConfigKeys } from '../admin-keys.ts';

/** `dataValue` is JSON text; the server checks the known settings' shape. */
export const saveConfig = (configData: TConfigData) =>
  api.put<TAdminConfigDataResponse>(`/admin/config-data/${configData.dataKey}`, { configData });

export const useSaveConfig = () =>
  useMutation({
    mutationFn: saveConfig,
    onSuccess: () => invalidate(adminKeys.config(), publicConfigKeys),
  });
