import type { FastifyReply } from 'fastify';
import { sendDownload } from './send-download.ts';

/** Sends a generated PDF as a download. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendDownload(reply, fileName, 'application/pdf', pdf);
