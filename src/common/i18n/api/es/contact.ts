/** What the API and the forms say about the contact form, in Spanish. */
export const contact = {
  nameMissing: 'Escribe tu nombre.',
  subjectMissing: 'Escribe el asunto.',
  bodyMissing: 'Escribe tu mensaje.',
  bodyTooShort: 'El mensaje debe tener al menos 10 caracteres.',
  received: 'Gracias. Hemos recibido tu mensaje y te responderemos lo antes posible.',
};
