// Dev-only collector of field reports (issue 39), the address the app reports to in development
// and the browser tests (VITE_FIELD_REPORTS_URL=/__dev/field-reports): POST takes a batch or a
// browser's CSP report, GET lists what was kept, DELETE forgets it.
import type { FastifyInstance } from 'fastify';
import { FieldReports } from '../field-reports/field-reports';
import { fail } from '../http/errors';

const PATH = '/__dev/field-reports';

export interface FieldReportRouteOptions {
  /** Called with the counts so far after each accepted report (STUB_FIELD_REPORTS_LOG=1). */
  log?: (line: string) => void;
}

export function registerDevFieldReportRoutes(app: FastifyInstance, { log }: FieldReportRouteOptions = {}): void {
  const reports = new FieldReports();

  // A plugin of its own, so only these routes read any content type: sendBeacon sends a string as
  // text/plain, a Blob as its own type, and browsers their CSP reports as application/csp-report or
  // application/reports+json. Every other route keeps the server's own parsers.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('not JSON'), { statusCode: 400 }), undefined);
      }
    });

    scope.post(PATH, async (request, reply) => {
      if (request.body === undefined) fail(400, 'KEY_MISSING');
      const received = reports.receive(request.body);
      // The schema's own words, so a test shows which field of the client's batch is wrong.
      if (!received.accepted) return reply.code(400).send({ message: 'KEY_INVALID', errors: received.errors });
      log?.(reports.summary());
      return reply.code(204).send();
    });

    scope.get(PATH, async () => reports.list());

    scope.delete(PATH, async (_request, reply) => {
      reports.clear();
      return reply.code(204).send();
    });
  });
}
