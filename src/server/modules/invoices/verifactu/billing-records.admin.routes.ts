import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { madridDay } from '@/common/madrid-time.ts';
import { ZDayRangeQuerySchema, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import {
  ZAnnulInvoiceRequestSchema,
  ZBillingEventsResponseSchema,
  ZBillingRecordSchema,
  ZBillingRecordsResponseSchema,
  ZChainCheckResponseSchema,
  ZInvoicingModeRequestSchema,
  ZInvoicingModeResponseSchema,
} from '@/common/schemas/invoices.ts';
import { downloadRoute, pageOf, type TZodApp } from '@/server/documents/download-route.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { checkBillingChains } from './billing-chain-check.ts';
import {
  allBillingEvents,
  listBillingEvents,
  logBillingEvent,
  recordBillingEvent,
} from './billing-events.service.ts';
import type { TBillingSettings } from './billing-record.job.ts';
import {
  annulInvoice,
  exportBillingRecords,
  getBillingRecord,
  listInvoiceRecords,
  toBillingRecord,
} from './billing-records.service.ts';
import { billingSettingsOf, softwareVersion as version } from './billing-settings.ts';
import { changeInvoicingMode, readInvoicingMode } from './invoicing-mode.ts';

const tags = ['admin', 'invoices'];

/** The system's start and stop, events of its log while it works as a no-VERI*FACTU system. */
const logBillingRuns = (app: TZodApp) => {
  const { db } = app.deps.database;
  const logRun = async (started: boolean) => {
    if ((await readInvoicingMode(db)) !== 'no-verifactu') return;
    await logBillingEvent(db, {
      type: '90',
      description: started
        ? `Arranque del sistema (Lonja ${version}).`
        : `Parada del sistema (Lonja ${version}).`,
    });
  };
  app.addHook('onReady', () => logRun(true));
  app.addHook('preClose', () => logRun(false));
};

/** VERI*FACTU or no-VERI*FACTU: the mode in force, and switching it. */
const invoicingModeRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  app.get(
    '/api/admin/invoicing-mode',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'The invoicing mode in force',
        response: { 200: ZInvoicingModeResponseSchema },
      },
    },
    async () => ({ data: { mode: await readInvoicingMode(db) } }),
  );

  app.put(
    '/api/admin/invoicing-mode',
    {
      config: { permission: 'configuracion' },
      preHandler: [app.requireStepUp],
      schema: {
        tags,
        summary: 'Switches between VERI*FACTU and no-VERI*FACTU; audited and written in the event log',
        body: ZInvoicingModeRequestSchema,
        response: { 200: ZInvoicingModeResponseSchema },
      },
    },
    async (request) => ({
      data: {
        mode: await changeInvoicingMode({ db, mode: request.body.mode, actorId: signedIn(request).user.id }),
      },
    }),
  );
};

/** An invoice's billing records, each as XML, annulling an invoice, exporting and checking the chains. */
const billingRecordRoutes = (app: TZodApp, settings: TBillingSettings) => {
  const { db } = app.deps.database;
  app.get(
    '/api/admin/invoices/:id/billing-records',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'An invoice’s billing records (alta, anulación) with their signature or the AEAT’s answer',
        params: ZIdParamsSchema,
        response: { 200: ZBillingRecordsResponseSchema },
      },
    },
    async (request) => ({
      data: { billingRecords: await listInvoiceRecords({ db, invoiceId: request.params.id }) },
    }),
  );

  downloadRoute(
    app,
    '/api/admin/billing-records/:id/xml',
    {
      permission: 'contabilidad',
      tags,
      summary: 'A billing record as XML (signed with XAdES in no-VERI*FACTU mode)',
      params: ZIdParamsSchema,
      format: 'xml',
    },
    async (request) => {
      const record = await getBillingRecord({ db, id: request.params.id });
      if (!record.xml) throw notFound(apiText.invoices.billingRecordWithoutXml);
      return { name: `registro-${record.kind}-${record.id}.xml`, body: record.xml };
    },
  );

  app.post(
    '/api/admin/invoices/:id/annul',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags,
        summary:
          'Cancels an invoice issued by mistake with an anulación record; its lots are invoiced again when the sale stands',
        params: ZIdParamsSchema,
        body: ZAnnulInvoiceRequestSchema,
        response: {
          200: z.object({
            data: z.object({
              billingRecord: ZBillingRecordSchema,
              replacementId: z
                .number()
                .int()
                .nullable()
                .describe('The invoice issued again for its lots, if any'),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { record, replacement } = await annulInvoice({
        db,
        invoiceId: request.params.id,
        reason: request.body.reason,
        adminId: signedIn(request).user.id,
      });
      return { data: { billingRecord: toBillingRecord(record), replacementId: replacement?.id ?? null } };
    },
  );

  downloadRoute(
    app,
    '/api/admin/billing-records/export',
    {
      permission: 'contabilidad',
      tags,
      summary:
        'The billing records made between two days, with their XML, as JSON; the export is an event (08)',
      querystring: ZDayRangeQuerySchema,
      format: 'json',
    },
    async (request) => {
      const { from, to } = request.query;
      const records = await exportBillingRecords({ db, from, to, actorId: signedIn(request).user.id });
      const body = { sistema: settings.system, desde: from, hasta: to, registros: records };
      return { name: `registros-facturacion-${from}-${to}.json`, body: JSON.stringify(body, null, 2) };
    },
  );

  app.post(
    '/api/admin/billing-records/check',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'Checks the chains of billing records and events; the check and what it finds are events',
        response: { 200: ZChainCheckResponseSchema },
      },
    },
    async (request) => ({ data: await checkBillingChains({ db, actorId: signedIn(request).user.id }) }),
  );
};

/** The billing system's event log, and its export. */
const billingEventRoutes = (app: TZodApp, settings: TBillingSettings) => {
  const { db } = app.deps.database;
  app.get(
    '/api/admin/billing-events',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'The billing system’s event log, newest first',
        querystring: ZPageQuerySchema,
        response: { 200: ZBillingEventsResponseSchema },
      },
    },
    async (request) => {
      const { events, total } = await listBillingEvents({ db, ...request.query });
      return pageOf('billingEvents', request.query, events, total);
    },
  );

  downloadRoute(
    app,
    '/api/admin/billing-events/export',
    {
      permission: 'contabilidad',
      tags,
      summary: 'The whole event log as JSON, oldest first; the export is itself an event (09)',
      format: 'json',
    },
    async (request) => {
      const events = await db.transaction(async (tx) => {
        await recordBillingEvent(tx, {
          type: '09',
          description: 'Exportación del registro de eventos.',
          actorId: signedIn(request).user.id,
        });
        return allBillingEvents(tx);
      });
      const body = { sistema: settings.system, eventos: events };
      return { name: `registro-eventos-${madridDay()}.json`, body: JSON.stringify(body, null, 2) };
    },
  );
};

/** Billing records and the event log in the back office (docs/verifactu.md). */
export const billingRecordsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = billingSettingsOf(app.deps.config);
  logBillingRuns(app);
  invoicingModeRoutes(app);
  billingRecordRoutes(app, settings);
  billingEventRoutes(app, settings);
};
