import type {
  TBankAccount,
  TBidRange,
  TContact,
  THouseInvoicing,
  TSoftClose,
} from '@/common/schemas/config-data.ts';

/** Settings every installation starts with; admins change them later in the back office. */
export const defaultConfig: { key: string; value: unknown; isPublic: boolean }[] = [
  {
    key: 'bidRanges',
    isPublic: true,
    value: [
      { value: 0, increment: 10 },
      { value: 100, increment: 25 },
      { value: 500, increment: 50 },
      { value: 1000, increment: 100 },
      { value: 5000, increment: 250 },
      { value: 10000, increment: 500 },
      { value: 50000, increment: 1000 },
      { value: 100000, increment: 2500 },
    ] satisfies TBidRange[],
  },
  {
    key: 'softClose',
    isPublic: true,
    value: { windowSeconds: 120, extensionSeconds: 120 } satisfies TSoftClose,
  },
  { key: 'vatPercent', isPublic: true, value: 21 },
  // Offers on liquidación lots below this share of the asking price are refused (the seller would not take them).
  { key: 'minimumOfferPercent', isPublic: true, value: 50 },
  {
    key: 'contact',
    isPublic: true,
    value: {
      companyName: 'Lonja Subastas S.L.',
      address: 'Calle de Colón 18, 4ª planta, 46004 Valencia',
      phone: '+34 963 52 14 80',
      email: 'info@lonja.example',
      hours: 'De lunes a viernes, de 9:00 a 14:00 y de 16:00 a 18:30',
      location: { lat: 39.4699, lng: -0.3714 },
    } satisfies TContact,
  },
  {
    key: 'bankAccount',
    isPublic: true,
    value: {
      holder: 'Lonja Subastas S.L.',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bank: 'CaixaBank',
      bic: 'CAIXESBBXXX',
    } satisfies TBankAccount,
  },
  // The example house's identity: set the real one in Configuración before the first invoice is issued.
  {
    key: 'houseInvoicing',
    isPublic: false,
    value: {
      name: 'Lonja Subastas S.L.',
      nif: 'B12345674',
      address: 'Calle de Colón 18, 4ª planta, 46004 Valencia',
      premiumSeries: 'C',
      goodsSeries: 'V',
    } satisfies THouseInvoicing,
  },
];
