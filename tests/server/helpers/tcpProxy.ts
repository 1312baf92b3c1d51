import net from 'node:net';

/**
 * A TCP proxy in front of the database server that a test can cut and restore: cut stops listening
 * (a new connection is refused, as by a stopped server) and resets every open connection (as the server's
 * end of them goes away); restore listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.resetAndDestroy();
    });
  const port = await listen(0);
  let listening = true;
  return {
    port,
    async cut() {
      if (!listening) return;
      listening = false;
      await stop();
    },
    async restore() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    async close() {
      if (listening) await stop();
      listening = false;
    },
  };
}
