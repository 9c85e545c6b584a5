// The ceiling for bench/web-ssr.mjs: a bare node:http server that answers each path with the bytes
// and headers the site sent for it, from memory, and nothing else.
//   RESPONSES=<responses.json> PORT=<port> node bench/lib/bare-server.mjs
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { RESPONSES: file = '', PORT: port = '0' } = process.env;
const responses = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const r = responses.get(req.url);
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(r.status, r.headers);
    res.end(r.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
