import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name, as sent (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on a free local port: the app sends through nodemailer exactly as in production,
 * and tests read what arrived. A fixed `port` lets a test bring "the same" mail server back after an outage.
 */
export const startMailbox = async (port = 0, options: { rejects?: (address: string) => boolean } = {}) => {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // An address the test says does not exist is refused as a real server does: 550 5.1.1 at RCPT TO.
    onRcptTo(address, _session, callback) {
      if (options.rejects?.(address.address)) {
        const error = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = server.server.address() as AddressInfo;
  return {
    port: bound.port,
    url: `smtp://127.0.0.1:${bound.port}`,
    received,
    /** The messages to one address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to === address),
    /** The first link in the latest message to `address` that contains `path`. */
    linkTo: (address: string, path: string) => {
      const mail = received.filter((item) => item.to === address).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
      if (!link) throw new Error(`No e-mail to ${address} with a link containing ${path}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
