import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A compiled entry of the built shop (scripts/build-server.ts), as `npm start` and the operator commands run it. */
export function compiledEntry(name: 'main' | 'seed' | 'backup' | 'invite-admin', root = process.cwd()): string {
  return path.resolve(root, process.env.BUILD_DIR ?? 'build', 'app', `${name}.js`);
}

/** Starts an entry point (TypeScript through tsx, or compiled) in its own process, so the load generator never shares its event loop. */
export function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return child;
}

/**
 * The built shop (`npm run build` first) as `npm start` runs it, on the embedded database in
 * `dataDir` (made and seeded with the demo shop at first start), listening on 127.0.0.1:`port`.
 */
export function startBuiltShop(port: number, dataDir: string): ChildProcess {
  return startProcess(compiledEntry('main'), builtShopEnv(port, dataDir));
}

/** The environment the bench starts a shop with: PGlite in `dataDir`, the demo shop, the test payment provider, warnings only. */
export function builtShopEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    PAYMENTS: 'test',
  };
}

export async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
