import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export type TMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on alerts. */
  headers?: Record<string, string>;
};
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
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
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
