/** What the API and the forms say about the audit log's filters, in Spanish. */
export const audit = {
  fromDateInvalid: 'Escribe la fecha inicial (AAAA-MM-DD).',
  toDateInvalid: 'Escribe la fecha final (AAAA-MM-DD).',
  entityTooLong: 'El tipo de registro es demasiado largo.',
  entityIdTooLong: 'El identificador es demasiado largo.',
  entityMissing: 'Elige el tipo de registro del identificador.',
  toBeforeFrom: 'La fecha final no puede ser anterior a la inicial.',
};
