import { parse } from 'csv-parse/sync';
import { foldAccents } from '@/common/fold-accents.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TLotImportRow } from '@/common/schemas/lots.ts';
import { isProvisionOf, type TTaxTreatment } from '@/common/tax-treatment.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots, metadataEntries } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { storedZip, unzipBounded } from '@/server/lib/bounded-unzip.ts';
import { slugify } from '@/server/lib/slug.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { nextLotEnd, readLastLot } from './lot-schedule.service.ts';
import { findOrCreateMetadataField } from './metadata.service.ts';

/** Known columns (Spanish headers, accents and case ignored); any other column becomes a characteristic. */
const columns: Record<string, string> = {
  titulo: 'title',
  descripcion: 'description',
  precio: 'price',
  valoracion: 'originalPrice',
  reserva: 'reservePrice',
  unidades: 'quantity',
  tributacion: 'taxTreatment',
  precepto: 'taxProvision',
  'precio de compra': 'purchasePrice',
};

/** The «tributacion» column's words (accents and case ignored); empty: the auction's treatment. */
const treatmentWords: Record<string, TTaxTreatment> = {
  general: 'general',
  iva: 'general',
  exenta: 'exempt',
  exento: 'exempt',
  'no sujeta': 'not-subject',
  'no sujeto': 'not-subject',
  rebu: 'rebu',
};
const knownKeys = new Set(Object.values(columns));

const t = apiText.lots;

const fold = (text: string) => foldAccents(text).trim();

