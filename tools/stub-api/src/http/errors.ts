// Every failure leaves as `{ message: CODE }` with a section 8 code, like the operator's backend.
// Handlers throw ApiError; anything Fastify itself rejects (bad JSON, oversized body, wrong
// content type) is mapped here too, so no request can produce another error shape.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@wallet/api/contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** Throws the error answer `{ message: code }` with the given HTTP status. */
export function fail(statusCode: number, code: string): never {
  throw new ApiError(statusCode, code);
}

/** Business-rule refusal (the common case). */
export function refuse(code: string): never {
  throw new ApiError(400, code);
}

function fromFastify(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, 'KEY_INVALID');
  if (status === 415) return new ApiError(415, 'KEY_INVALID');
  if (status >= 400 && status < 500) return new ApiError(400, 'KEY_INVALID');
  return new ApiError(500, 'INTERNAL_SERVER_ERROR');
}

/** Installs the error and not-found handlers. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastify(error);
    if (apiError.statusCode >= 500) request.log.error(error);
    const body: ErrorBody = { message: apiError.code };
    return reply.status(apiError.statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { message: 'NO_DATA' };
    return reply.status(404).send(body);
  });
}
