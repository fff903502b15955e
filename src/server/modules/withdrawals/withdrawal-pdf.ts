import { formatDate } from '@/common/format.ts';
import { withdrawalDays } from '@/common/withdrawal-rules.ts';
import type { TWithdrawalDeclaration } from '@/server/db/schema/index.ts';
import { renderPdf } from '@/server/documents/pdf.ts';

export type TTrader = { name: string; address: string; email: string };

const blank = '________________________________________________';

/**
 * The model withdrawal form (docs/after-the-hammer.md, "Right of withdrawal"), in our own words with the
 * fields of the legal model: to whom, what is withdrawn from, when it was bought and received, who withdraws,
 * the date. Blank for anyone to print, or filled with what the consumer declared online.
 */
export const renderWithdrawalPdf = (options: {
  siteName: string;
  trader: TTrader;
  declaration?: TWithdrawalDeclaration & { declaredOn: string };
}) => {
  const { trader, declaration } = options;
  const field = (label: string, value: string | undefined) => [
    { text: label, fontSize: 8, color: '#555555', margin: [0, 8, 0, 0] as [number, number, number, number] },
    { text: value ?? blank, bold: value !== undefined },
  ];
  return renderPdf({
    info: { title: 'Formulario de desistimiento', author: options.siteName },
    content: [
      { text: 'Formulario de desistimiento', fontSize: 18, bold: true },
      {
        text: `Rellena y envía este formulario solo si compraste como consumidor y quieres desistir de la compra. Tienes ${withdrawalDays} días desde que recogiste el lote. También puedes hacerlo en tu cuenta, en «Mis adjudicaciones».`,
        margin: [0, 4, 0, 12],
      },
      ...field('A la atención de', `${trader.name}, ${trader.address}, ${trader.email}`),
      {
        text: 'Por la presente te comunico que desisto de mi contrato de compra del siguiente bien:',
        margin: [0, 14, 0, 0],
      },
      ...field('Bien (lote)', declaration?.goods),
      ...field('Adjudicado el', declaration ? formatDate(declaration.awardedOn) : undefined),
      ...field('Recibido (recogido) el', declaration ? formatDate(declaration.receivedOn) : undefined),
      ...field('Nombre del consumidor', declaration?.consumerName),
      ...field('Domicilio del consumidor', declaration?.consumerAddress),
      ...field(
        'Firma del consumidor (solo si envías este formulario en papel)',
        declaration ? 'Presentado en línea desde la cuenta del consumidor' : undefined,
      ),
      ...field('Fecha', declaration ? formatDate(declaration.declaredOn) : undefined),
    ],
  });
};
