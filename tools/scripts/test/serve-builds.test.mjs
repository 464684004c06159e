// The browser tests' servers never meet someone else's (issue 26): their ports are not npm start's,
// and a port already taken stops the run at once, naming it, before anything starts.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';

// Ports far from any other run's (sites.mjs reads the offset when it loads).
process.env.E2E_PORT_OFFSET = '950';
const { SITES } = await import('../sites.mjs');
const { assertPortsFree, buildServers } = await import('../serve-builds.mjs');
const bothBuilds = () => [...buildServers('th'), ...buildServers('la')];

const listenOn = (port) =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

test("the test servers' ports are none of npm start's", () => {
  const start = Object.values(SITES).flatMap((site) => [site.devPort, site.devApiPort]);
  for (const site of Object.values(SITES)) {
    assert.ok(!start.includes(site.stubPort - 950), `${site.name} stand-in`);
    assert.ok(!start.includes(Number(new URL(site.baseUrl).port) - 950), `${site.name} build`);
  }
});

test('a taken port stops the run, naming the port and what it was for', async () => {
  const taken = await listenOn(SITES.la.stubPort);
  try {
    await assert.rejects(assertPortsFree(bothBuilds()), new RegExp(`Port ${SITES.la.stubPort}, for the Laos build's stand-in API, is already in use`));
  } finally {
    taken.close();
  }
  await assertPortsFree(bothBuilds());
});
