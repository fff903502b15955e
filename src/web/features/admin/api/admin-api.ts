import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TAuctionInput, TLotInput } from '@/common/schemas/admin-auctions.ts';
import type {
  TAdminUser,
  TAdminUserFilter,
  TAdminUserOrder,
  TAdminUserUpdate,
} from '@/common/schemas/admin-users.ts';
import type { TAdminBid } from '@/common/schemas/bids.ts';
import type { TAuction, TAuctionSummary, TLot, TLotSummary } from '@/common/schemas/catalogue.ts';
import type { TAdminSubscriptionsResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';

/** One place for the back office's calls; every mutation refreshes what it changed. */
type TPage = { total: number; page: number; limit: number };
export type TAuditEntry = {
  id: number;
  actorId: number | null;
  action: string;
  changes: unknown;
  createdOn: string;
};

const invalidate = (...keys: string[][]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const usePendingSubscriptions = () =>
  useQuery({
    queryKey: ['admin', 'subscriptions', 'pending'],
    queryFn: () => api.get<TAdminSubscriptionsResponse>('/admin/subscriptions/pending'),
  });

export const useSubscriptionAction = () =>
  useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'reject' | 'paid' | 'unpaid' }) =>
      action === 'paid' || action === 'unpaid'
        ? api.put(`/admin/subscriptions/${id}/paid`, { paid: action === 'paid' })
        : api.put(`/admin/subscriptions/${id}/${action}`),
    onSuccess: () => invalidate(['admin', 'subscriptions']),
  });

