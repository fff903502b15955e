import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@/common/language.ts';
import { lotBlockLostMail, lotProvisionalMail, lotRejectedMail } from './award-templates.ts';
import { withdrawalReceivedMail, withdrawalRefundedMail } from './consumer-templates.ts';
import { mailFormats } from './messages/index.ts';
import {
  accountExistsMail,
  activationMail,
  depositMovedMail,
  emailChangeMail,
  lotLostMail,
  lotWonMail,
  newDeviceMail,
  offerDecisionMail,
  passwordRecoveryMail,
  paymentReminderMail,
  pickupBookedMail,
  settlementStatementMail,
  subscriptionDecisionMail,
  subscriptionRequestedMail,
} from './templates.ts';

const site = { siteName: 'Lonja', publicUrl: 'https://lonja.test' };
const lot = { title: 'Torno', url: 'https://lonja.test/subastas/4/9' };
const won = 'https://lonja.test/mi-cuenta/adjudicaciones';
const deposit = {
  amount: '€500',
  iban: 'ES91 2100 0418 4502 0005 1332',
  holder: 'Lonja SL',
  reference: 'D-1',
};

/** One of every e-mail a buyer or bidder can get, to `language`'s reader. */
const everyMail = (language: TLanguage) => {
  const to = { email: 'a@example.com', firstname: 'Emily', language };
  const at = { auctionTitle: 'Maquinaria', url: won };
  return [
    activationMail(site, to, 'https://lonja.test/user/signup/validation/k'),
    newDeviceMail(site, to, { device: 'Firefox', network: null, place: null, at: '1', url: won }),
    passwordRecoveryMail(site, to, 'https://lonja.test/user/password-restablishment/k'),
    emailChangeMail(site, to, 'https://lonja.test/mi-cuenta/datos/contacto?confirmar=k'),
    accountExistsMail(site, to, 'https://lonja.test/?acceder=recuperar'),
    subscriptionRequestedMail(site, to, { title: 'Maquinaria', url: lot.url }, deposit, won),
    subscriptionDecisionMail(site, to, { title: 'Maquinaria', url: lot.url }, true, deposit, won),
    subscriptionDecisionMail(site, to, { title: 'Maquinaria', url: lot.url }, false, null),
    lotWonMail(site, to, {
      ...lot,
      ...{ hammer: '1', commission: '1', vat: '1', total: '1', paymentBy: '1', collectionBy: '1' },
      ...{ receiptUrl: 'https://lonja.test/api/r', chainHead: 'abc' },
    }),
    lotLostMail(site, to, { ...lot, hammer: '1' }),
    lotProvisionalMail(site, to, lot),
    lotRejectedMail(site, to, lot),
    lotBlockLostMail(site, to, { ...lot, block: true }),
    offerDecisionMail(site, to, { lotTitle: 'Torno', amount: '1', url: lot.url }, true),
    depositMovedMail(site, to, { ...at, amount: '1', status: 'refund-due', refundIban: null, note: null }),
    settlementStatementMail(site, to, {
      ...at,
      ...{ lots: [{ title: 'Torno', total: '1' }], total: '1', paid: '0', balance: '1', dueDate: '1' },
      ...{ iban: 'ES91', holder: 'Lonja SL', reference: 'L-1', isCardEnabled: true },
    }),
    pickupBookedMail(site, to, { ...at, slot: '1', address: null, mapUrl: null, code: 'ABCDE' }),
    paymentReminderMail(site, to, { ...at, balance: '1', dueDate: '1', reference: 'L-1', isOverdue: true }),
    withdrawalReceivedMail(site, to, {
      lotTitle: 'Torno',
      declaredOn: '1',
      refund: '1',
      refundBy: '1',
      url: won,
    }),
    withdrawalRefundedMail(site, to, { lotTitle: 'Torno', refund: '1', url: won }),
  ];
};

describe('e-mails in the reader’s language', () => {
  it('are all in English for an English reader, every link to the site at its English address', () => {
    for (const mail of everyMail('en')) {
      expect(mail.html, mail.subject).toContain('<html lang="en">');
      expect(mail.text, mail.subject).toContain('Hello Emily,');
      expect(mail.text, mail.subject).not.toMatch(/Hola|Un saludo|subasta|lote|Ver |Mis /);
      for (const link of mail.text.match(/https:\/\/lonja\.test\S*/g) ?? [])
        expect(link, mail.subject).toMatch(/^https:\/\/lonja\.test\/(en\/|api\/)/);
    }
  });

  it('are Spanish, at the Spanish addresses, for a Spanish reader', () => {
    for (const mail of everyMail('es')) {
      expect(mail.html, mail.subject).toContain('<html lang="es">');
      expect(mail.text, mail.subject).toContain('Hola, Emily:');
      expect(mail.text, mail.subject).not.toContain('/en/');
    }
  });

  it('say amounts and dates as each reader writes them', () => {
    const at = new Date('2026-11-27T17:30:00Z');
    expect(mailFormats('es').cents(150_050)).toBe('1.500,50\u00a0€');
    expect(mailFormats('en').cents(150_050)).toBe('€1,500.50');
    expect(mailFormats('en').cents(150_000)).toBe('€1,500');
    expect(mailFormats('en').dateTime(at)).toBe('27/11/2026, 18:30');
  });
});
