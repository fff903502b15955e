import { formatDate } from '@/common/format.ts';
import type {
  TAuctionReportResponse,
  TConsignorReportResponse,
  TReportFigures,
} from '@/common/schemas/reports.ts';
import { spreadsheetCsv, type TCell } from '@/server/lib/spreadsheet-csv.ts';

/** The report's figures with their Spanish names, in the order every export shows them (CSV and PDF). */
export const figureColumns: { label: string; cell: (figures: TReportFigures) => TCell }[] = [
  { label: 'Lotes ofrecidos', cell: (f) => ({ number: f.lotsOffered }) },
  { label: 'Lotes vendidos', cell: (f) => ({ number: f.lotsSold }) },
  {
    label: 'Tasa de venta (%)',
    cell: (f) => (f.sellThroughPercent === null ? { text: '' } : { number: f.sellThroughPercent }),
  },
  { label: 'Remate total', cell: (f) => ({ cents: f.hammer }) },
  { label: 'Prima del comprador', cell: (f) => ({ cents: f.premium }) },
  { label: 'IVA', cell: (f) => ({ cents: f.vat }) },
  { label: 'Pujadores', cell: (f) => ({ number: f.bidders }) },
  { label: 'Pujas', cell: (f) => ({ number: f.bids }) },
  { label: 'Inscripciones solicitadas', cell: (f) => ({ number: f.subscriptionsRequested }) },
  { label: 'Inscripciones aceptadas', cell: (f) => ({ number: f.subscriptionsAccepted }) },
];

/** The auction's figures (one per row), then a blank row and one row per lot. */
export const auctionReportCsv = ({ auction, figures, lots }: TAuctionReportResponse['data']) =>
  spreadsheetCsv(
    ['Subasta', auction.title],
    [
      [{ text: 'Emisor' }, { text: auction.consignorName ?? '' }],
      [{ text: 'NIF emisor' }, { text: auction.consignorNif ?? '' }],
      [{ text: 'Inicio' }, { text: formatDate(auction.startDate) }],
      [{ text: 'Cierre' }, { text: formatDate(auction.endDate) }],
      ...figureColumns.map((column) => [{ text: column.label }, column.cell(figures)]),
      [],
      ['Lote', 'Título', 'Vendido', 'Precio de salida', 'Remate', 'Prima', 'Pujas', 'Pujadores'].map(
        (text) => ({
          text,
        }),
      ),
      ...lots.map((lot) => [
        { number: lot.order },
        { text: lot.title },
        { text: lot.isSold ? 'Sí' : 'No' },
        { cents: lot.startPrice },
        lot.hammer === null ? { text: '' } : { cents: lot.hammer },
        lot.premium === null ? { text: '' } : { cents: lot.premium },
        { number: lot.bids },
        { number: lot.bidders },
      ]),
    ],
  );

/** One row per auction of the consignor in the range, then the totals. */
export const consignorReportCsv = ({ auctions, totals }: TConsignorReportResponse['data']) =>
  spreadsheetCsv(
    ['Subasta', 'Inicio', 'Cierre', ...figureColumns.map((column) => column.label)],
    [
      ...auctions.map((auction) => [
        { text: auction.title },
        { text: formatDate(auction.startDate) },
        { text: formatDate(auction.endDate) },
        ...figureColumns.map((column) => column.cell(auction.figures)),
      ]),
      [{ text: 'Total' }, { text: '' }, { text: '' }, ...figureColumns.map((column) => column.cell(totals))],
    ],
  );
