import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { selectMutationsInFlight } from '@wallet/api';
import { isReloadSafe, NO_UPDATE, updatePromptStep } from '@wallet/domain';
import { Button, darkTheme, useReloadHolds } from '@wallet/ui';
import { Actions, Bar, Texts } from './update-prompt.styles';
import type { UpdateWatch } from './watch-for-updates';

export interface UpdatePromptProps {
  /** Starts watching for a new release, which it reports through `onRelease`. */
  startWatch: (onRelease: (release: string) => void) => UpdateWatch;
}

/**
 * 'A new version is available' with Reload and Later (issue 19). The page reloads only when the
 * member agrees, and only at a safe moment: with no money call in flight and no modal open or step
 * under way; agreed at another moment, it says it will reload and does once that moment comes.
 */
export function UpdatePrompt({ startWatch }: UpdatePromptProps) {
  const { t } = useTranslation(['update', 'common']);
  const [prompt, dispatch] = useReducer(updatePromptStep, NO_UPDATE);
  const safe = isReloadSafe({ callsInFlight: useSelector(selectMutationsInFlight), holds: useReloadHolds() });
  const watch = useRef<UpdateWatch | null>(null);
  const applied = useRef(false);

  useEffect(() => {
    const started = startWatch((release) => dispatch({ type: 'found', release }));
    watch.current = started;
    return () => started.stop();
  }, [startWatch]);
  useEffect(() => dispatch({ type: 'safety', safe }), [safe]);
  useEffect(() => {
    if (prompt.step !== 'reload' || applied.current) return;
    applied.current = true;
    void watch.current?.apply(prompt.release);
  }, [prompt]);

  if (prompt.step === 'none' || prompt.step === 'declined') return null;
  const agreed = prompt.step !== 'offered';
  return (
    <ThemeProvider theme={darkTheme}>
      <Bar role="status">
        <Texts>
          <strong>{t('available')}</strong>
          {agreed && <span>{t('waiting')}</span>}
        </Texts>
        <Actions>
          {prompt.step !== 'reload' && (
            <Button variant="secondary" onClick={() => dispatch({ type: 'decline' })}>
              {t('later')}
            </Button>
          )}
          <Button busy={agreed} onClick={() => dispatch({ type: 'consent', safe })}>
            {t('common:action.reload')}
          </Button>
        </Actions>
      </Bar>
    </ThemeProvider>
  );
}
