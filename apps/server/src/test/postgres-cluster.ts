import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

/*
 * A PostgreSQL server of the test's own, made with the machine's initdb and pg_ctl (half a second), so a
 * test can really restart it: a fast shutdown terminates every connection (57P01), new ones are refused
 * while it is down, and it comes back with the same data. The machine's shared server is never touched.
 * As root (CI, this container), PostgreSQL refuses to run, so it runs as the `postgres` user.
 */

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (Debian's layout), or the one PG_BIN names. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'The restart test runs a PostgreSQL server of its own and needs initdb and pg_ctl: install the ' +
        'PostgreSQL server package, or set PG_BIN to the folder that holds them',
    );
  }
  return path.join(root, versions[0], 'bin');
}

export class PostgresCluster {
  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asUser: string | null,
  ) {}

  /** postgres://postgres@127.0.0.1:<port>/postgres, trusted (no password), on loopback only. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<PostgresCluster> {
    const cluster = await PostgresCluster.prepare();
    await cluster.exec('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await cluster.up();
    return cluster;
  }

  /**
   * A streaming replica of `primary` (hot standby, read-only), copied with `pg_basebackup -R` and started
   * on a port of its own. initdb's trust rules let the copy connect for replication over loopback.
   */
  static async replicaOf(primary: PostgresCluster): Promise<PostgresCluster> {
    const cluster = await PostgresCluster.prepare();
    await cluster.exec('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', cluster.dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await cluster.up();
    return cluster;
  }

  /** A cluster's empty folder, owned by the user it runs as, and a free port. */
  private static async prepare(): Promise<PostgresCluster> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sortim-pg-'));
    const asUser = process.getuid?.() === 0 ? 'postgres' : null;
    if (asUser) {
      const { stdout } = await run('id', ['-u', asUser]);
      const { stdout: gid } = await run('id', ['-g', asUser]);
      await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    return new PostgresCluster(dir, await freePort(), binDir(), asUser);
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private async exec(tool: 'initdb' | 'pg_ctl' | 'pg_basebackup', args: string[]): Promise<void> {
    const command = path.join(this.bin, tool);
    const [file, argv] = this.asUser
      ? ['runuser', ['-u', this.asUser, '--', command, ...args]]
      : [command, args];
    await run(file, argv, { timeout: 60_000 });
  }

  /** Starts the server and waits until it accepts connections. */
  async up(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      // Its socket beside its data: nothing shared with the machine's server.
      `-k ${this.dir}`,
      // Durability is not what these tests are about; a fast shutdown still writes everything.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /**
   * Stops the server as a restart does (`-m fast`: every session is terminated with 57P01, the rest
   * written out); connections are refused until `up()`.
   */
  async down(): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
