import type { contact as es } from '../es/contact.ts';

export const contact: typeof es = {
  nameMissing: 'Please write your name.',
  subjectMissing: 'Please write a subject.',
  bodyMissing: 'Please write your message.',
  bodyTooShort: 'The message must be at least 10 characters long.',
  received: 'Thank you. We have received your message and will answer as soon as we can.',
};
