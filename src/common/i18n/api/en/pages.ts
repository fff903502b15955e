import type { pages as es } from '../es/pages.ts';

export const pages: typeof es = {
  slugFormat: 'Lower-case letters, numbers and hyphens only.',
  titleMissing: 'Please enter the title.',
  bodyMissing: 'Please enter the content.',
  bodyTooShort: 'The content is too short.',
  notFound: 'The page does not exist.',
};
