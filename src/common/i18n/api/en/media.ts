import type { media as es } from '../es/media.ts';

export const media: typeof es = {
  ownerInvalid: 'owner must be auction, lot, sublot, sale or sale-lot.',
  fileMissing: 'The file is missing.',
  fileMissingField: 'Please choose a file.',
  fileTooLarge: (megabytes: number) => `The file exceeds the ${megabytes} MB limit.`,
  fileTooLargeField: 'File too large.',
  invalidBody: 'The body of the request holds invalid data.',
  fileNameUnstorable: (reason: string) => `The file name: ${reason}`,
  ownerNotFound: 'The item you want to add files to does not exist.',
  imageFormatRefused: 'Image format not accepted: please use JPEG, PNG, WebP, GIF, AVIF or TIFF.',
  imageFormatRefusedField: 'Format not accepted.',
  imageUnreadable: 'The image cannot be read or is too large (40 megapixels at most).',
  imageUnreadableField: 'Invalid image.',
  fileTypeRefused: 'File type not accepted: PDF, Word, Excel, CSV, text or ZIP.',
  fileTypeRefusedField: 'Type not accepted.',
  fileContentMismatch: (extension: string) => `The file's content is not a valid ${extension}.`,
  fileContentMismatchField: 'The content does not match its type.',
  imageNotFound: 'This image does not exist.',
  fileNotFound: 'This file does not exist.',
  reorderListMismatch: 'The list must hold exactly the current images.',
  reorderListMismatchField: 'The list of images is incomplete or holds images of something else.',
};
