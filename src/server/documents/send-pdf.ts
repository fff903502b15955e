import type { FastifyReply } from 'fastify';

/** Sends a generated PDF as a download; private, since every document here is someone's own. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
