// A TCP proxy in front of PostgreSQL that can freeze: connections stay open (and new ones are accepted) but no byte
// moves either way, as with a database stopped by SIGSTOP, a stuck disk or a dead network path.
import net from 'node:net';

export interface FreezableProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      if (frozen) from.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      for (const s of sockets) s.resume();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
