/**
 * A Server-Sent-Events frame, encoded once however many clients receive it: as text, and as the bytes of
 * one chunk of a chunked HTTP/1.1 response.
 */
export type TFrame = { text: string; chunk: Buffer };

const crlf = Buffer.from('\r\n');

export const toFrame = (text: string): TFrame => {
  const body = Buffer.from(text);
  return { text, chunk: Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, crlf]) };
};
