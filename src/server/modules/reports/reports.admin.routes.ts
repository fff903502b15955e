import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCsvFileSchema, ZIdParamsSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import {
  ZAuctionReportResponseSchema,
  ZConsignorReportQuerySchema,
  ZConsignorReportResponseSchema,
  ZConsignorsResponseSchema,
  ZMonthReportResponseSchema,
} from '@/common/schemas/reports.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { auctionReport } from './auction-report.service.ts';
import { consignorReport, listConsignors } from './consignor-report.service.ts';
import { monthReport } from './month-report.service.ts';
import { auctionReportCsv, consignorReportCsv } from './report-csv.ts';
import { auctionReportPdf, consignorReportPdf } from './report-pdf.ts';

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendDownload(reply, fileName, 'text/csv; charset=utf-8', csv);

const tags = ['admin', 'reports'];

/** The house's reports for itself and its consignors, at /api/admin/reports. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/reports/month',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'The current month at a glance (Madrid time), for the dashboard',
        response: { 200: ZMonthReportResponseSchema },
      },
    },
    async () => ({ data: await monthReport({ db }) }),
  );

  app.get(
    '/api/admin/reports/auctions/:id',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'How an auction went: lots offered and sold, sell-through, hammer, premium, bidders',
        params: ZIdParamsSchema,
        response: { 200: ZAuctionReportResponseSchema },
      },
    },
    async (request) => ({ data: await auctionReport({ db, auctionId: request.params.id }) }),
  );

  app.get(
    '/api/admin/reports/auctions/:id/report.csv',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags,
        summary: 'The auction report as CSV for a Spanish spreadsheet',
        params: ZIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: ZCsvFileSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `informe-subasta-${request.params.id}.csv`,
        auctionReportCsv(await auctionReport({ db, auctionId: request.params.id })),
      ),
  );

  app.get(
    '/api/admin/reports/auctions/:id/report.pdf',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'The auction report as a PDF',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `informe-subasta-${request.params.id}.pdf`,
        await auctionReportPdf(await auctionReport({ db, auctionId: request.params.id })),
      ),
  );

  app.get(
    '/api/admin/reports/consignors',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'Every issuer (consignor) named in an auction’s invoicing data',
        response: { 200: ZConsignorsResponseSchema },
      },
    },
    async () => ({ data: await listConsignors({ db }) }),
  );

  app.get(
    '/api/admin/reports/consignor',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'A consignor’s auctions ending between two dates, each with its figures, and the totals',
        querystring: ZConsignorReportQuerySchema,
        response: { 200: ZConsignorReportResponseSchema },
      },
    },
    async (request) => ({ data: await consignorReport({ db, ...request.query }) }),
  );

  const fileName = (query: { nif: string; from: string; to: string }, extension: string) =>
    `informe-${query.nif.replace(/[^0-9A-Z]/g, '')}-${query.from}-${query.to}.${extension}`;

  app.get(
    '/api/admin/reports/consignor.csv',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags,
        summary: 'The consignor report as CSV for a Spanish spreadsheet',
        querystring: ZConsignorReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: ZCsvFileSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        fileName(request.query, 'csv'),
        consignorReportCsv(await consignorReport({ db, ...request.query })),
      ),
  );

  app.get(
    '/api/admin/reports/consignor.pdf',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'The consignor report as a PDF',
        querystring: ZConsignorReportQuerySchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        fileName(request.query, 'pdf'),
        await consignorReportPdf(await consignorReport({ db, ...request.query })),
      ),
  );
};
