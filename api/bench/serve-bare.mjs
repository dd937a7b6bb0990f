// Child process of the benchmarks: a bare node:http server answering fixed bytes per path, the ceiling any
// framework on this machine can approach. A path's type is JSON unless its message names other headers.
import http from 'node:http';

const answers = new Map();
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(200, { ...answer.headers, 'Content-Length': answer.body.length });
  res.end(answer.body);
});
process.on('message', ({ path, body, headers = { 'Content-Type': 'application/json; charset=utf-8' } }) => {
  answers.set(path, { body: Buffer.from(body, 'base64'), headers });
  process.send({ stored: path });
});
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
process.on('disconnect', () => server.close(() => process.exit(0)));
