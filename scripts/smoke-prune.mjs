// Proves the built server runs on its production dependencies alone (sharp included), as a deploy does after
// `npm prune --omit=dev`: in a temporary directory, never the checkout, it installs the lockfile's
// dependencies without the dev ones, adds the built dist folders, starts the server in production mode on
// an embedded database with the demo data, signs in as the demo host, uploads a PNG through
// POST /api/host/images and fetches the WebP the server made of it from /uploads/.
// Usage: npm run build && node scripts/smoke-prune.mjs
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/** What the installed dependencies, the database and the uploads take, with room to spare. */
const SCRATCH_BYTES = 1024 ** 3;

/**
 * In memory where the machine has room for it: the install writes, and the clean-up deletes, some 300 MB in
 * tens of thousands of files, which a busy disk takes minutes over. A container's /dev/shm is often 64 MB.
 */
function scratchDirectory() {
  for (const parent of ['/dev/shm', os.tmpdir()]) {
    try {
      const { bavail, bsize } = statfsSync(parent);
      if (parent !== os.tmpdir() && bavail * bsize < SCRATCH_BYTES) continue;
      return mkdtempSync(path.join(parent, 'sortim-prune-'));
    } catch {
      // Not there or not writable: the next one.
    }
  }
  throw new Error('no writable temporary directory');
}

const root = path.resolve(import.meta.dirname, '..');
const tree = scratchDirectory();
const port = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;
const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };
const THUMBNAIL = { width: 800, height: 600 };
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function fail(message) {
  console.error(`smoke (pruned): FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

/** The lockfile, every workspace's package.json and the built output: what a deploy keeps of a build. */
function copyBuiltTree() {
  const serverDist = path.join(root, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(serverDist)) fail('apps/server/dist/main.js is missing: run `npm run build` first');
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...workspaces.map((w) => `${w}/package.json`),
  ]) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(tree, file));
  }
  for (const dist of ['apps/server/dist', 'apps/web/dist']) {
    if (existsSync(path.join(root, dist)))
      // dist is a link to the current build, .build-* beside it (scripts/lib/builds.mjs): copy what it points at.
      cpSync(path.join(root, dist), path.join(tree, dist), { recursive: true, dereference: true });
  }
}

/**
 * The server workspace's production dependencies only: stricter than pruning the whole tree (nothing the
 * web app declares can stand in), and quicker. Scripts are not run: sharp's prebuilt binaries come as
 * optional dependencies, which is what this proves. The cache filled by CI's own install serves them.
 */
function installProductionDependencies() {
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--workspace=@sortim/server',
      '--ignore-scripts',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: tree, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  // A dev-only package present would mean the prune proved nothing.
  for (const devOnly of ['pino-pretty', 'fast-check', 'autocannon', 'oauth2-mock-server']) {
    if (existsSync(path.join(tree, 'node_modules', devOnly)))
      fail(`${devOnly} (a dev dependency) was installed`);
  }
}

/** A small RGB PNG (a gradient), written by hand so this script needs no image library of its own. */
function pngImage(width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push((x * 255) / width, (y * 255) / height, 128);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A WebP's width and height, from its VP8 (lossy), VP8L (lossless) or VP8X (extended) header. */
function webpSize(bytes) {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return null;
  const format = bytes.toString('ascii', 12, 16);
  if (format === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (format === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (format === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

// Production, as a deploy runs it: JSON logs (pino-pretty is a dev dependency), demo data for the host.
const productionEnv = {
  PATH: process.env.PATH,
  APP_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  DATA_DIR: path.join(tree, 'data'),
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  ALLOW_TEST_PAYMENTS: 'true',
  SEED_DEMO_DATA: 'true',
};

async function startServer() {
  let log = '';
  const child = spawn(process.execPath, [path.join(tree, 'apps', 'server', 'dist', 'main.js')], {
    cwd: tree,
    env: productionEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the server exited:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      fail(`the server was not healthy within 90 s:\n${log}`);
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { stop, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function uploadAsDemoHost() {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    // As the site's own page would: better-auth refuses a sign-in that names no origin.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_HOST),
  });
  if (!signIn.ok) fail(`signing in as the demo host answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const form = new FormData();
  form.append('file', new Blob([pngImage(320, 200)], { type: 'image/png' }), 'gradient.png');
  const upload = await fetch(`${base}/api/host/images?kind=thumbnail`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (upload.status !== 201) fail(`POST /api/host/images answered ${upload.status}: ${await upload.text()}`);
  const { url } = await upload.json();
  if (!/^\/uploads\/.+\.webp$/.test(new URL(url, base).pathname)) fail(`unexpected image URL ${url}`);

  const served = await fetch(new URL(url, base));
  const bytes = Buffer.from(await served.arrayBuffer());
  if (served.status !== 200) fail(`GET ${url} answered ${served.status}`);
  if (!served.headers.get('content-type')?.startsWith('image/webp')) {
    fail(`GET ${url} served ${served.headers.get('content-type')}`);
  }
  const size = webpSize(bytes);
  if (size?.width !== THUMBNAIL.width || size?.height !== THUMBNAIL.height) {
    fail(`the stored image is not an ${THUMBNAIL.width}x${THUMBNAIL.height} WebP: ${JSON.stringify(size)}`);
  }
  return url;
}

try {
  copyBuiltTree();
  console.log(`smoke (pruned): built tree copied to ${tree} in ${seconds()}`);
  installProductionDependencies();
  console.log(`smoke (pruned): production dependencies installed in ${seconds()}`);
  const server = await startServer();
  console.log(`smoke (pruned): the production server is up (demo data seeded) at ${seconds()}`);
  try {
    const url = await uploadAsDemoHost();
    console.log(
      `smoke (pruned): a PNG uploaded as the demo host came back from ${url} as an ` +
        `${THUMBNAIL.width}x${THUMBNAIL.height} WebP (sharp at run time); ${seconds()} in all`,
    );
  } catch (error) {
    console.error(server.log());
    throw error;
  } finally {
    await server.stop();
  }
  // The deploy guide's way to the first admin, with tsx pruned away.
  const granted = execFileSync(
    process.execPath,
    [path.join(tree, 'apps', 'server', 'dist', 'create-admin.js'), 'guest@sortim.test'],
    { cwd: tree, env: productionEnv, encoding: 'utf8' },
  );
  if (!granted.includes('guest@sortim.test is now an admin.')) fail(`create-admin printed: ${granted}`);
  console.log(`smoke (pruned): create-admin made the demo guest an admin; ${seconds()} in all`);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
