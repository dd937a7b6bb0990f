// Requests Node's HTTP parser refuses before the app sees them (an address or headers past 16 KB, broken framing)
// get a JSON answer with a `message` like every other error, instead of Node's bare status line.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request address or headers are too long'],
  HPE_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
const MALFORMED: [number, string] = [400, 'Malformed HTTP request'];

export function answerClientError(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, message] = ANSWERS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ statusCode: status, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
