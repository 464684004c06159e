// Conventional Commits (issue 26): `nx release` versions each build from these messages. A scope
// is a region (th, la) or an Nx project's name; a change across many projects has none.
import nxScopes from '@commitlint/config-nx-scopes';

/** The last commit before the rule: history up to it is not checked (tools/scripts/commitlint.mjs). */
export const BASELINE_COMMIT = '7add609466dab0899073174d221b36e95ef0e5ca';

export default {
  extends: ['@commitlint/config-conventional'],
  rules: {
    'header-max-length': [2, 'always', 100],
    'scope-enum': async (context) => [2, 'always', ['th', 'la', ...nxScopes.utils.getProjects(context)]],
  },
};
