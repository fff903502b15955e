import { formatDate } from '../../../format.ts';
import type { settlements as es } from '../es/settlements.ts';

export const settlements: typeof es = {
  notFound: 'The settlement does not exist.',
  lotNotFound: 'The lot does not exist.',
  lotNotInSettlement: 'The lot is not in this settlement.',
  auctionMoneyLocked:
    'The auction already has settlements or invoices; correct it with a corrective invoice.',
  lotMoneyLocked: 'The lot already has a settlement or an invoice; correct it with a corrective invoice.',
  buyerInvoiced:
    'This buyer’s settlement in this auction has already been invoiced; correct it with a corrective invoice.',
  proofKindMissing: 'Choose the kind of proof: intra-EU transport or export DUA.',
  documentMissing: 'Please enter the document number.',
  documentTooShort: 'Please enter the document number (DUA or CMR).',
  documentTooLong: 'The document number is too long.',
  documentDateInvalid: 'The document date is not valid (yyyy-mm-dd).',
  documentDateFuture: 'The document date cannot be in the future.',
  cancelledNothingToProve: 'The settlement is cancelled: there is no sale to prove.',
  customsOnlyOutsideEu: 'An export DUA is recorded only for a buyer established outside the European Union.',
  transportOnlyEuBusiness:
    'Intra-EU transport proof is recorded only for a business in another Member State with a NIF-IVA valid in VIES.',
  customsAlreadyRecorded: (document) => `DUA ${document} is already recorded.`,
  exitTooLate: (deadline) =>
    `The goods left the EU more than three months after delivery (deadline ${formatDate(deadline, 'en')}): the export is not exempt and the IVA stands.`,
  cancelledNoVat: 'The settlement is cancelled: there is no IVA to charge.',
  transportProofRecorded: 'The transport proof is recorded: the supply remains exempt.',
  vatAlreadyCharged: 'The IVA of this settlement has already been charged.',
  noExemptInvoice: 'This settlement has no invoice exempt as an intra-EU supply.',
  proofDeadlineOpen: (deadline) =>
    `The deadline for the transport proof has not passed: it ends on ${formatDate(deadline, 'en')}.`,
  fileMissing: 'The file is missing.',
  fileMissingField: 'Choose a file.',
  fileTooLarge: 'The document exceeds the 15 MB maximum.',
  fileTooLargeField: 'The file is too large.',
  fileTypeRefused: 'The document must be a PDF or a JPEG or PNG image.',
  fileContentInvalid: (type) => `The file’s content is not a valid ${type}.`,
  proofFilesOnlyAbroad:
    'Proof that the goods left is kept only for buyers from another Member State or from outside the EU.',
  proofFilesOnlyAbroadField: 'This settlement is not a foreign buyer’s.',
  fileNotFound: 'The document does not exist.',
};
