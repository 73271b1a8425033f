// `npm run dev`: the API with reload (tsx watch, port 3000) and the web app with hot reload (Vite, port
// 5173, proxying /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['api', ['run', 'dev', '-w', '@sortim/server']],
  ['web', ['run', 'dev', '-w', '@sortim/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
