import { ZContactSchema } from '@/common/schemas/config-data.ts';
import type { TContactMessage } from '@/common/schemas/contact.ts';
import type { TDb } from '@/server/db/client.ts';
import { contactMessages } from '@/server/db/schema/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { contactMessageMail } from '@/server/mail/templates.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readConfigValue } from '../config-data/config-data.service.ts';

/** Keeps the message and e-mails it to the office's address, if the house has set one. */
export const sendContactMessage = async (options: {
  db: TDb;
  site: TSite;
  message: TContactMessage;
  ip: string;
}) => {
  const { db, site, message, ip } = options;
  const contact = await readConfigValue({
    db,
    key: 'contact',
    schema: ZContactSchema.partial(),
    fallback: {},
  });
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...message, ip });
    if (contact.email)
      await queueMail(tx, { hasWrongEmail: false }, contactMessageMail(site, contact.email, message));
  });
};
