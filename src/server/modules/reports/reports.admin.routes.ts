import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAuctionReportResponseSchema,
  ZConsignorReportQuerySchema,
  ZConsignorReportResponseSchema,
  ZConsignorsResponseSchema,
  ZMonthReportResponseSchema,
} from '@/common/schemas/reports.ts';
import { downloadRoute } from '@/server/documents/download-route.ts';
import { auctionReport } from './auction-report.service.ts';
import { consignorReport, listConsignors } from './consignor-report.service.ts';
import { monthReport } from './month-report.service.ts';
import { auctionReportCsv, consignorReportCsv } from './report-csv.ts';
import { auctionReportPdf, consignorReportPdf } from './report-pdf.ts';

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

  const auctionReportFile = (format: 'csv' | 'pdf', stepUp: boolean) =>
    downloadRoute(
      app,
      `/api/admin/reports/auctions/:id/report.${format}`,
      {
        permission: 'contabilidad',
        stepUp,
        tags,
        summary: `The auction report as ${format === 'csv' ? 'CSV for a Spanish spreadsheet' : 'a PDF'}`,
        params: ZIdParamsSchema,
        format,
      },
      async (request) => {
        const report = await auctionReport({ db, auctionId: request.params.id });
        const body = format === 'csv' ? auctionReportCsv(report) : await auctionReportPdf(report);
        return { name: `informe-subasta-${request.params.id}.${format}`, body };
      },
    );
  auctionReportFile('csv', true);
  auctionReportFile('pdf', false);

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

  const consignorReportFile = (format: 'csv' | 'pdf', stepUp: boolean) =>
    downloadRoute(
      app,
      `/api/admin/reports/consignor.${format}`,
      {
        permission: 'contabilidad',
        stepUp,
        tags,
        summary: `The consignor report as ${format === 'csv' ? 'CSV for a Spanish spreadsheet' : 'a PDF'}`,
        querystring: ZConsignorReportQuerySchema,
        format,
      },
      async (request) => {
        const { nif, from, to } = request.query;
        const report = await consignorReport({ db, ...request.query });
        const body = format === 'csv' ? consignorReportCsv(report) : await consignorReportPdf(report);
        return { name: `informe-${nif.replace(/[^0-9A-Z]/g, '')}-${from}-${to}.${format}`, body };
      },
    );
  consignorReportFile('csv', true);
  consignorReportFile('pdf', false);
};
