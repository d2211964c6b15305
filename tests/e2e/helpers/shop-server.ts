import { spawn } from 'node:child_process';
import { existsSync, openSync, appendFileSync, closeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { startMailbox } from './mailbox';

/** Written to the server log when the process ends, so journeys waiting for it fail at once. */
export const SERVER_EXITED = '[shop server exited';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Global setup of the e2e project: checks the prerequisites, then starts the BUILT shop on a
 * fresh data folder (so it seeds the demo shop) and a free port. It does not wait for the
 * server: seeding takes a while and runs while the unit and API tests do; journeys wait for it
 * through `useShop()`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing (${CHROMIUM_PATH}): run apt-get install -y chromium`);
  }
  const root = project.config.root;
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const main = path.join(buildDir, 'app', 'main.js');
  if (!existsSync(path.join(buildDir, 'server', 'index.js')) || !existsSync(main)) {
    throw new Error(`The shop is not built in ${buildDir}: run npm run build first (npm test does).`);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _embeddedDatabaseOnly, ...inherited } = process.env;

  // The shop sends its mails over real SMTP to a mailbox the journeys read.
  const mailDir = path.join(dataDir, 'mails');
  const mailbox = await startMailbox(mailDir);

  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dataDir, 'data'),
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      // The journeys walk the demo shop, whatever the developer's environment says.
      DEMO_DATA: 'true',
      // The journeys pay with the test provider's cards, whatever the developer's environment says (ADR 30).
      PAYMENTS: 'test',
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => {
    server.once('exit', (code, signal) => {
      appendFileSync(logFile, `\n${SERVER_EXITED} with ${signal ?? `code ${code}`}]\n`);
      resolve();
    });
  });

  project.provide('shop', { baseUrl, logFile, mailDir });

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killLater = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
