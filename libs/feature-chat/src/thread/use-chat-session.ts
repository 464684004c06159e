import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useChatConfigQuery, type WalletStore } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { deliverChatMessage, loadOlderChat, reloadChatHistory, removeChatMessage, sendChatFile, sendChatText } from './chat-actions';
import { useChatThreadQuery } from './chat-thread.api';
import type { ChatThreadArg } from './thread-types';
import type { ChatIdentity } from './use-chat-identity';

const NO_PROFILE = { name: null, username: null };

/**
 * The widget's conversation for one member (or guest) in one session. With the build's chat
 * backend setting the config call comes first (its PREFIX names the socket's room); without it
 * (spec §4: no socket) the history and sending work over HTTP alone.
 */
export function useChatSession(identity: ChatIdentity | null, session: number) {
  const dispatch = useDispatch<WalletStore['dispatch']>();
  const { chatSocketUrl } = useRegion();
  const config = useChatConfigQuery(identity && chatSocketUrl ? undefined : skipToken);
  const prefix = config.data?.PREFIX;
  const arg = useMemo<ChatThreadArg | null>(() => {
    if (!identity) return null;
    const who = { userId: identity.userId, guestId: identity.guestId, session };
    if (!chatSocketUrl) return { ...who, socket: null };
    return prefix === undefined ? null : { ...who, socket: { url: chatSocketUrl, prefix } };
  }, [identity, session, chatSocketUrl, prefix]);
  const thread = useChatThreadQuery(arg ?? skipToken);

  const profile = identity?.profile ?? NO_PROFILE;
  const run = useCallback(
    <T,>(action: (current: ChatThreadArg) => T) => {
      if (arg) return action(arg);
      return undefined;
    },
    [arg],
  );
  const actions = useMemo(
    () => ({
      sendText: (text: string) => run((current) => dispatch(sendChatText(current, profile, text))),
      sendPostback: (payload: string) => run((current) => dispatch(sendChatText(current, profile, payload, 'postback'))),
      sendFile: (file: File) => run((current) => dispatch(sendChatFile(current, profile, file))),
      /** True once the server has stored the message (see ChatMessage: a re-send goes once). */
      resend: async (id: string): Promise<boolean> => (await run((current) => dispatch(deliverChatMessage(current, id)))) ?? false,
      remove: (id: string) => run((current) => dispatch(removeChatMessage(current, id))),
      loadOlder: () => run((current) => dispatch(loadOlderChat(current))),
      reload: () => run((current) => dispatch(reloadChatHistory(current))),
    }),
    [run, dispatch, profile],
  );

  const problem = config.error ?? thread.error;
  const retry = () => void (config.error ? config.refetch() : thread.refetch());
  return { arg, thread: thread.data, problem, retry, retrying: config.isFetching || thread.isFetching, actions };
}

export type ChatSession = ReturnType<typeof useChatSession>;
