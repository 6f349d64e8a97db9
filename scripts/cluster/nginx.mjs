// Issue 29 item 1: Debian's nginx in front of the API instances, one server block per portal on the portal's
// public port, each an upstream of every instance's port of that portal. Open-source nginx has no active health
// checks: passive ones (max_fails, fail_timeout) take a failed instance out, and proxy_next_upstream retries a
// request on the next instance when the connection fails before anything was sent (a POST is never sent twice).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/** The nginx configuration of the cluster: `portals` maps each portal's public port to its instance ports. */
export function nginxConfig({ dir, portals }) {
  const upstreams = portals.map(
    ({ name, instancePorts }) => `  upstream ${name} {
${instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 16;
  }`,
  );
  const servers = portals.map(
    ({ name, publicPort }) => `  server {
    listen 127.0.0.1:${publicPort};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The client's address as nginx saw it, replacing whatever the client sent (the API trusts it: TRUST_PROXY).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
    }
  }`,
  );
  return `# Written by scripts/cluster/nginx.mjs.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_max_body_size 8m;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${upstreams.join('\n')}
${servers.join('\n')}
}
`;
}

/** Writes the configuration in `dir` and starts nginx in the foreground of a child process. */
export function startNginx({ nginx, dir, portals }) {
  mkdirSync(`${dir}/temp`, { recursive: true });
  writeFileSync(`${dir}/nginx.conf`, nginxConfig({ dir, portals }));
  const child = spawn(nginx, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
