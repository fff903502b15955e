import type { common as es } from '../es/common.ts';

export const common: typeof es = {
  notFound: 'Not found',
  required: 'This field is required.',
};
