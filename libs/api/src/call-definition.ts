import type * as v from 'valibot';
import type { AnySchema } from './schemas/answer-kit';
import type { AnswerMode } from './schemas/extensions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One backend call of spec section 7: how it is asked and what it answers. Path parameters are
 * written `{name}`. Each area file (areas/<area>/<area>.calls.ts) holds its calls' definitions; the
 * endpoints are built from them and the stand-in API registers a route for each.
 */
export interface CallDefinition {
  method: HttpMethod;
  path: string;
  /**
   * The answer's schema: 'client' is how the app reads it (tolerantly, with the extensions of
   * schemas/extensions.ts), 'spec' the barest reading the specification gives, which the stand-in's
   * spec-only mode sends. Built when asked, so a screen carries only the schemas of its calls.
   */
  answer: (mode: AnswerMode) => AnySchema;
  /** Multipart uploads get the long (300 s) time-out. */
  upload?: boolean;
  /**
   * The answer's `message` is part of a state (spec section 3, QR state): a failure code there is
   * the state's message, not a failed call (a create answering hasQrcode false shows it, section 7).
   */
  messageIsState?: boolean;
  /** The wheel's calls, whose failures carry the codes of section 8's spin error group. */
  spinGroup?: boolean;
}

/** How a call is asked: its definition without the answer, which `defineCalls` joins to it. */
export type CallRoute = Omit<CallDefinition, 'answer'>;

/** An area's answers: one schema per call, for each reading. */
type AreaAnswers = (mode: AnswerMode) => Record<string, AnySchema>;

/**
 * An area's calls: how each is asked, joined to its schema in the area's answers. A call without
 * an answer, or an answer without a call, fails the type check.
 */
export function defineCalls<Answers extends AreaAnswers, const Routes extends Record<keyof ReturnType<Answers>, CallRoute>>(
  answers: Answers,
  routes: Routes & Record<Exclude<keyof Routes, keyof ReturnType<Answers>>, never>,
) {
  const calls = Object.entries(routes).map(([name, route]) => [name, { ...route, answer: (mode: AnswerMode) => answers(mode)[name] }]);
  return Object.fromEntries(calls) as { [Name in keyof Routes & keyof ReturnType<Answers>]: Routes[Name] & { answer: (mode: AnswerMode) => ReturnType<Answers>[Name] } };
}

/** What a call gives the client once its answer has been read: the type its schema produces. */
export type Answer<Call extends Pick<CallDefinition, 'answer'>> = v.InferOutput<ReturnType<Call['answer']>>;

/** Fills a call's `{name}` parameters, URL-encoding each value; `name` only names the call in the error. */
export function fillPath(name: string, path: string, params: Record<string, string> = {}): string {
  return path.replace(/{(\w+)}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
