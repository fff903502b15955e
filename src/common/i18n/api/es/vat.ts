/** What the API and the forms say about VAT number checks (VIES), in Spanish. */
export const vat = {
  countryFormat: 'El país debe ser un código de 2 letras (ES, FR…).',
  numberCharacters: 'El número de IVA tiene caracteres no válidos.',
  viesValid: 'El número de IVA es válido en el censo VIES de la UE.',
  viesNotListed: 'El número de IVA no figura en el censo VIES de la UE.',
  viesDownChecksumValid:
    'El número es correcto, pero el servicio VIES de la UE no responde ahora y no se ha podido comprobar su alta en el censo.',
  viesDown: 'El servicio VIES de la UE no responde ahora. Inténtalo de nuevo en unos minutos.',
};
