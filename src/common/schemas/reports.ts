import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZDbIdSchema } from './api.ts';

const t = apiText.reports;

/**
 * The house's reports (issue #19): how an auction went, how a consignor's sales went over a period, and the
 * current month at a glance. Money is integer cents; "sold" means adjudicated: the lot is in a buyer's
 * liquidación de compra that was not cancelled.
 */

const cents = z.number().int().describe('Integer cents');
const count = z.number().int().min(0);

/** The figures every report gives, for one auction or summed over several. */
export const ZReportFiguresSchema = z.object({
  lotsOffered: count.describe('Published lots'),
  lotsSold: count.describe('Adjudicated lots (in a non-cancelled settlement)'),
  sellThroughPercent: z.number().nullable().describe('Sold ÷ offered × 100, one decimal; null without lots'),
  hammer: cents,
  premium: cents.describe("Buyer's premium"),
  vat: cents.describe('IVA on premium and hammer'),
  bidders: count.describe('Distinct people who bid'),
  bids: count,
  subscriptionsRequested: count,
  subscriptionsAccepted: count,
});
export type TReportFigures = z.infer<typeof ZReportFiguresSchema>;

export const ZReportAuctionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['open', 'closed']),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  consignorName: z.string().nullable().describe("The invoicing data's issuer"),
  consignorNif: z.string().nullable(),
});

export const ZReportLotSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  status: z.enum(['open', 'closed']),
  isSold: z.boolean(),
  startPrice: cents,
  hammer: cents.nullable(),
  premium: cents.nullable(),
  bids: count,
  bidders: count,
});

/** `GET /api/admin/reports/auctions/:id` */
export const ZAuctionReportResponseSchema = z.object({
  data: z.object({
    auction: ZReportAuctionSchema,
    figures: ZReportFiguresSchema,
    lots: z.array(ZReportLotSchema),
  }),
});
export type TAuctionReportResponse = z.infer<typeof ZAuctionReportResponseSchema>;

/** A consignor's report: the issuer's NIF and a range of Madrid dates in which its auctions end. */
export const ZConsignorReportQuerySchema = z
  .object({
    nif: z
      .string({ error: () => t.consignorMissing })
      .trim()
      .min(1, { error: () => t.consignorMissing })
      .max(20, { error: () => t.nifTooLong })
      .transform((nif) => nif.toUpperCase().replace(/[\s.-]/g, '')),
    from: z.iso.date({ error: () => t.fromMissing }),
    to: z.iso.date({ error: () => t.toMissing }),
  })
  .refine((range) => range.to >= range.from, {
    path: ['to'],
    error: () => t.toBeforeFrom,
  });
export type TConsignorReportQuery = z.input<typeof ZConsignorReportQuerySchema>;

/** `GET /api/admin/reports/consignor?nif&from&to`: one row per auction ending in the range, and totals. */
export const ZConsignorReportResponseSchema = z.object({
  data: z.object({
    consignor: z.object({ nif: z.string(), name: z.string().nullable() }),
    from: z.iso.date(),
    to: z.iso.date(),
    auctions: z.array(ZReportAuctionSchema.extend({ figures: ZReportFiguresSchema })),
    totals: ZReportFiguresSchema.describe('Bidders counted once across auctions'),
  }),
});
export type TConsignorReportResponse = z.infer<typeof ZConsignorReportResponseSchema>;

/** `GET /api/admin/reports/consignors`: every issuer named in an auction's invoicing data. */
export const ZConsignorsResponseSchema = z.object({
  data: z.object({
    consignors: z.array(z.object({ nif: z.string(), name: z.string(), auctions: count })),
  }),
});
export type TConsignorsResponse = z.infer<typeof ZConsignorsResponseSchema>;

/** `GET /api/admin/reports/month`: the current Madrid calendar month at a glance, for the dashboard. */
export const ZMonthReportResponseSchema = z.object({
  data: z.object({
    month: z.string().describe('YYYY-MM, Madrid time'),
    auctionsRunning: count.describe('Open auctions that have started'),
    auctionsClosed: count.describe('Auctions closed this month'),
    lotsSold: count,
    hammer: cents,
    premium: cents,
    newUsers: count,
    subscriptionsPending: count.describe('Waiting for a decision now'),
    days: z.array(
      z.object({ day: z.string().describe('YYYY-MM-DD, Madrid time'), lotsSold: count, hammer: cents }),
    ),
  }),
});
export type TMonthReportResponse = z.infer<typeof ZMonthReportResponseSchema>;

export const ZAuctionReportParamsSchema = z.object({ id: ZDbIdSchema });
