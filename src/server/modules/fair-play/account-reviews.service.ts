import { eq, inArray, sql } from 'drizzle-orm';
import { apiText, apiTextIn, type TApiText } from '@/common/i18n/api/index.ts';
import type { TAccountReview } from '@/common/schemas/fair-play.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { accountReviewDismissals, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { bidderBrief } from '../users/user-brief.ts';

/**
 * Accounts to review (docs/fair-play.md): an account that is not banned and shares a browser (a device
 * mark) or its sign-up address with an account banned in the last `reviewDays` days. A reviewer bans it
 * or dismisses it (for that banned account); both are audited.
 */
export const reviewDays = 30;

type TPair = { user_id: number; banned_user_id: number; kind: 'device' | 'signup-ip' };

/** `text`: the catalogue the reasons are written in, the request's unless the audit log's Spanish is wanted. */
export const listAccountReviews = async ({
  db,
  now = new Date(),
  text = apiText.fairPlay,
}: {
  db: TDb;
  now?: Date;
  text?: TApiText['fairPlay'];
}): Promise<TAccountReview[]> => {
  const since = new Date(now.getTime() - reviewDays * 86_400_000).toISOString();
  const result = await queryRows<TPair>(
    db,
    sql`
    with banned as (
      select id, signup_ip from users where is_banned and banned_on >= ${since}::timestamptz
    ), pairs as (
      select distinct on (m.user_id, b.id) m.user_id, b.id as banned_user_id, 'device' as kind
      from banned b
      join device_marks bm on bm.user_id = b.id
      join device_marks m on m.mark = bm.mark and m.user_id <> b.id
      union all
      select u.id, b.id, 'signup-ip'
      from banned b join users u on u.signup_ip = b.signup_ip and u.id <> b.id
      where b.signup_ip is not null
    )
    select distinct on (p.user_id, p.banned_user_id) p.user_id, p.banned_user_id, p.kind
    from pairs p
    join users u on u.id = p.user_id and not u.is_banned
    where not exists (select 1 from account_review_dismissals d
      where d.user_id = p.user_id and d.banned_user_id = p.banned_user_id)
    order by p.user_id, p.banned_user_id, p.kind`,
  );
  const pairs = result;
  if (!pairs.length) return [];
  const ids = [...new Set(pairs.flatMap((pair) => [pair.user_id, pair.banned_user_id]))];
  const people = new Map(
    (await db.select().from(users).where(inArray(users.id, ids))).map((user) => [user.id, user]),
  );
  return pairs.map((pair) => {
    const user = people.get(pair.user_id)!;
    const banned = people.get(pair.banned_user_id)!;
    const bannedName = `${banned.firstname} ${banned.lastname} (${banned.email})`;
    return {
      user: bidderBrief(user),
      bannedUser: bidderBrief(banned),
      bannedOn: banned.bannedOn!.toISOString(),
      kind: pair.kind,
      reason:
        pair.kind === 'device'
          ? text.sameDevice(bannedName, banned.bannedOn!)
          : text.sameSignupIp(bannedName, banned.bannedOn!),
    };
  });
};

/** The review as the audit log keeps it: its reason in Spanish, whatever the reviewer's page. */
const assertListed = async (db: TDb, userId: number, bannedUserId: number) => {
  const listed = await listAccountReviews({ db, text: apiTextIn('es').fairPlay });
  const review = listed.find((item) => item.user.id === userId && item.bannedUser.id === bannedUserId);
  if (!review) throw notFound(apiText.fairPlay.reviewGone);
  return review;
};

/** The reviewer clears the account of its link to that banned account: it leaves the list. */
export const dismissAccountReview = async ({
  db,
  userId,
  bannedUserId,
  actorId,
}: {
  db: TDb;
  userId: number;
  bannedUserId: number;
  actorId: number;
}) => {
  const review = await assertListed(db, userId, bannedUserId);
  await db.transaction(async (tx) => {
    await tx
      .insert(accountReviewDismissals)
      .values({ userId, bannedUserId, dismissedBy: actorId })
      .onConflictDoNothing();
    await recordAudit(tx, {
      actorId,
      entity: 'user',
      entityId: userId,
      action: 'review-dismissed',
      changes: { reason: review.reason },
    });
  });
};

/** The reviewer bans the account for what it shares with the banned one; audited with the reason. */
export const banReviewedAccount = async ({
  db,
  userId,
  bannedUserId,
  actorId,
}: {
  db: TDb;
  userId: number;
  bannedUserId: number;
  actorId: number;
}) => {
  if (userId === actorId) throw new AppError('BUSINESS_RULE', apiText.fairPlay.cannotBanYourself);
  const review = await assertListed(db, userId, bannedUserId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isBanned: true, bannedOn: new Date(), updatedOn: new Date() })
      .where(eq(users.id, userId));
    // As a ban from the user's page: the sessions stay, so each request answers that the account is blocked.
    await recordAudit(tx, {
      actorId,
      entity: 'user',
      entityId: userId,
      action: 'update',
      changes: { isBanned: [false, true], reason: review.reason },
    });
  });
};
