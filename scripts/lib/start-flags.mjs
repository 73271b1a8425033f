// The Node flags `npm start` runs the embedded default with (package.json's start script, decision 189), read
// from there so the script stays their one place: the build's empty database is made with them, and
// `npm run bench:start` measures with them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const startScript = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;

export const START_NODE_FLAGS = startScript.split(' ').filter((word) => word.startsWith('--'));
