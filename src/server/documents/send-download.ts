import type { FastifyReply } from 'fastify';

/**
 * Sends a generated file (PDF, CSV, ZIP) as a download: private and never cached, since every document
 * here is someone's own or the house's.
 */
export const sendDownload = (
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Buffer | string,
) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
