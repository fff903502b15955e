import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change (port 3000) and Vite with hot reload (port 5173)
 * proxying /api and /media to it. Open http://localhost:5173.
 */
const run = (command: string, args: string[]) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });

const children = [
  run(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts']),
  run(process.execPath, ['node_modules/vite/bin/vite.js']),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
