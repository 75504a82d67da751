/**
 * Debian's nginx with deploy/nginx.conf in front of local instances of the guide, for the tests and
 * `npm run bench:lb`. The configuration is the shipped one with three things swapped: the upstream servers,
 * the listen port and the cache folder. Everything nginx writes lives in a throwaway folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findFreePort } from '@/startup/embedded-db'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const INSTALL_HINT = 'install it with `apt-get update && apt-get install -y nginx` (or set NGINX_PATH)'
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'nginx.conf')

/** Whether nginx can run here: outside CI a missing one is a SKIPPED line, under CI=true a failure (the caller's). */
export function nginxAvailability(): { ok: true } | { ok: false; message: string } {
  const found = fs.existsSync(NGINX) && spawnSync(NGINX, ['-v']).status === 0
  return found ? { ok: true } : { ok: false, message: `nginx not found at ${NGINX}: ${INSTALL_HINT}.` }
}

/** deploy/nginx.conf with local upstreams, port and cache folder. Throws if the shipped file no longer has them. */
function renderConfig(shipped: string, { upstreams, port, cacheDir }: { upstreams: string[]; port: number; cacheDir: string }) {
  const swap = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}; update scripts/lb/nginx.ts`)
    return text.replace(pattern, replacement)
  }
  let config = swap(shipped, /^( *)server app-1:3000 (.*);\n\s*server app-2:3000 .*;$/m, (() => {
    const options = /server app-1:3000 (.*);/.exec(shipped)?.[1] ?? ''
    return upstreams.map((hostPort) => `  server ${hostPort} ${options};`).join('\n')
  })())
  config = swap(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
  config = swap(config, /proxy_cache_path \/var\/cache\/nginx\/guide /, `proxy_cache_path ${cacheDir} `)
  return config
}

export type Balancer = {
  url: string
  /** The access log's lines so far: `$upstream_cache_status $upstream_addr $status $request_uri`. */
  log: () => string[]
  stop: () => Promise<void>
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}`))
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve()))
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
}

/** Starts nginx in the foreground of a child process on a free port; `stop` ends it and removes its folder. */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const port = await findFreePort(30_000 + Math.floor(Math.random() * 2_000))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-nginx-'))
  const cacheDir = path.join(dir, 'cache')
  const accessLog = path.join(dir, 'access.log')
  fs.writeFileSync(path.join(dir, 'guide.conf'), renderConfig(fs.readFileSync(SHIPPED, 'utf8'), { upstreams, port, cacheDir }))
  // As root, nginx's workers would drop to `nobody`, who cannot write into a folder made by root.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format guide '$upstream_cache_status $upstream_addr $status $request_uri';
  access_log ${accessLog} guide;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/guide.conf;
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // An interrupted run must not leave nginx behind.
  const onExit = () => child.kill('SIGKILL')
  process.once('exit', onExit)
  try {
    await waitForPort(port, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${errors}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => (fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      process.off('exit', onExit)
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
