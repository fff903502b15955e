/** What the API and the forms say about common, in Spanish. */
export const common = {
  notFound: 'No encontrado',
  required: 'Este campo es obligatorio.',
};
