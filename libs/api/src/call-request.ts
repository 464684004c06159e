import { LIMITS } from '@wallet/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { fillPath, type CallDefinition } from './call-definition';
import type { AnySchema } from './schemas/answer-kit';

/** A call as the base query sends it: the fetch arguments, and how its answer is read. */
export interface CallArgs extends FetchArgs {
  url: string;
  /** The call's answer schema, client reading: a 2xx answer that does not pass it is an 'unexpected answer'. */
  answer: AnySchema;
  messageIsState?: boolean;
  spinGroup?: boolean;
}

// Each call's client schema is built the first time the call is made, then kept.
const clientAnswers = new WeakMap<CallDefinition, AnySchema>();

/** How a call's 2xx answer is read: its client schema, and whether its message is a state or a spin code. */
export function readingOf(call: CallDefinition): Pick<CallArgs, 'answer' | 'messageIsState' | 'spinGroup'> {
  const answer = clientAnswers.get(call) ?? call.answer('client');
  clientAnswers.set(call, answer);
  return { answer, messageIsState: call.messageIsState, spinGroup: call.spinGroup };
}

/** How a call of an area is sent: its path filled, its time-out (300 s for uploads), its answer's schema. */
export function requestFor<Name extends string>(calls: Record<Name, CallDefinition>) {
  return (name: Name, { params, body }: { params?: Record<string, string>; body?: unknown } = {}): CallArgs => {
    const call = calls[name];
    return {
      url: fillPath(name, call.path, params),
      method: call.method,
      body,
      timeout: call.upload ? LIMITS.UPLOAD_TIMEOUT_MS : LIMITS.REQUEST_TIMEOUT_MS,
      ...readingOf(call),
    };
  };
}
