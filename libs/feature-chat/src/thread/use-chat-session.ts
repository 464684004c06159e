import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useChatConfigQuery, type WalletStore } from '@wallet/api';
import { LIMITS } from '@wallet/domain';
import {
  deliverChatMessage,
  failQueuedChat,
  flushQueuedChat,
  loadOlderChat,
  reloadChatHistory,
  removeChatMessage,
  sendChatFile,
  sendChatText,
} from './chat-actions';
import { useChatThreadQuery } from './chat-thread.api';
import type { ChatThreadArg } from './thread-types';
import { useChatIdentity, type ChatAudience } from './use-chat-identity';

const NO_PROFILE = { name: null, username: null };

/** How long a message typed offline waits for a re-join before it is shown as failed: two 5 s checks. */
const QUEUE_PATIENCE_MS = 2 * LIMITS.CHAT_RECONNECT_MS;

/**
 * The widget's conversation: the config call first (spec §4: no socket without a backend
 * setting), then the streamed thread, and the member's actions on it.
 */
export function useChatSession(audience: ChatAudience) {
  const dispatch = useDispatch<WalletStore['dispatch']>();
  const identity = useChatIdentity(audience);
  const config = useChatConfigQuery(identity ? undefined : skipToken);
  const prefix = config.data?.PREFIX;
  const arg = useMemo<ChatThreadArg | null>(
    () => (prefix && identity ? { prefix, userId: identity.userId, guestId: identity.guestId } : null),
    [prefix, identity],
  );
  const thread = useChatThreadQuery(arg ?? skipToken);
  const connection = thread.data?.connection;

  useEffect(() => {
    if (!arg) return undefined;
    if (connection === 'online') {
      void dispatch(flushQueuedChat(arg));
      return undefined;
    }
    if (connection !== 'offline') return undefined;
    const timer = setTimeout(() => dispatch(failQueuedChat(arg)), QUEUE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [arg, connection, dispatch]);

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
      resend: (id: string) => run((current) => dispatch(deliverChatMessage(current, id))),
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
