import { describe, expect, it } from 'vitest';
import {
  buyerTaxRegime,
  intraEuDestination,
  lineTaxTreatment,
  type TTaxBuyer,
  vatNumberCountry,
} from './tax-treatment.ts';

/** Who is taxed how (docs/after-the-hammer.md, "Buyers abroad"). */
const frenchCompany: TTaxBuyer = {
  isCompany: true,
  vatIdType: 'eu-vat',
  vatId: 'FR 403 032 650 45',
  country: 'FR',
  countryInEu: true,
};
const valid = { vatNumber: 'FR40303265045', valid: true };

describe('buyerTaxRegime', () => {
  it('an EU company whose very number VIES found valid is an intra-EU business buyer', () => {
    expect(buyerTaxRegime(frenchCompany, valid)).toBe('intra-eu-business');
  });

  it('is domestic without a valid check of that number, for a consumer, or for a Spanish number', () => {
    expect(buyerTaxRegime(frenchCompany, null)).toBe('domestic');
    expect(buyerTaxRegime(frenchCompany, { ...valid, valid: null })).toBe('domestic');
    expect(buyerTaxRegime(frenchCompany, { ...valid, vatNumber: 'FR11111111111' })).toBe('domestic');
    expect(buyerTaxRegime({ ...frenchCompany, isCompany: false }, valid)).toBe('domestic');
    expect(
      buyerTaxRegime(
        { ...frenchCompany, vatId: 'ESB12345674', country: 'ES' },
        { vatNumber: 'ESB12345674', valid: true },
      ),
    ).toBe('domestic');
  });

  it('is an export for a buyer living outside the EU, company or not', () => {
    const swiss = {
      isCompany: true,
      vatIdType: 'passport',
      vatId: 'CHE123456789',
      country: 'CH',
      countryInEu: false,
    };
    expect(buyerTaxRegime(swiss, null)).toBe('export');
    expect(buyerTaxRegime({ ...swiss, isCompany: false }, null)).toBe('export');
    expect(buyerTaxRegime({ ...swiss, country: null, countryInEu: null }, null)).toBe('domestic');
  });

  it('takes the destination from the VAT number (EL is Greece)', () => {
    expect(intraEuDestination('EL123456789')).toBe('GR');
    expect(intraEuDestination('de 123456789')).toBe('DE');
  });
});

describe('the VERI*FACTU keys of the cross-border lines', () => {
  it('E5 for an intra-EU supply, E2 with regime 02 for an export, N2 for a premium located abroad', () => {
    expect(lineTaxTreatment({ treatment: 'exempt', provision: '25', vatPercent: null })).toMatchObject({
      regimeKey: '01',
      exemptionCause: 'E5',
    });
    expect(lineTaxTreatment({ treatment: 'exempt', provision: '21', vatPercent: null })).toMatchObject({
      regimeKey: '02',
      exemptionCause: 'E2',
    });
    expect(
      lineTaxTreatment({ treatment: 'not-subject', provision: '69-eu', vatPercent: null }),
    ).toMatchObject({
      qualification: 'N2',
      legend: expect.stringContaining('Inversión del sujeto pasivo'),
    });
  });
});

describe('the country a buyer’s own VIES check asks about', () => {
  it('is the number’s own prefix, Greece’s EL included, else the account’s country', () => {
    expect(vatNumberCountry('fr 403 032 650 45', 'ES')).toBe('FR');
    expect(vatNumberCountry('EL123456789', 'ES')).toBe('GR');
    expect(vatNumberCountry('123456789', 'DE')).toBe('DE');
    expect(vatNumberCountry('B12345674', 'ES')).toBe('ES');
  });
});
