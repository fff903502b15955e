import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Without SMTP_URL the server writes each e-mail as an .eml file (README); browser tests read the link a
 * person would click from there.
 */
export const waitForLink = async (
  mailDir: string,
  to: string,
  path: string | RegExp,
  timeoutMs = 15_000,
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = (await readFile(join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(`To: ${to}`)) continue;
      const link = text
        .match(/https?:\/\/[^\s"<>]+/g)
        ?.find((url) => (typeof path === 'string' ? url.includes(path) : path.test(url)));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} with a link to ${path} in ${mailDir}`);
};

/** The newest e-mail to `to` whose subject contains `subject`, parsed (text decoded), once it is written. */
export const waitForMail = async (
  mailDir: string,
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<{ subject: string; text: string }> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const raw = await readFile(join(mailDir, name));
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      const recipients = [mail.to ?? []].flat().flatMap((list) => list.value.map((item) => item.address));
      if (!recipients.includes(to) || !mail.subject?.includes(subject)) continue;
      return { subject: mail.subject, text: mail.text ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} about «${subject}» in ${mailDir}`);
};
