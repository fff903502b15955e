import { formatDate } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { withdrawalDays } from '@/common/withdrawal-rules.ts';
import type { TWithdrawalDeclaration } from '@/server/db/schema/index.ts';
import { renderPdf } from '@/server/documents/pdf.ts';

export type TTrader = { name: string; address: string; email: string };

const blank = '________________________________________________';

/** The form's words in Spanish and English (the same keys); the English follows the EU's model form. */
const spanish = {
  title: 'Formulario de desistimiento',
  intro: (days: number) =>
    `Rellena y envía este formulario solo si compraste como consumidor y quieres desistir de la compra. Tienes ${days} días desde que recogiste el lote. También puedes hacerlo en tu cuenta, en «Mis adjudicaciones».`,
  to: 'A la atención de',
  notice: 'Por la presente te comunico que desisto de mi contrato de compra del siguiente bien:',
  goods: 'Bien (lote)',
  awardedOn: 'Adjudicado el',
  receivedOn: 'Recibido (recogido) el',
  name: 'Nombre del consumidor',
  address: 'Domicilio del consumidor',
  signature: 'Firma del consumidor (solo si envías este formulario en papel)',
  online: 'Presentado en línea desde la cuenta del consumidor',
  date: 'Fecha',
};
const words: Record<TLanguage, typeof spanish> = {
  es: spanish,
  en: {
    title: 'Withdrawal form',
    intro: (days) =>
      `Complete and return this form only if you bought as a consumer and wish to withdraw from the purchase. You have ${days} days from the day you collected the lot. You can also do it in your account, under "Won lots".`,
    to: 'To',
    notice: 'I hereby give notice that I withdraw from my contract of sale of the following goods:',
    goods: 'Goods (lot)',
    awardedOn: 'Won on',
    receivedOn: 'Received (collected) on',
    name: 'Name of consumer',
    address: 'Address of consumer',
    signature: 'Signature of consumer (only if this form is sent on paper)',
    online: "Submitted online from the consumer's account",
    date: 'Date',
  },
};

/**
 * The model withdrawal form (docs/after-the-hammer.md, "Right of withdrawal"), in our own words with the
 * fields of the legal model: to whom, what is withdrawn from, when it was bought and received, who withdraws,
 * the date. Blank for anyone to print, or filled with what the consumer declared online, in their language.
 */
export const renderWithdrawalPdf = (options: {
  siteName: string;
  trader: TTrader;
  declaration?: TWithdrawalDeclaration & { declaredOn: string };
  language?: TLanguage;
}) => {
  const { trader, declaration } = options;
  const t = words[options.language ?? 'es'];
  const field = (label: string, value: string | undefined) => [
    { text: label, fontSize: 8, color: '#555555', margin: [0, 8, 0, 0] as [number, number, number, number] },
    { text: value ?? blank, bold: value !== undefined },
  ];
  return renderPdf({
    info: { title: t.title, author: options.siteName },
    content: [
      { text: t.title, fontSize: 18, bold: true },
      { text: t.intro(withdrawalDays), margin: [0, 4, 0, 12] },
      ...field(t.to, `${trader.name}, ${trader.address}, ${trader.email}`),
      { text: t.notice, margin: [0, 14, 0, 0] },
      ...field(t.goods, declaration?.goods),
      ...field(t.awardedOn, declaration ? formatDate(declaration.awardedOn) : undefined),
      ...field(t.receivedOn, declaration ? formatDate(declaration.receivedOn) : undefined),
      ...field(t.name, declaration?.consumerName),
      ...field(t.address, declaration?.consumerAddress),
      ...field(t.signature, declaration ? t.online : undefined),
      ...field(t.date, declaration ? formatDate(declaration.declaredOn) : undefined),
    ],
  });
};
