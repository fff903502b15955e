import type { TAdminUserBrief } from '@/common/schemas/users.ts';
import type { users } from '@/server/db/schema/index.ts';

type TUserRow = typeof users.$inferSelect;

/** A bidder as admins see them beside their bids and subscriptions: the real name and how to reach them. */
export const bidderBrief = (user: TUserRow): TAdminUserBrief => ({
  id: user.id,
  fullName: `${user.firstname} ${user.lastname}`,
  email: user.email,
  phone1: user.phone1,
  companyName: user.companyName,
  vatId: user.vatId,
});

/** The name a buyer's papers and the warehouse go by: the company's when they buy as one, their own otherwise. */
export const buyerName = (user: Pick<TUserRow, 'isCompany' | 'companyName' | 'firstname' | 'lastname'>) =>
  user.isCompany && user.companyName ? user.companyName : `${user.firstname} ${user.lastname}`;
