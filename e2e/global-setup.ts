import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPushService } from '../test/push-service.ts';
import { startRedsysStandIn } from '../test/redsys-stand-in.ts';
import { createTestPki } from '../test/test-pki.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    redsysUrl: string;
    pushControlUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForHealth = async (baseURL: string, server: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseURL}/api/health within ${timeoutMs} ms`);
};

/** Starts the built app (run `npm run build` first) on a free port with its own data and demo seed. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'lonja-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Card payments go through a local Redsys stand-in that checks signatures and notifies the server.
  const redsys = await startRedsysStandIn({
    secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
    merchantCode: '999008881',
  });
  // Web Push goes to a local push service that checks VAPID signatures and decrypts what it receives.
  const push = await startPushService();
  // Billing records are signed with a test CA's certificate (docs/verifactu.md).
  const pki = await createTestPki();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: join(workDir, 'data'),
      UPLOADS_DIR: join(workDir, 'uploads'),
      MAIL_DIR: join(workDir, 'mail'),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_PASSWORD: 'admin-e2e-password',
      // The back-office specs sign in by password; e2e/second-factor.e2e.ts runs its own server with it on.
      STAFF_SECOND_FACTOR: 'off',
      REDSYS_URL: redsys.url,
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
      PUSH_CA_CERT: push.certificate,
      // The local stand-ins are on loopback, which outbound requests are otherwise refused (lib/outbound.ts).
      OUTBOUND_ALLOWED_HOSTS: push.host,
      NOTIFIER_MS: '500',
      AEAT_CERT_FILE: pki.client.file,
      AEAT_CERT_PASSWORD: pki.client.password,
      VERIFACTU_PRODUCER_NIF: 'B12345674',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 90_000);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', join(workDir, 'mail'));
  project.provide('redsysUrl', redsys.url);
  project.provide('pushControlUrl', push.controlUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await redsys.close();
    await push.close();
    await pki.close();
    await rm(workDir, { recursive: true, force: true });
  };
}
