import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * A short label that breaks only at its spaces. Chromium breaks Lao by ICU's dictionary, which
 * splits the loanwords the app writes into native syllables ('ໂບ|ນັດ' for bonus, 'ສະ|ລິບ' for
 * slip), and `word-break: keep-all` does nothing for Lao: each run between spaces is kept whole
 * instead, so a narrow column takes the width its words need.
 */
export function Phrases({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) => (part.trim() ? <Whole key={index}>{part}</Whole> : part))}
    </>
  );
}
