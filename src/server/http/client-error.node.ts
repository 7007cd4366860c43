import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Node answers a request it cannot parse (headers or request line past its 16 KB limit, a malformed request) by
 * a bare status and a closed socket; this answers in the envelope instead, so a client sees why. The request
 * never reached the app, so there is no Accept-Language: the message carries both languages.
 */
export function answerClientErrorsAsJson(server: Pick<Server, 'on'>) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      code: status,
      success: false,
      data: null,
      msg: tooLarge
        ? '请求头或请求地址过长 (Request header fields too large)'
        : '请求格式不正确 (Bad request)',
    });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
}
