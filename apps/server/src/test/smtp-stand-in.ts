import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

/*
 * A mail server for the process tests, on a port of its own, that a test can take down (connections
 * refused), make refuse (421 at the greeting, as a server over its limits or in maintenance answers) or
 * make accept. Each accepted message is counted by its Message-ID, which the app derives from the outbox
 * row (`<row id@domain>`), so a test sees how often each row arrived.
 */

export type SmtpMode = 'down' | 'refusing' | 'accepting';

export class SmtpStandIn {
  /** Accepted messages by the outbox row id in their Message-ID. */
  readonly received = new Map<string, number>();
  /** Connections answered 421 while refusing. */
  refused = 0;
  private server: SMTPServer | null = null;
  private mode: SmtpMode = 'down';

  private constructor(readonly port: number) {}

  /** Starts down: nothing listens on its port until `set('refusing' | 'accepting')`. */
  static async create(): Promise<SmtpStandIn> {
    return new SmtpStandIn(await freePort());
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Total messages accepted, duplicates included. */
  get deliveries(): number {
    return [...this.received.values()].reduce((a, b) => a + b, 0);
  }

  async set(mode: SmtpMode): Promise<void> {
    this.mode = mode;
    if (mode === 'down') await this.stop();
    else if (!this.server) await this.listen();
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        if (this.mode !== 'refusing') return callback();
        this.refused++;
        callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '?';
          this.received.set(id, (this.received.get(id) ?? 0) + 1);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }
}
