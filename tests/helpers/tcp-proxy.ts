import net from 'node:net';

/**
 * A TCP relay between the shop and its PostgreSQL server, for tests of a database outage: `cut()`
 * drops every connection and refuses new ones, as a stopped or unplugged server does
 * (ECONNRESET, then ECONNREFUSED); `restore()` listens again on the same port.
 */
export type TcpProxy = {
  /** `serverUrl` (a postgres:// URL) with its host and port replaced by the relay's. */
  urlFor(serverUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on both sides: expected here.
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  let listening = true;

  const cut = async () => {
    if (listening) {
      listening = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    }
  };
  return {
    urlFor(serverUrl) {
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut,
    async restore() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: cut,
  };
}
