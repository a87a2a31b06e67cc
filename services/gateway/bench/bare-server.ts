// Baseline: a bare Node HTTP server answering with the same JSON bytes, no framework,
// no bus, no database. Usage: node bare-server.ts <port> <json-file>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file as string);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
