import { arrayContains, sql } from 'drizzle-orm';
import type { TBankAccount } from '@/common/schemas/config-data.ts';
import type { TTx } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { bankAccountChangeMail } from '@/server/mail/templates.ts';
import type { TApprovalApplier, TApprovalContext } from '../approvals/approval-appliers.ts';
import { forgetConfigCache, parseConfigValue, saveConfigValue } from './config-data.service.ts';

/** Every administrator hears of a change of the account buyers pay into: asked for, then applied. */
const tellAdministrators = async (
  tx: TTx,
  account: TBankAccount,
  stage: 'requested' | 'applied',
  { site, requestedBy, approvedBy }: TApprovalContext,
) => {
  const named = await tx
    .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
    .from(users)
    .where(sql`${users.id} in (${requestedBy}, ${approvedBy ?? requestedBy})`);
  const nameOfId = (id: number | undefined) => named.find((person) => person.id === id)?.name ?? null;
  const administrators = await tx
    .select()
    .from(users)
    .where(arrayContains(users.roles, ['administracion']));
  for (const administrator of administrators)
    await queueMail(
      tx,
      administrator,
      bankAccountChangeMail(site, administrator, {
        stage,
        holder: account.holder,
        iban: account.iban,
        requestedBy: nameOfId(requestedBy) ?? '',
        approvedBy: nameOfId(approvedBy),
        url: `${site.publicUrl}/admin/aprobaciones`,
      }),
    );
};

/**
 * A change of the account buyers pay into, under four eyes (docs/after-the-hammer.md, "Four eyes"): saved
 * as `PUT /api/admin/config-data/bankAccount` would save it, and forgotten by this instance's settings
 * cache once approved, as that route forgets it.
 */
export const bankAccountApproval: TApprovalApplier<'bank-account'> = {
  apply: (tx, change, { requestedBy, approvedBy }) =>
    saveConfigValue(tx, {
      key: 'bankAccount',
      value: parseConfigValue('bankAccount', change.dataValue),
      actorId: requestedBy,
      approvedBy,
    }),
  announce: (tx, change, stage, context) =>
    tellAdministrators(tx, parseConfigValue('bankAccount', change.dataValue) as TBankAccount, stage, context),
  afterApproval: (db) => forgetConfigCache(db, 'bankAccount'),
};
