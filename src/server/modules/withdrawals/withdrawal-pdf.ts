import { formatDate } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { withdrawalDays } from '@/common/withdrawal-rules.ts';
import type { TWithdrawalDeclaration } from '@/server/db/schema/index.ts';
import { documentMessages } from '@/server/documents/messages/index.ts';
import { renderPdf, type TPdfDefinition } from '@/server/documents/pdf.ts';

export type TTrader = { name: string; address: string; email: string };

const blank = '________________________________________________';

type TWithdrawalForm = {
  siteName: string;
  trader: TTrader;
  declaration?: TWithdrawalDeclaration & { declaredOn: string };
  language?: TLanguage;
};

/**
 * The model withdrawal form (docs/after-the-hammer.md, "Right of withdrawal"), in our own words with the
 * fields of the legal model: to whom, what is withdrawn from, when it was bought and received, who withdraws,
 * the date. Blank for anyone to print, or filled with what the consumer declared online, in their language.
 */
export const renderWithdrawalPdf = (options: TWithdrawalForm) => renderPdf(withdrawalDefinition(options));

/** The form's document definition, apart from rendering so tests read its text. */
export const withdrawalDefinition = (options: TWithdrawalForm): TPdfDefinition => {
  const { trader, declaration } = options;
  const language = options.language ?? 'es';
  const t = documentMessages(language).withdrawalForm;
  const day = (value: string) => formatDate(value, language);
  const field = (label: string, value: string | undefined) => [
    { text: label, fontSize: 8, color: '#555555', margin: [0, 8, 0, 0] as [number, number, number, number] },
    { text: value ?? blank, bold: value !== undefined },
  ];
  return {
    info: { title: t.title, author: options.siteName },
    content: [
      { text: t.title, fontSize: 18, bold: true },
      { text: t.intro(withdrawalDays), margin: [0, 4, 0, 12] },
      ...field(t.to, `${trader.name}, ${trader.address}, ${trader.email}`),
      { text: t.notice, margin: [0, 14, 0, 0] },
      ...field(t.goods, declaration?.goods),
      ...field(t.awardedOn, declaration ? day(declaration.awardedOn) : undefined),
      ...field(t.receivedOn, declaration ? day(declaration.receivedOn) : undefined),
      ...field(t.name, declaration?.consumerName),
      ...field(t.address, declaration?.consumerAddress),
      ...field(t.signature, declaration ? t.online : undefined),
      ...field(t.date, declaration ? day(declaration.declaredOn) : undefined),
    ],
  };
};
