import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';

export const ZMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on alerts. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type TMail = z.infer<typeof ZMailSchema>;
export type TMailer = { send: (mail: TMail) => Promise<void> };

/**
 * Real SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file in `mailDir` and its
 * path is logged, so a developer can open the activation link without a mail server.
 */
export const createMailer = (options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: (message: string) => void;
}): TMailer => {
  const { smtpUrl, mailDir, from, log } = options;
  // nodemailer is loaded with the first message, not with the server (npm run bench:memory).
  let made: Promise<Transporter> | undefined;
  const transport = () => {
    made ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return made;
  };
  if (smtpUrl) {
    return {
      send: async (mail) => {
        await (await transport()).sendMail({ from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      const info = await (await transport()).sendMail({ from, ...mail });
      await mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const path = resolve(join(mailDir, name));
      await writeFile(path, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(
        `E-mail to ${mail.to} «${mail.subject}» written to ${path}${links.length ? ` — ${links.join(' ')}` : ''}`,
      );
    },
  };
};
