import { useState } from 'react';
import { useLazyGameLinkQuery, useTransferAllMutation, type GameAccount, type GameAccountCredentials } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { useSingleFlight } from '@wallet/ui';
import { gameLoginRoute, transfersBeforePlay, type PlayTarget } from '@wallet/domain';

/** Raised when the game has no link for the chosen platform. */
export class NoGameLinkError extends Error {}

/**
 * Play from the game-account modal (spec sections 2 and 7): a positive game balance first moves
 * the whole wallet into the game; then the link opens, in a new tab or this one (region config).
 * Web play asks the auto-login route of the provider for its link, or opens the game's own link.
 */
export function usePlayGame(game: GameAccount, credentials: GameAccountCredentials | undefined) {
  const { gameLinkInNewTab } = useRegion();
  const [transferAll] = useTransferAllMutation();
  const [fetchGameLink] = useLazyGameLinkQuery();
  const [playing, setPlaying] = useState<PlayTarget | null>(null);
  const [error, setError] = useState<unknown>(null);

  const linkFor = async (target: PlayTarget): Promise<string | null> => {
    const source = credentials ?? game;
    if (target !== 'web') return source[target];
    const username = credentials?.username ?? game.username;
    const password = credentials?.password ?? game.password;
    if (gameLoginRoute(game.code, username, password).kind === 'openLink') return source.web;
    return (await fetchGameLink({ provider: game.code, username, password }).unwrap()).link;
  };

  const play = useSingleFlight(async (target: PlayTarget) => {
    setError(null);
    // A tab opened after an awaited call counts as a pop-up and is blocked: open it on the tap,
    // and give it its address once the link has arrived.
    const tab = gameLinkInNewTab ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    setPlaying(target);
    try {
      if (transfersBeforePlay(game.amount)) await transferAll({ to: game.code }).unwrap();
      const link = await linkFor(target);
      if (!link) throw new NoGameLinkError(target);
      if (tab) tab.location.href = link;
      else window.location.assign(link);
    } catch (failure) {
      tab?.close();
      setError(failure);
    } finally {
      setPlaying(null);
    }
  });

  return { play, playing, error };
}
