import { Fragment } from 'react';
import { foldAccents } from '@/common/fold-accents.ts';

const foldChar = (char: string) => foldAccents(char) || char;

/** Text with the words of `query` marked, accents and case ignored ("camion" marks "Camión"). */
export const Highlight = ({ text, query }: { text: string; query: string }) => {
  const folded = Array.from(text, (char) => foldChar(char)[0] ?? char).join('');
  const terms = query
    .split(/\s+/)
    .map((term) => Array.from(term, (char) => foldChar(char)[0] ?? char).join(''))
    .filter((term) => term.length >= 2);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    let at = folded.indexOf(term);
    while (at >= 0) {
      for (let i = at; i < at + term.length; i++) marked[i] = true;
      at = folded.indexOf(term, at + term.length);
    }
  }
  const pieces: { text: string; mark: boolean }[] = [];
  Array.from(text).forEach((char, index) => {
    const last = pieces.at(-1);
    if (last && last.mark === marked[index]) last.text += char;
    else pieces.push({ text: char, mark: marked[index] ?? false });
  });
  return (
    <>
      {pieces.map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are derived from the text and never reorder
        piece.mark ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
};
