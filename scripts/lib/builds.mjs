// The one way the web and the server are built (`npm run build`, `npm start`, the e2e, CI): each part is built
// into a fresh directory beside its dist, apps/<part>/.build-<time>-<pid>/ (the same depth as dist: the server
// finds the repository and its node_modules from where its bundle lies), a hash of its sources is written
// inside it, and apps/<part>/dist, a symbolic link, is then switched to it in one rename. A server that is running keeps
// the build it started with (it resolves the link at start), so a rebuild beside it never empties the files
// it serves; `npm start` rebuilds a part only when the hash of its sources changed (decision 188).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The file inside a build that holds the hash of the sources it was built from. */
const SOURCE_HASH_FILE = '.source-hash';
/** The folders builds are made in, beside dist. */
const BUILD_PREFIX = '.build-';
/** Builds kept: the current one and the two before it, which servers started earlier may still serve. */
const BUILDS_KEPT = 3;

/**
 * What each build is made from, relative to the repository: a folder stands for every file under it, a file
 * for itself. Both parts read the contracts, the lockfile (the versions of everything bundled or called) and
 * this script (how they are built).
 */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/package.json',
  'packages/contracts/src',
  'scripts/lib/builds.mjs',
];

export const PARTS = {
  web: {
    name: 'web',
    dir: path.join(ROOT, 'apps', 'web'),
    inputs: [...SHARED_INPUTS, 'apps/web/*', 'apps/web/src', 'apps/web/build', 'apps/web/public'],
    build: buildWeb,
  },
  server: {
    name: 'server',
    dir: path.join(ROOT, 'apps', 'server'),
    // start-flags.mjs: the flags build.mjs makes the empty database with.
    inputs: [...SHARED_INPUTS, 'scripts/lib/start-flags.mjs', 'apps/server/*', 'apps/server/src'],
    build: buildServer,
  },
};

/** Every file an input names, sorted; `dir/*` is the files directly in dir (its configs), not its folders. */
function inputFiles(inputs) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const input of inputs) {
    if (input.endsWith('/*')) {
      const dir = input.slice(0, -2);
      for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        if (entry.isFile()) files.push(path.posix.join(dir, entry.name));
      }
    } else if (existsSync(path.join(ROOT, input))) {
      if (lstatSync(path.join(ROOT, input)).isDirectory()) walk(input);
      else files.push(input);
    }
  }
  return [...new Set(files)].sort();
}

/** A hash of the part's sources: each file's path and content. */
export function sourceHash(part) {
  const hash = createHash('sha256');
  for (const file of inputFiles(part.inputs)) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash of the sources the current build was made from, or null when there is no build (or an old one). */
export function builtHash(part) {
  try {
    return readFileSync(path.join(part.dir, 'dist', SOURCE_HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Builds the part into a fresh directory, then makes it the current one (apps/<part>/dist) in one rename.
 * `hash` is the sources' hash taken before building (a file changed meanwhile makes the next start rebuild).
 */
export async function buildPart(part, { hash = sourceHash(part), quiet = false } = {}) {
  const id = `${BUILD_PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const outDir = path.join(part.dir, id);
  mkdirSync(outDir, { recursive: true });
  try {
    await part.build(outDir, { quiet });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(outDir, SOURCE_HASH_FILE), `${hash}\n`);
  switchTo(part, id);
  pruneBuilds(part.dir, id);
}

function switchTo(part, id) {
  const dist = path.join(part.dir, 'dist');
  // A checkout from before builds were switched has dist as a folder: it becomes one of the old builds.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    renameSync(dist, path.join(part.dir, `${BUILD_PREFIX}0-before-switching-${process.pid}`));
  }
  const link = path.join(part.dir, `.dist-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(id, link, 'junction');
  renameSync(link, dist);
}

/** Keeps the newest builds (and the current one); a server still running on an older one lost it anyway. */
function pruneBuilds(partDir, current) {
  const builds = readdirSync(partDir)
    .filter((name) => name.startsWith(BUILD_PREFIX))
    .sort()
    .reverse();
  for (const build of builds.slice(BUILDS_KEPT)) {
    if (build !== current) rmSync(path.join(partDir, build), { recursive: true, force: true });
  }
}

/** Where the current build of a part is, resolved: what a server starting now serves. */
export function currentBuild(part) {
  const dist = path.join(part.dir, 'dist');
  return lstatSync(dist).isSymbolicLink() ? path.resolve(part.dir, readlinkSync(dist)) : dist;
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} failed (${signal ?? code})`)),
    );
  });
}

function buildWeb(outDir, { quiet }) {
  const require = createRequire(path.join(PARTS.web.dir, 'package.json'));
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [
    vite,
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    ...(quiet ? ['--logLevel', 'error'] : []),
  ];
  return run(process.execPath, args, PARTS.web.dir);
}

function buildServer(outDir) {
  return run(process.execPath, [path.join(PARTS.server.dir, 'build.mjs'), outDir], PARTS.server.dir);
}
