import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { staffRoles } from '../staff-roles.ts';
import { ZPageMetadataSchema } from './api.ts';
import { ZAuditEntrySchema } from './audit.ts';
import { ZCurrentUserSchema, ZEmailSchema } from './auth.ts';

export const ZAdminUserSchema = ZCurrentUserSchema.extend({
  observations: z.string().nullable(),
  isActive: z.boolean(),
  isBanned: z.boolean(),
  isBiddingBlocked: z.boolean().describe('May log in and pay, not bid (a liquidación left unpaid)'),
  biddingBlockedReason: z
    .string()
    .nullable()
    .describe(
      'Why bidding is suspended when unpaid settlements did it (lifted by paying); null for an admin block',
    ),
  isImported: z.boolean(),
  isWebUser: z.boolean(),
  acceptedTerms: z.boolean(),
}).meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserFilterSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    isActive: z.boolean().optional(),
    isBanned: z.boolean().optional(),
    hasWrongEmail: z.boolean().optional(),
    isCompany: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
  })
  .strict();
export type TAdminUserFilter = z.infer<typeof ZAdminUserFilterSchema>;

export const ZAdminUserOrderSchema = z
  .object({
    field: z.enum(['createdOn', 'lastname', 'email']),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type TAdminUserOrder = z.infer<typeof ZAdminUserOrderSchema>;

/** `PUT /api/admin/users/{id}` body `{user}`: any subset; the merged record must pass the sign-up rules. */
export const ZAdminUserUpdateSchema = z.object({
  user: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      email: ZEmailSchema,
      phone1: z.string(),
      phone2: z.string().nullable(),
      isCompany: z.boolean(),
      companyName: z.string().nullable(),
      vatIdType: z.enum(['nif', 'nie', 'cif', 'eu-vat', 'passport']),
      vatId: z.string(),
      address: z.string(),
      city: z.string(),
      postalCode: z.string(),
      countryId: z.number().int().positive(),
      provinceId: z.number().int().positive().nullable(),
      subscribed: z.boolean(),
      observations: z.string().max(5000).nullable(),
      isActive: z.boolean(),
      isBanned: z.boolean(),
      isBiddingBlocked: z.boolean(),
      hasWrongEmail: z.boolean(),
    })
    .partial()
    .strict(),
});
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdateSchema>['user'];

/** `PUT /api/admin/users/{id}/roles`: the whole set of the person's staff roles (none: not staff). */
export const ZAdminUserRolesSchema = z
  .object({
    roles: z
      .array(z.enum(staffRoles, { error: () => apiText.users.roleUnknown }))
      .max(staffRoles.length)
      .refine((roles) => new Set(roles).size === roles.length, { error: () => apiText.users.roleTwice }),
  })
  .strict();
export type TAdminUserRoles = z.infer<typeof ZAdminUserRolesSchema>;

/** A bidder as the back office lists them beside their subscriptions and bids. */
export const ZAdminUserBriefSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone1: z.string().nullable(),
  vatId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type TAdminUserBrief = z.infer<typeof ZAdminUserBriefSchema>;

export const ZAdminUsersResponseSchema = z.object({
  data: z.object({ users: z.array(ZAdminUserSchema) }),
  metadata: ZPageMetadataSchema,
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponseSchema>;

/** `GET /api/admin/users/{id}`: the record with the trail of admin changes, newest first. */
export const ZAdminUserResponseSchema = z.object({
  data: z.object({ user: ZAdminUserSchema, audit: z.array(ZAuditEntrySchema) }),
});
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponseSchema>;

/** `PUT /api/admin/users/{id}`: the record as saved. */
export const ZAdminUserUpdateResponseSchema = z.object({ data: z.object({ user: ZAdminUserSchema }) });
export type TAdminUserUpdateResponse = z.infer<typeof ZAdminUserUpdateResponseSchema>;

/** A bid as the back office lists it on the bidder's page, with the lot and auction it went to. */
export const ZAdminUserBidSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  maxAmount: z.number().int().nullable().describe('The hidden maximum of a proxy bid'),
  isAuto: z.boolean(),
  createdOn: z.iso.datetime({ offset: true }),
  lot: z.object({
    id: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    auctionId: z.number().int(),
    auctionTitle: z.string(),
  }),
});
export type TAdminUserBid = z.infer<typeof ZAdminUserBidSchema>;

export const ZAdminUserBidsResponseSchema = z.object({
  data: z.object({ bids: z.array(ZAdminUserBidSchema) }),
  metadata: ZPageMetadataSchema,
});
export type TAdminUserBidsResponse = z.infer<typeof ZAdminUserBidsResponseSchema>;
