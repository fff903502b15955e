import type { Content } from 'pdfmake/interfaces';
import { formatCents, formatDate, formatNumber } from '@/common/format.ts';
import type {
  TAuctionReportResponse,
  TConsignorReportResponse,
  TReportFigures,
} from '@/common/schemas/reports.ts';
import { renderPdf } from '@/server/documents/pdf.ts';
import type { TCell } from '@/server/lib/spreadsheet-csv.ts';
import { figureColumns } from './report-csv.ts';

/** A CSV cell as the PDF prints it: euros and numbers formatted by the site's one formatter. */
const cellText = (cell: TCell) => {
  if ('cents' in cell) return formatCents(cell.cents);
  if ('number' in cell) return formatNumber(cell.number);
  if ('date' in cell) return formatDate(cell.date);
  return cell.text;
};

const styles = {
  title: { fontSize: 16, bold: true },
  subtitle: { fontSize: 10, color: '#444444', margin: [0, 2, 0, 12] as [number, number, number, number] },
  th: { bold: true, fillColor: '#eeeeee' },
};

const right = (text: string) => ({ text, alignment: 'right' as const });

/** The figures as a two-column table, the same rows and names as the CSV. */
const figuresTable = (figures: TReportFigures): Content => ({
  table: {
    widths: [160, 100],
    body: figureColumns.map((column) => [column.label, right(cellText(column.cell(figures)))]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 16],
});

/** A line the document's properties carry too, so the figures can be read without opening the pages. */
const summaryLine = (figures: TReportFigures) =>
  `Vendidos ${figures.lotsSold} de ${figures.lotsOffered}; remate ${formatCents(figures.hammer)}; prima ${formatCents(figures.premium)}`;

export const auctionReportPdf = ({ auction, figures, lots }: TAuctionReportResponse['data']) =>
  renderPdf({
    info: { title: `Informe de la subasta ${auction.title}`, subject: summaryLine(figures), author: 'Lonja' },
    styles,
    content: [
      { text: `Informe de la subasta «${auction.title}»`, style: 'title' },
      {
        text: [
          `Del ${formatDate(auction.startDate)} al ${formatDate(auction.endDate)}`,
          auction.consignorName ? ` · Emisor: ${auction.consignorName} (${auction.consignorNif ?? ''})` : '',
        ].join(''),
        style: 'subtitle',
      },
      figuresTable(figures),
      {
        table: {
          headerRows: 1,
          widths: [30, '*', 40, 65, 65, 60, 35, 45],
          body: [
            ['Lote', 'Título', 'Vendido', 'Salida', 'Remate', 'Prima', 'Pujas', 'Pujadores'].map((text) => ({
              text,
              style: 'th',
            })),
            ...lots.map((lot) => [
              String(lot.order),
              lot.title,
              lot.isSold ? 'Sí' : 'No',
              right(formatCents(lot.startPrice)),
              right(lot.hammer === null ? '—' : formatCents(lot.hammer)),
              right(lot.premium === null ? '—' : formatCents(lot.premium)),
              right(formatNumber(lot.bids)),
              right(formatNumber(lot.bidders)),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  });

export const consignorReportPdf = ({
  consignor,
  from,
  to,
  auctions,
  totals,
}: TConsignorReportResponse['data']) =>
  renderPdf({
    pageOrientation: 'landscape',
    info: {
      title: `Informe del emisor ${consignor.name ?? consignor.nif}`,
      subject: summaryLine(totals),
      author: 'Lonja',
    },
    styles,
    content: [
      {
        text: consignor.name
          ? `Informe de ${consignor.name} (NIF ${consignor.nif})`
          : `Informe del NIF ${consignor.nif}`,
        style: 'title',
      },
      {
        text: `Subastas que cierran del ${formatDate(`${from}T12:00:00Z`)} al ${formatDate(`${to}T12:00:00Z`)}`,
        style: 'subtitle',
      },
      figuresTable(totals),
      {
        table: {
          headerRows: 1,
          widths: ['*', 55, ...figureColumns.map(() => 'auto' as const)],
          body: [
            ['Subasta', 'Cierre', ...figureColumns.map((column) => column.label)].map((text) => ({
              text,
              style: 'th',
            })),
            ...auctions.map((auction) => [
              auction.title,
              formatDate(auction.endDate),
              ...figureColumns.map((column) => right(cellText(column.cell(auction.figures)))),
            ]),
            [
              { text: 'Total', bold: true },
              '',
              ...figureColumns.map((column) => ({ ...right(cellText(column.cell(totals))), bold: true })),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
      },
    ],
  });
