import { useState } from 'react';
import { useLazyGameLinkQuery, useTransferAllMutation, type GameAccount, type GameAccountCredentials } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { hasAutoLogin, safeAddress, transfersBeforePlay, type PlayLinks, type PlayTarget } from '@wallet/domain';

/** Why a Play did not open its game: no link, a link that is not a web address, the link call, or the move of the money. */
export type PlayProblem = { kind: 'noLink' } | { kind: 'unsafeAddress' } | { kind: 'link'; error: unknown } | { kind: 'transfer'; error: unknown };

/**
 * The game's play links: the account lookup's when it gives them (an extension of the spec's
 * credentials), else the wallet's game account's (spec §3 game account web, android, ios).
 */
export function gamePlayLinks(game: GameAccount, credentials: GameAccountCredentials | undefined): PlayLinks {
  return { web: credentials?.web ?? game.web, android: credentials?.android ?? game.android, ios: credentials?.ios ?? game.ios };
}

class PlayStopped extends Error {
  constructor(readonly problem: PlayProblem) {
    super(problem.kind);
  }
}

/**
 * Play from the game-account modal (spec sections 2 and 7). The address is found first: the app
 * link, or for web the provider's auto-login answer (else the game's own web link), and it must be
 * an http(s) address (safeAddress). Only then, when the game holds money and the wallet has some,
 * is the whole wallet moved into the game; then the address opens, in a new tab or this one (region
 * config). A game that cannot open keeps the member's money where it was.
 *
 * `play` resolves true when it moved money. It guards nothing itself: the modal runs it and its
 * transfer-all through one useSingleSuccess, so neither is sent twice nor both at once.
 */
export function usePlayGame(game: GameAccount, credentials: GameAccountCredentials | undefined, walletAmount: number) {
  const { gameLinkInNewTab } = useRegion();
  const [transferAll] = useTransferAllMutation();
  const [fetchGameLink] = useLazyGameLinkQuery();
  const [playing, setPlaying] = useState<PlayTarget | null>(null);
  const [problem, setProblem] = useState<PlayProblem | null>(null);
  const links = gamePlayLinks(game, credentials);

  const addressFor = async (target: PlayTarget): Promise<string> => {
    let link: string | null | undefined = links[target];
    if (target === 'web' && hasAutoLogin(game.code)) {
      const username = credentials?.username ?? game.username;
      const password = credentials?.password ?? game.password;
      const answer = await fetchGameLink({ provider: game.code, username, password }).unwrap().catch((error: unknown) => {
        throw new PlayStopped({ kind: 'link', error });
      });
      link = answer.link;
    }
    if (!link?.trim()) throw new PlayStopped({ kind: 'noLink' });
    const address = safeAddress(link);
    if (!address) throw new PlayStopped({ kind: 'unsafeAddress' });
    return address;
  };

  const play = async (target: PlayTarget): Promise<boolean> => {
    setProblem(null);
    // A tab opened after an awaited call counts as a pop-up and is blocked: open it on the tap,
    // and give it its address once the address is known and the money has moved.
    const tab = gameLinkInNewTab ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    setPlaying(target);
    try {
      const address = await addressFor(target);
      const moves = transfersBeforePlay(game.amount, walletAmount);
      if (moves) {
        await transferAll({ to: game.code })
          .unwrap()
          .catch((error: unknown) => {
            throw new PlayStopped({ kind: 'transfer', error });
          });
      }
      if (tab) tab.location.href = address;
      else window.location.assign(address);
      return moves;
    } catch (failure) {
      tab?.close();
      setProblem(failure instanceof PlayStopped ? failure.problem : { kind: 'link', error: failure });
      return false;
    } finally {
      setPlaying(null);
    }
  };

  return { play, playing, problem, links };
}
