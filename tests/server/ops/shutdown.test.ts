// Graceful shutdown and restarts of the real server process: requests in flight finish, the bound holds, and a
// job queued before a restart runs exactly once after it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import type { Database } from '../../../src/server/db/client.js';
import { openDatabase } from '../../../src/server/db/open.js';
import { devOutbox, jobs, otpCodes } from '../../../src/server/db/schema.js';
import { enqueueMessage } from '../../../src/server/platform/messaging/outbox.js';
import { serverEnv, startServerProcess } from '../../support/server-process.js';
import { freshPostgres } from '../../support/test-app.js';

const adminUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw HTTP/1.1 exchange whose body we send in two parts, so the request is in flight between them. */
function openSlowRequest(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => {
    received += d.toString('utf8');
  });
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    async start() {
      await connected;
      socket.write(head);
    },
    async finish(rest: string) {
      socket.write(rest);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const split = received.indexOf('\r\n\r\n');
        if (split !== -1) {
          const length = Number(/content-length: (\d+)/i.exec(received.slice(0, split))?.[1] ?? -1);
          const body = received.slice(split + 4);
          if (length >= 0 && Buffer.byteLength(body) >= length)
            return { head: received.slice(0, split), body };
        }
        await sleep(20);
      }
      throw new Error(`no complete response: ${JSON.stringify(received)}`);
    },
    closed,
    received: () => received,
  };
}

describe(`graceful shutdown and restart (${adminUrl ? 'postgres' : 'pglite'})`, () => {
  let dataDir: string;
  let extra: Record<string, string> = {};
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-shutdown-'));
    if (adminUrl) {
      const fresh = await freshPostgres(adminUrl);
      drop = fresh.drop;
      extra = { DATABASE_URL: fresh.url };
    }
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database the server uses, opened by the test while no server runs. */
  async function openData(): Promise<Database> {
    return openDatabase(loadConfig(serverEnv(dataDir, { ...extra, LOG_LEVEL: 'silent' })));
  }

  it('lets a request in flight at SIGTERM finish, refuses new connections, and exits 0', async () => {
    const server = await startServerProcess(serverEnv(dataDir, { ...extra, OTP_COOLDOWN_SECONDS: '0' }));
    const body = JSON.stringify({ phoneNumber: '0821234567', deliveryMethod: 'sms' });
    const half = Math.floor(body.length / 2);
    const request = openSlowRequest(
      server.port,
      `POST /api/auth/send-otp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await request.start();
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(500);

    // Closing: no new connections, while the one in flight is still being served.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    const response = await request.finish(body.slice(half));
    expect(response.head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response.head).toMatch(/x-request-id: \S+/i);
    expect(JSON.parse(response.body)).toMatchObject({
      success: true,
      developmentOtp: expect.stringMatching(/^\d{6}$/),
    });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    if (!adminUrl) expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // What the finished request wrote is there after the stop.
    const database = await openData();
    try {
      const codes = await database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '+27821234567'));
      expect(codes).toHaveLength(1);
      const sent = await database.db.select().from(devOutbox).where(eq(devOutbox.to, '+27821234567'));
      expect(sent).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('cuts a request that outlives the shutdown bound and still exits', async () => {
    const server = await startServerProcess(serverEnv(dataDir, { ...extra, SHUTDOWN_TIMEOUT_MS: '1000' }));
    const request = openSlowRequest(
      server.port,
      `POST /api/auth/send-otp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"phone',
    );
    await request.start();
    await sleep(300);
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - started;
    await request.closed;
    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(6000);
    expect(server.output()).toContain('requests still in flight after the shutdown bound');
  }, 120_000);

  it('runs a message queued before a restart exactly once after it', async () => {
    const to = '+27829876543';
    let database = await openData();
    try {
      await enqueueMessage(
        database.db,
        { to, channel: 'sms', body: 'Your hire request was accepted', purpose: 'hire_accepted' },
        'ops-test-restart-1',
      );
      // Queued again by a retried request: the dedupe key keeps it one job.
      await enqueueMessage(
        database.db,
        { to, channel: 'sms', body: 'Your hire request was accepted', purpose: 'hire_accepted' },
        'ops-test-restart-1',
      );
    } finally {
      await database.close();
    }

    for (let run = 0; run < 2; run++) {
      const server = await startServerProcess(serverEnv(dataDir, { ...extra, JOB_POLL_MS: '100' }));
      await sleep(1500);
      expect(await server.stop()).toBe(0);
    }

    database = await openData();
    try {
      const sent = await database.db.select().from(devOutbox).where(eq(devOutbox.to, to));
      expect(sent.map((m) => m.body)).toEqual(['Your hire request was accepted']);
      const [job] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'ops-test-restart-1'));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await database.close();
    }
  }, 180_000);
});
