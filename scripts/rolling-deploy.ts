import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { rollingDeploy } from '@/server/deploy/rolling-deploy.ts';

/**
 * `npm run deploy:rolling -- instances.json`: replaces the instances one after another (docs/operations.md,
 * "Rolling deploys"). The file lists each instance's own address and the shell command that replaces it —
 * it must send the old process SIGTERM, wait for it to exit, and start the new build, as `systemctl restart`
 * does:
 *
 *   [{ "name": "app1", "url": "http://10.0.0.11:3000", "replace": "ssh app1 sudo systemctl restart lonja" },
 *    { "name": "app2", "url": "http://10.0.0.12:3000", "replace": "ssh app2 sudo systemctl restart lonja" }]
 *
 * Exits 1, leaving the remaining instances on the old build, when one is not ready in time
 * (ROLLING_READY_TIMEOUT_MS, 120 s) or a replace command fails.
 */
const ZInstancesSchema = z
  .array(z.object({ name: z.string().min(1), url: z.url(), replace: z.string().min(1) }))
  .min(1);

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run deploy:rolling -- instances.json');
  process.exit(1);
}
const instances = ZInstancesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

const shell = async (command: string) => {
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`"${command}" exited with ${code}`);
};

try {
  await rollingDeploy(
    instances.map((instance) => ({ ...instance, replace: () => shell(instance.replace) })),
    { readyTimeoutMs: Number(process.env.ROLLING_READY_TIMEOUT_MS ?? 120_000), log: console.log },
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
