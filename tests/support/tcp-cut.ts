/**
 * A TCP relay in front of a real server whose line can be cut and restored: while cut, every open connection is
 * dropped and new ones are refused, as when the server stops (the app sees ECONNREFUSED and terminated
 * connections). Lets one app lose its PostgreSQL while the run's other app, on the same server, keeps it.
 */
import net from 'node:net'

export type TcpCut = { port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }

export async function startTcpCut(target: { host: string; port: number }): Promise<TcpCut> {
  const sockets = new Set<net.Socket>()
  const relay = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => undefined)
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
  let server = relay()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  return {
    port,
    cut: stop,
    restore: async () => {
      server = relay()
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()))
    },
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