/** "1.234,56", "1234,56", "1234.56" or "1234" euros → cents; null if it is not a number. */
export const parseEuros = (text: string): number | null => {
  const clean = text.replace(/[€\s]/g, '');
  if (!clean) return null;
  // Spanish style: "." groups thousands and "," marks decimals ("6.000", "4.200,50").
  const spanish = /,\d{1,2}$/.test(clean) || /^\d{1,3}(\.\d{3})+$/.test(clean);
  const normalised = spanish ? clean.replace(/\./g, '').replace(',', '.') : clean.replace(/,/g, '');
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/** Rows of a CSV file (separator ";" or ",", detected from the header). */
export const parseCsv = (csv: string): string[][] => {
  const firstLine = csv.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(csv, { delimiter, bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new AppError('VALIDATION', t.csvUnreadable((error as Error).message), {
      fields: { csv: t.csvMalformed },
    });
  }
};

/** An .xlsx is a zip: bounded by what it really inflates to, whatever its headers say (lib/bounded-unzip.ts). */
const maxUncompressedBytes = 40 * 1024 * 1024;
const readBudgetMs = 5_000;
/** Why a workbook is refused: the message and the file field's, as keys of the catalogue (read per request). */
const refusals = {
  invalid: ['xlsxInvalid', 'xlsxInvalidField'],
  'too-large': ['xlsxTooLarge', 'xlsxTooLargeField'],
  'too-slow': ['xlsxTooSlow', 'xlsxTooLargeField'],
} as const;

/** Rows of the first sheet of an Excel file, every cell as text. */
export const parseXlsx = async (data: Buffer): Promise<string[][]> => {
  // Inflated here, counted and timed (a zip bomb, or one whose headers lie, stops at the limit), then handed
  // to the parser as an archive whose sizes are true.
  const archive = unzipBounded(data, { maxBytes: maxUncompressedBytes, budgetMs: readBudgetMs });
  if (!archive.ok) {
    const [message, field] = refusals[archive.reason];
    throw new AppError('VALIDATION', t[message], { fields: { file: t[field] } });
  }
  try {
    // Loaded with the first spreadsheet, not with the server (npm run bench:memory).
    const { readSheet } = await import('read-excel-file/node');
    const rows = await readSheet(storedZip(archive.files));
    return rows
      .map((row) =>
        row.map((cell) =>
          cell === null || cell === undefined
            ? ''
            : cell instanceof Date
              ? cell.toISOString()
              : String(cell).trim(),
        ),
      )
      .filter((row) => row.some((cell) => cell !== ''));
  } catch {
    throw new AppError('VALIDATION', t.xlsxInvalid, { fields: { file: t.xlsxInvalidField } });
  }
};

/** The most lots one sheet may bring (issue 28: bounded, and measured by `npm run bench:bulk`). */
export const maxLotImportRows = 5_000;

/** Checks every row of a spreadsheet of lots; nothing is written. */
export const previewLotImport = (records: string[][]): TLotImportRow[] => {
  const [header, ...rows] = records;
  if (!header) throw new AppError('VALIDATION', t.csvEmpty, { fields: { csv: t.csvEmptyField } });
  // Bounded before any work: a sheet is one auction's catalogue, and its import is one transaction.
  if (rows.length > maxLotImportRows)
    throw new AppError('VALIDATION', t.tooManyRows(rows.length, maxLotImportRows), {
      fields: { csv: t.tooManyRowsField },
    });
  const keys = header.map((name) => columns[fold(name)] ?? name.trim());
  if (!keys.includes('title') || !keys.includes('price')) {
    throw new AppError('VALIDATION', t.columnsMissing, { fields: { csv: t.columnsMissingField } });
  }
  return rows.map((cells, index) => checkRow(keys, cells, index + 2));
};

/** One row of the sheet checked: the lot it makes, or every error found in it. */
const checkRow = (keys: string[], cells: string[], line: number): TLotImportRow => {
  const value = (key: string) => cells[keys.indexOf(key)] ?? '';
  const errors: string[] = [];
  const title = value('title');
  if (title.length < 2) errors.push(t.rowTitleMissing);
  const price = parseEuros(value('price'));
  if (price === null) errors.push(t.rowPriceInvalid(value('price')));
  const originalPrice = optionalEuros(value('originalPrice'), t.rowOriginalPriceInvalid, errors);
  // The hidden reserve: optional, in euros like the price.
  const reservePrice = optionalEuros(value('reservePrice'), t.rowReservePriceInvalid, errors);
  const quantity = readQuantity(value('quantity'), errors);
  const tax = readTaxTreatment(value('taxTreatment'), value('taxProvision'), errors);
  const purchasePrice = optionalEuros(value('purchasePrice'), t.rowPurchasePriceInvalid, errors);
  return {
    line,
    title,
    price,
    errors,
    lot: errors.length
      ? undefined
      : {
          title,
          description: value('description'),
          price: price!,
          originalPrice,
          reservePrice,
          quantity,
          ...tax,
          purchasePrice,
          metadata: characteristics(keys, cells),
        },
  };
};

/** An optional amount in euros, in cents: null when the cell is empty, an error when it is not a number. */
const optionalEuros = (text: string, invalid: (text: string) => string, errors: string[]) => {
  if (!text) return null;
  const cents = parseEuros(text);
  if (cents === null) errors.push(invalid(text));
  return cents;
};

/** How many units the lot holds: one when the cell is empty. */
const readQuantity = (text: string, errors: string[]) => {
  const quantity = text ? Number(text) : 1;
  if (!Number.isInteger(quantity) || quantity < 1) errors.push(t.rowQuantityInvalid(text));
  return quantity;
};

/** The lot's own tax treatment and precepto, checked as the lot form checks them (lot-editing.service.ts). */
const readTaxTreatment = (treatmentCell: string, provisionCell: string, errors: string[]) => {
  const treatmentText = fold(treatmentCell).replace(/\s+/g, ' ');
  const taxTreatment = treatmentText ? (treatmentWords[treatmentText] ?? null) : null;
  if (treatmentText && !taxTreatment) errors.push(t.rowTaxTreatmentInvalid(treatmentCell));
  const taxProvision = provisionCell || null;
  if (taxTreatment && !isProvisionOf(taxTreatment, taxProvision))
    errors.push(provisionMismatch(taxTreatment, taxProvision));
  if (!treatmentText && taxProvision) errors.push(t.rowProvisionWithoutTreatment);
  return { taxTreatment, taxProvision: taxTreatment ? taxProvision : null };
};

/** Why a precepto does not go with the treatment: the one it should cite, or that it cites none. */
const provisionMismatch = (treatment: TTaxTreatment, provision: string | null) =>
  treatment === 'exempt'
    ? t.rowProvisionNotExempt(provision ?? '')
    : treatment === 'not-subject'
      ? t.rowProvisionNotNotSubject(provision ?? '')
      : t.rowProvisionNotCited;

/** The cells of columns the import does not know, kept as the lot's characteristics. */
const characteristics = (keys: string[], cells: string[]) =>
  keys
    .map((key, position) => ({ key, value: cells[position] ?? '' }))
    .filter(({ key, value }) => !knownKeys.has(key) && value)
    .map(({ key, value }) => ({ name: key, value }));

/** Creates the valid rows as lots after the existing ones, on the staggered schedule. */
export const importLots = async ({
  db,
  auctionId,
  records,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  records: string[][];
  actorId: number;
}) => {
  const auction = await findAuction(db, auctionId);
  const rows = previewLotImport(records);
  const valid = rows.filter((row) => row.lot);
  if (valid.length !== rows.length)
    throw new AppError('VALIDATION', t.rowsWithErrors, { fields: { csv: t.rowsWithErrorsField } });
  return silentTransaction(db, async (tx) => {
    let { lastOrder: order, lastEnd: end } = await readLastLot(tx, auctionId);
    for (const row of valid) {
      order += 1;
      end = nextLotEnd(auction, end);
      const { metadata, ...lot } = row.lot!;
      const [created] = await tx
        .insert(lots)
        .values({
          ...lot,
          auctionId,
          slug: slugify(lot.title),
          order,
          endDate: end,
          hasDownprice: lot.originalPrice !== null && lot.originalPrice > lot.price,
        })
        .returning({ id: lots.id });
      for (const entry of metadata) {
        const field = await findOrCreateMetadataField(tx, { name: entry.name, priority: 100 });
        await tx
          .insert(metadataEntries)
          .values({ lotId: created!.id, metadataFieldId: field.id, value: entry.value });
      }
    }
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'lots-import',
      changes: { lots: valid.length },
    });
    return valid.length;
  });
};
