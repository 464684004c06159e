import { useTranslation } from 'react-i18next';
import { ApiErrorText, MoneyErrorText } from '@wallet/api-texts';
import type { PlayTarget } from '@wallet/domain';
import { Alert, Button } from '@wallet/ui';
import { Actions, Note } from './game-account.styles';
import type { PlayProblem } from './use-play-game';

const LABEL_KEYS = { android: 'game.playAndroid', ios: 'game.playIos', web: 'game.playWeb' } as const;

/** Why a Play did not open, in the member's language. */
function PlayProblemText({ problem }: { problem: PlayProblem }) {
  const { t } = useTranslation(['wallet', 'errors']);
  if (problem.kind === 'noLink') return <>{t('wallet:game.noLink')}</>;
  if (problem.kind === 'unsafeAddress') return <>{t('errors:unsafeAddress')}</>;
  if (problem.kind === 'transfer') return <MoneyErrorText error={problem.error} />;
  return <ApiErrorText error={problem.error} />;
}

export interface PlayButtonsProps {
  targets: readonly PlayTarget[];
  playing: PlayTarget | null;
  problem: PlayProblem | null;
  disabled: boolean;
  /** Play moves the wallet into the game first: a money action, which waits for the network. */
  movesMoney: boolean;
  onPlay: (target: PlayTarget) => void;
}

/** Play on Android, iOS or the web, as the game offers them (none: says so); each shows its pending state. */
export function PlayButtons({ targets, playing, problem, disabled, movesMoney, onPlay }: PlayButtonsProps) {
  const { t } = useTranslation('wallet');
  return (
    <>
      {problem && (
        <Alert tone="danger">
          <PlayProblemText problem={problem} />
        </Alert>
      )}
      {targets.length === 0 && <Note>{t('game.noLink')}</Note>}
      <Actions>
        {targets.map((target) => (
          <Button key={target} money={movesMoney} onClick={() => onPlay(target)} busy={playing === target} disabled={disabled || (playing !== null && playing !== target)}>
            {t(LABEL_KEYS[target])}
          </Button>
        ))}
      </Actions>
    </>
  );
}
