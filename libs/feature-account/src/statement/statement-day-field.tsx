import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readWrittenDay, typedDay, writeDay } from '@wallet/domain';
import { Input } from '@wallet/ui';

/** Why the text is not taken as the field's day: the key of its text under statement.filter. */
type Problem = 'dayPartial' | 'dayImpossible' | 'dayOrder';

/** What the field holds: the text shown and, after an edit that rewrote it, where the caret goes. */
interface Edit {
  text: string;
  caret: number | null;
}

const DIGIT = /\d/;

/** Whether a 'YYYY-MM-DD' day lies before `earliest` or after `latest` (null: no end). */
const outside = (day: string, earliest: string | null, latest: string | null) => (earliest !== null && day < earliest) || (latest !== null && day > latest);

/** Where the caret goes in `text` to stand after the same digits it stood after in what was typed. */
function caretAfterDigits(text: string, typed: string, caret: number): number {
  const digits = [...typed.slice(0, caret)].filter((char) => DIGIT.test(char)).length;
  let position = 0;
  for (let seen = 0; position < text.length && seen < digits; position += 1) if (DIGIT.test(text[position])) seen += 1;
  // A slash the member has just typed, or one added after a day or month just completed, is passed.
  if (text[position] === '/' && (caret === typed.length || !DIGIT.test(typed[caret - 1] ?? ''))) position += 1;
  return position;
}

/**
 * A statement day as the app writes days (spec §9, issue 29): a labelled text field showing
 * DD/MM/YYYY in every language, with the format under it (aria-describedby), a number pad on a
 * phone, digits taken as typed and the slashes added between them (domain typedDay). A whole day
 * that exists, or an emptied field, is handed up at once as 'YYYY-MM-DD' or null; a day that
 * does not exist, one outside [earliest, latest], or a text left unfinished is an error announced
 * on the field (role=alert, aria-invalid) and changes nothing; `onRefused` hears whether such an
 * error stands, so the list does not claim results for days the member did not get. A day given
 * from outside (the address, Clear) is shown as DD/MM/YYYY. A Buddhist-era year is read too
 * (domain commonEraYear) and written back in the common era, as the hint says.
 */
export function StatementDayField({
  label,
  day,
  onDay,
  earliest = null,
  latest = null,
  onRefused,
}: {
  label: string;
  day: string | null;
  onDay: (day: string | null) => void;
  earliest?: string | null;
  latest?: string | null;
  onRefused?: (refused: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const [edit, setEdit] = useState<Edit>(() => ({ text: writeDay(day), caret: null }));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [shown, setShown] = useState(day);
  const field = useRef<HTMLInputElement>(null);

  // A day from outside: the text follows it, unless it already names that day ('1/3/2026').
  if (day !== shown) {
    setShown(day);
    const reading = readWrittenDay(edit.text);
    const names = reading.kind === 'day' ? reading.day === day : reading.kind === 'empty' && day === null;
    if (!names) {
      setEdit({ text: writeDay(day), caret: null });
      setProblem(null);
    }
  }

  const take = (text: string) => {
    const reading = readWrittenDay(text);
    if (reading.kind === 'impossible') return setProblem('dayImpossible');
    if (reading.kind === 'partial') return setProblem(null);
    if (reading.kind === 'day' && outside(reading.day, earliest, latest)) return setProblem('dayOrder');
    setProblem(null);
    const next = reading.kind === 'day' ? reading.day : null;
    if (next !== day) onDay(next);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const text = typedDay(typed);
    const caret = event.target.selectionStart;
    setEdit({ text, caret: text === typed || caret === null ? null : caretAfterDigits(text, typed, caret) });
    take(text);
  };

  // Leaving the field (or Enter) finishes it: an unfinished text says how to write a day, a whole one is written out in full.
  const finish = () => {
    const reading = readWrittenDay(edit.text);
    if (reading.kind === 'partial') setProblem('dayPartial');
    else if (reading.kind === 'day' && writeDay(reading.day) !== edit.text) setEdit({ text: writeDay(reading.day), caret: null });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish();
  };

  // The rewritten text (a slash added, a letter dropped) keeps the caret after the digits it followed.
  useLayoutEffect(() => {
    const input = field.current;
    if (edit.caret !== null && input !== null && document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
  }, [edit]);

  // A day refused for lying outside the other end's day is taken once that end moves to allow it.
  useEffect(() => {
    if (problem !== 'dayOrder') return;
    const reading = readWrittenDay(edit.text);
    if (reading.kind !== 'day' || outside(reading.day, earliest, latest)) return;
    setProblem(null);
    if (reading.day !== day) onDay(reading.day);
  }, [problem, edit.text, earliest, latest, day, onDay]);

  const refused = problem !== null;
  useEffect(() => onRefused?.(refused), [refused, onRefused]);

  return (
    <Input
      ref={field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      label={label}
      hint={t('statement.filter.dayHint')}
      error={problem === null ? undefined : t(`statement.filter.${problem}`)}
      value={edit.text}
      onChange={change}
      onBlur={finish}
      onKeyDown={keyDown}
    />
  );
}
