/** What the API and the forms say about the informative pages, in Spanish. */
export const pages = {
  slugFormat: 'Solo minúsculas, números y guiones.',
  titleMissing: 'Escribe el título.',
  bodyMissing: 'Escribe el contenido.',
  bodyTooShort: 'El contenido es demasiado corto.',
  notFound: 'La página no existe.',
};
