/**
 * Builds a Norma 43 (AEB/CSB 43) statement the way a Spanish bank writes one: 80-character records,
 * Latin-1, totals in record 33 and the record count in 88. For tests and the browser journey.
 */
export type TStatementMovement = { date: string; amount: number; concept: string; document?: string };

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const money = (cents: number) => String(Math.abs(cents)).padStart(14, '0');
const record = (text: string) => text.padEnd(80, ' ').slice(0, 80);

export const norma43Statement = (
  movements: TStatementMovement[],
  { account = '0200051332', bank = '2100', branch = '0418', openingBalance = 0 } = {},
) => {
  const dates = movements.map((movement) => movement.date).sort();
  const from = dates[0] ?? '2026-11-01';
  const to = dates.at(-1) ?? from;
  const lines = [
    record(
      `11${bank}${branch}${account}${yymmdd(from)}${yymmdd(to)}${openingBalance < 0 ? '1' : '2'}${money(openingBalance)}978` +
        `3LONJA SUBASTAS SL`.padEnd(26),
    ),
  ];
  for (const movement of movements) {
    const key = movement.amount < 0 ? '1' : '2';
    const document = (movement.document ?? '0000000000').padStart(10, '0');
    lines.push(
      record(
        `22    ${branch}${yymmdd(movement.date)}${yymmdd(movement.date)}02099${key}${money(movement.amount)}${document}${''.padEnd(12)}${''.padEnd(16)}`,
      ),
    );
    const concept = movement.concept.padEnd(76).slice(0, 76);
    lines.push(record(`2301${concept.slice(0, 38)}${concept.slice(38)}`));
  }
  const debits = movements.filter((movement) => movement.amount < 0);
  const credits = movements.filter((movement) => movement.amount > 0);
  const sum = (list: TStatementMovement[]) =>
    list.reduce((total, movement) => total + Math.abs(movement.amount), 0);
  const closing = openingBalance + sum(credits) - sum(debits);
  lines.push(
    record(
      `33${bank}${branch}${account}${String(debits.length).padStart(5, '0')}${money(sum(debits))}${String(credits.length).padStart(5, '0')}${money(sum(credits))}${closing < 0 ? '1' : '2'}${money(closing)}978`,
    ),
  );
  lines.push(record(`88${'9'.repeat(18)}${String(lines.length).padStart(6, '0')}`));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
};
