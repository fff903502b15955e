import { z } from 'zod';
import type { TLanguage } from '@/common/language.ts';
import { localisedPath } from '@/common/localized-paths.ts';
import type { TNotificationKind } from '@/common/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import type { TMail } from '@/server/mail/mailer.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { getNotificationChoice } from './notification-preferences.service.ts';

export const PUSH_JOB = 'push';

const ZPushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type TPushMessage = z.infer<typeof ZPushMessageSchema>;
export const ZPushJobSchema = z.object({ userId: z.number().int(), message: ZPushMessageSchema });

/**
 * A message about something the user takes part in (a subscription decided, a lot won or lost, a payment
 * due), by the channels they chose for its kind. Written in the caller's transaction like any outbox
 * e-mail, so it exists only if the change that causes it commits; the push goes as its own job.
 */
export const queueServiceNotice = async (
  tx: Pick<TDb, 'select' | 'insert'>,
  options: {
    user: { id: number; hasWrongEmail: boolean; language: TLanguage };
    kind: TNotificationKind;
    mail: TMail;
    push: TPushMessage;
  },
) => {
  const { user, kind, mail, push } = options;
  const choice = await getNotificationChoice({ db: tx, userId: user.id, kind });
  if (choice.email) await queueMail(tx, user, mail);
  // The push opens the page at its address in the user's language, as the e-mail's links do.
  const url = URL.canParse(push.url)
    ? localisedPath(user.language, push.url, new URL(push.url).origin)
    : push.url;
  if (choice.push) await enqueueJob(tx, PUSH_JOB, { userId: user.id, message: { ...push, url } });
};
