import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { chatFileLimitMb, CHAT_IMAGE_EXTENSIONS, CHAT_VIDEO_EXTENSIONS, LIMITS, showsChatCounter, validateChatFile, validateChatText } from '@wallet/domain';
import { Alert, Button } from '@wallet/ui';
import { AttachIcon } from './chat-icons';
import { ComposerForm, ComposerNotes, Counter } from './history.styles';
import { useChatAlert } from './use-chat-alert';
import { IconButton } from './widget.styles';

const ACCEPT = [...CHAT_IMAGE_EXTENSIONS, ...CHAT_VIDEO_EXTENSIONS].map((extension) => `.${extension}`).join(',');

export interface ComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  disabled: boolean;
  onSend: (text: string) => void;
  onFile: (file: File) => void;
}

/** The message box (spec §5): Enter sends, Shift+Enter adds a line, blank is never sent, 2000 characters at most; attach-file with its rules. */
export function Composer({ inputRef, disabled, onSend, onFile }: ComposerProps) {
  const { t } = useTranslation(['chat']);
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const { alert, show } = useChatAlert();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || validateChatText(text) !== null) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateChatFile(file);
    if (problem) return show(t(problem, { n: chatFileLimitMb(file.name) ?? 0 }));
    onFile(file);
  };

  return (
    <ComposerForm onSubmit={submit}>
      <IconButton type="button" aria-label={t('chat:widget.attach')} title={t('chat:widget.attach')} disabled={disabled} onClick={() => fileRef.current?.click()}>
        <AttachIcon />
      </IconButton>
      <input ref={fileRef} type="file" accept={ACCEPT} hidden onChange={onPick} data-testid="chat-file" />
      <textarea
        ref={inputRef}
        rows={1}
        value={text}
        maxLength={LIMITS.CHAT_MESSAGE_MAX}
        aria-label={t('chat:widget.placeholder')}
        placeholder={t('chat:widget.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={disabled || text.trim() === ''}>
        {t('chat:widget.send')}
      </Button>
      <ComposerNotes>
        {showsChatCounter(text.length) && <Counter>{t('chat:widget.counter', { count: text.length, max: LIMITS.CHAT_MESSAGE_MAX })}</Counter>}
        {alert && <Alert tone="danger">{alert}</Alert>}
      </ComposerNotes>
    </ComposerForm>
  );
}
