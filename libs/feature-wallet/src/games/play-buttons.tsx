import { useTranslation } from 'react-i18next';
import { ApiErrorText, type GameAccount, type GameAccountCredentials } from '@wallet/api';
import type { PlayTarget } from '@wallet/domain';
import { Alert, Button } from '@wallet/ui';
import { Actions } from './game-account.styles';
import { NoGameLinkError, usePlayGame } from './use-play-game';

const LABEL_KEYS = { android: 'game.playAndroid', ios: 'game.playIos', web: 'game.playWeb' } as const;

/** Play on Android, iOS or the web; each shows its pending state, and only one runs at a time. */
export function PlayButtons({ game, credentials, disabled }: { game: GameAccount; credentials: GameAccountCredentials | undefined; disabled: boolean }) {
  const { t } = useTranslation('wallet');
  const { play, playing, error } = usePlayGame(game, credentials);
  const source = credentials ?? game;
  const targets = (['android', 'ios', 'web'] as const).filter((target: PlayTarget) => target === 'web' || source[target]);
  return (
    <>
      {error !== null && <Alert tone="danger">{error instanceof NoGameLinkError ? t('game.noLink') : <ApiErrorText error={error} />}</Alert>}
      <Actions>
        {targets.map((target) => (
          <Button key={target} onClick={() => void play(target)} busy={playing === target} disabled={disabled || (playing !== null && playing !== target)}>
            {t(LABEL_KEYS[target])}
          </Button>
        ))}
      </Actions>
    </>
  );
}