export const useAdminSubscriptions = (query: { page: number; filter?: Record<string, unknown> }) =>
  useQuery({
    queryKey: ['admin', 'subscriptions', 'list', query],
    queryFn: () => api.get<TAdminSubscriptionsResponse>('/admin/subscriptions', { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: {
  page: number;
  limit?: number;
  filter?: TAdminUserFilter;
  order?: TAdminUserOrder;
}) =>
  useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => api.get<{ data: { users: TAdminUser[] }; metadata: TPage }>('/admin/users', { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.get<{ data: { user: TAdminUser; audit: TAuditEntry[] } }>(`/admin/users/${id}`),
  });

export const useUpdateUser = (id: number) =>
  useMutation({
    mutationFn: (user: TAdminUserUpdate) =>
      api.put<{ data: { user: TAdminUser } }>(`/admin/users/${id}`, { user }),
    onSuccess: () => invalidate(['admin', 'user', String(id)], ['admin', 'users'], ['admin', 'user']),
  });

export const useAdminAuctions = (query: { page: number; filter?: Record<string, unknown> }) =>
  useQuery({
    queryKey: ['admin', 'auctions', query],
    queryFn: () =>
      api.get<{ data: { auctions: (TAuctionSummary & { published: boolean })[] }; metadata: TPage }>(
        '/admin/auctions',
        { query },
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminAuction = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'auction', id],
    queryFn: () =>
      api.get<{
        data: {
          auction: TAuction;
          lots: TLotSummary[];
          audit: TAuditEntry[];
          invoiceData: Record<string, string> | null;
        };
      }>(`/admin/auctions/${id}`),
    enabled: id !== null,
  });

export const useSaveAuction = (id: number | null) =>
  useMutation({
    mutationFn: (auction: TAuctionInput) =>
      id === null
        ? api.post<{ data: { auction: { id: number } } }>('/admin/auctions', { auction })
        : api.put<{ data: { auction: { id: number } } }>(`/admin/auctions/${id}`, { auction }),
    onSuccess: () => invalidate(['admin', 'auctions'], ['admin', 'auction']),
  });

export const usePublishAuction = (id: number) =>
  useMutation({
    mutationFn: (published: boolean) =>
      api.put(`/admin/auctions/${id}/${published ? 'publish' : 'unpublish'}`),
    onSuccess: () => invalidate(['admin', 'auctions'], ['admin', 'auction']),
  });

export const useAddLot = (auctionId: number) =>
  useMutation({
    mutationFn: (lot: TLotInput) => api.post(`/admin/auctions/${auctionId}/lots`, { lot }),
    onSuccess: () => invalidate(['admin', 'auction']),
  });

export type TResults = {
  auction: { id: number; title: string; commissionPercent: number };
  lots: {
    id: number;
    order: number;
    title: string;
    price: number;
    maxBid: number | null;
    bidsCount: number;
    status: string;
    sold: boolean;
    winnerId: number | null;
    /** From the buyer's liquidación; null while unsold. */
    money: { hammer: number; premium: number; vat: number; total: number } | null;
  }[];
  users: {
    id: number;
    fullName: string;
    email: string;
    phone1: string | null;
    vatId: string | null;
    companyName: string | null;
  }[];
};
export const useAuctionResults = (id: number) =>
  useQuery({
    queryKey: ['admin', 'results', id],
    queryFn: () => api.get<{ data: TResults }>(`/admin/auctions/${id}/results`),
  });

export type TConfigEntry = { dataKey: string; dataValue: string; isPublic: boolean; updatedOn: string };
export const useAdminConfig = () =>
  useQuery({
    queryKey: ['admin', 'config'],
    queryFn: () => api.get<{ data: { configData: TConfigEntry[] } }>('/admin/config-data'),
  });

export const useSaveConfig = () =>
  useMutation({
    mutationFn: ({ dataKey, dataValue }: { dataKey: string; dataValue: string }) =>
      api.put(`/admin/config-data/${dataKey}`, { configData: { dataKey, dataValue } }),
    onSuccess: () => invalidate(['admin', 'config'], ['config-data']),
  });

export const useLastBidded = () =>
  useQuery({
    queryKey: ['admin', 'last-bidded'],
    queryFn: () =>
      api.get<{
        data: {
          auctions: {
            id: number;
            title: string;
            status: string;
            lastBidOn: string | null;
            bidsCount: number;
          }[];
        };
      }>('/admin/auctions/last-bidded'),
  });

export const useLotActions = (auctionId: number) =>
  useMutation({
    mutationFn: async (
      action:
        | { kind: 'order'; ids: number[] }
        | { kind: 'delete'; id: number }
        | { kind: 'shift'; minutes: number },
    ) => {
      if (action.kind === 'order')
        return api.put(`/admin/auctions/${auctionId}/lots/order`, { ids: action.ids });
      if (action.kind === 'delete') return api.delete(`/admin/lots/${action.id}`);
      return api.post(`/admin/auctions/${auctionId}/lots/shift`, { minutes: action.minutes });
    },
    onSuccess: () => invalidate(['admin', 'auction']),
  });

export type { TAdminBid };
export const useAuctionBids = (auctionId: number, page: number) =>
  useQuery({
    queryKey: ['admin', 'bids', auctionId, page],
    queryFn: () =>
      api.get<{ data: { bids: TAdminBid[] }; metadata: TPage }>(`/admin/auctions/${auctionId}/bids`, {
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });

export const useDeleteBid = () =>
  useMutation({
    mutationFn: (id: number) => api.delete(`/admin/bids/${id}`),
    onSuccess: () => invalidate(['admin', 'bids'], ['admin', 'auction']),
  });

export const useBidsPerDay = (days = 30) =>
  useQuery({
    queryKey: ['admin', 'stats', 'bids', days],
    queryFn: () =>
      api.get<{ data: { days: { day: string; bids: number }[] } }>('/admin/stats/bids', { query: { days } }),
  });

export const useUserSubscriptions = (id: number) =>
  useQuery({
    queryKey: ['admin', 'user', id, 'subscriptions'],
    queryFn: () =>
      api.get<{
        data: {
          subscriptions: {
            id: number;
            auctionId: number;
            status: string;
            paid: boolean;
            createdOn: string;
          }[];
        };
        metadata: { auctions: Record<string, { title: string }> };
      }>(`/admin/users/${id}/subscriptions`),
  });

export const useUserBids = (id: number) =>
  useQuery({
    queryKey: ['admin', 'user', id, 'bids'],
    queryFn: () =>
      api.get<{
        data: {
          bids: {
            id: number;
            amount: number;
            isAuto: boolean;
            createdOn: string;
            lot: { id: number; title: string; auctionId: number; auctionTitle: string };
          }[];
        };
      }>(`/admin/users/${id}/bids`),
  });

export const useAdminLot = (id: number) =>
  useQuery({
    queryKey: ['admin', 'lot', id],
    queryFn: () =>
      api.get<{
        data: {
          lot: TLot & { invoiceDescription: string | null };
          auction: TAuctionSummary;
          audit: TAuditEntry[];
        };
      }>(`/admin/lots/${id}`),
  });

export const useSaveLot = (id: number) =>
  useMutation({
    mutationFn: (lot: TLotInput) => api.put(`/admin/lots/${id}`, { lot }),
    onSuccess: () => invalidate(['admin']),
  });

export type TImportRow = { line: number; title: string; price: number | null; errors: string[] };
export const useImportLots = (auctionId: number) =>
  useMutation({
    mutationFn: ({ dryRun, ...file }: { csv?: string; xlsxBase64?: string; dryRun: boolean }) =>
      api.post<{ data: { rows: TImportRow[]; created: number } }>(
        `/admin/auctions/${auctionId}/lots/import`,
        { ...file, dryRun },
      ),
    onSuccess: (_result, { dryRun }) => (dryRun ? undefined : invalidate(['admin', 'auction'])),
  });

export const useSublotActions = (lotId: number) =>
  useMutation({
    mutationFn: (
      action:
        | { kind: 'add'; sublot: { title: string; quantity: number; description: string } }
        | { kind: 'save'; id: number; sublot: { title: string; quantity: number; description: string } }
        | { kind: 'delete'; id: number },
    ) => {
      if (action.kind === 'add') return api.post(`/admin/lots/${lotId}/sublots`, { sublot: action.sublot });
      if (action.kind === 'save') return api.put(`/admin/sublots/${action.id}`, { sublot: action.sublot });
      return api.delete(`/admin/sublots/${action.id}`);
    },
    onSuccess: () => invalidate(['admin', 'lot']),
  });

export const useCloseAuction = (id: number) =>
  useMutation({
    mutationFn: () => api.post(`/admin/auctions/${id}/close`),
    onSuccess: () => invalidate(['admin']),
  });

export const useSaveInvoicingData = (id: number) =>
  useMutation({
    mutationFn: (invoicingData: {
      issuerName: string;
      issuerVatId: string;
      issuerAddress: string;
      invoiceSeries: string;
      notes: string;
    }) => api.put(`/admin/auctions/${id}/invoicingData`, { invoicingData }),
    onSuccess: () => invalidate(['admin', 'auction']),
  });

export const useDeleteUser = () =>
  useMutation({
    mutationFn: (id: number) => api.delete(`/admin/users/${id}`),
    onSuccess: () => invalidate(['admin', 'users']),
  });

export const useAdminVatCheck = () =>
  useMutation({
    mutationFn: ({ country, number }: { country: string; number: string }) =>
      api.get<{ data: { vat: { valid: boolean | null; message: string; name: string | null } } }>(
        `/admin/users/invoices/check-vies/${encodeURIComponent(country)}/${encodeURIComponent(number)}`,
      ),
  });

/** Metadata of a lot or an auction, replaced as a whole. */
export const useSaveMetadata = (owner: 'lots' | 'auctions', id: number) =>
  useMutation({
    mutationFn: (entries: { name: string; value: string; priority?: number; type?: string }[]) =>
      api.put(`/admin/${owner}/${id}/metadata`, { entries }),
    onSuccess: () => invalidate(['admin']),
  });
