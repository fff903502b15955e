import type { TDb } from '@/server/db/client.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { newDeviceMail, type TLayout } from '@/server/mail/templates.ts';
import type { TPlaceOf } from './place.ts';
import { rememberDevice, type TSession, type TSessionUser } from './sessions.service.ts';

/**
 * After a correct password: a sign-in from a device the user has not used lately is e-mailed to them, with
 * what to do if it was not them (docs/operations.md, "Sessions"). Told at the password, before any second
 * factor, since a stranger holding the password is what the user must hear about.
 */
export const tellNewDevice = async (options: {
  db: TDb;
  site: TLayout;
  user: TSessionUser;
  session: TSession;
  placeOf: TPlaceOf;
}) => {
  const { db, site, user, session, placeOf } = options;
  if (!session.device) return false;
  if (!(await rememberDevice(db, user.id, session.device, session.createdAt))) return false;
  return queueMail(
    db,
    user,
    newDeviceMail(site, user, {
      device: session.device,
      network: session.network,
      place: placeOf(session.network),
      at: mailFormats(user.language).dateTime(session.createdAt),
      url: `${site.publicUrl}/mi-cuenta/datos/sesiones`,
    }),
  );
};
