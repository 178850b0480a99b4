import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/testing/test-app.ts';

const REQUEST_TIMEOUT_MS = 1000;
/** Node checks its connections a few times per timeout; the answer may come that much after the limit. */
const CHECK_SLACK_MS = 1500;

async function listeningApp() {
  const app = await buildTestApp({ config: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return { app, port: address.port };
}

/** Writes `chunks` one every `intervalMs` until the server closes the socket; resolves with what it answered. */
function trickle(port: number, chunks: string[], intervalMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const startedAt = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (data) => {
      answer += data;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      resolve({ answer, closedAfterMs: Date.now() - startedAt });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (closed) return;
        socket.write(chunk);
        await sleep(intervalMs);
      }
      if (!closed) {
        socket.destroy();
        reject(new Error(`the server kept the connection open for ${Date.now() - startedAt} ms`));
      }
    });
  });
}

const BOUNDARY = 'slow-boundary';

const slowBodies = {
  'a JSON body': (port: number) => [
    `POST /api/subscribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
    ...Array.from({ length: 40 }, () => ' '),
  ],
  'a resume upload': (port: number) => [
    `POST /api/resume/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    ...Array.from({ length: 40 }, () => 'x'),
  ],
};

describe('slow clients', () => {
  it.each(Object.entries(slowBodies))(
    'cuts off %s that trickles in, with a 408 and a message, while others are served',
    async (_name, chunks) => {
      const { app, port } = await listeningApp();
      const slow = trickle(port, chunks(port), 200);
      await sleep(REQUEST_TIMEOUT_MS / 2);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const { answer, closedAfterMs } = await slow;
      expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        message:
          'The request did not arrive within 1 second. Check your connection and send it again; on a slow connection, upload a smaller file.',
      });
      await app.close();
    },
  );

  it('cuts off headers that trickle in', async () => {
    const { app, port } = await listeningApp();
    const headers = `GET /api/subscribers/count HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(40)}`;
    const { closedAfterMs } = await trickle(port, [...headers], 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
    await app.close();
  });

  it('answers malformed HTTP with 400 and a message', async () => {
    const { app, port } = await listeningApp();
    const { answer } = await trickle(port, ['NOT HTTP AT ALL\r\n\r\n', '', ''], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\{"message":"The request is not well-formed HTTP\."\}$/);
    await app.close();
  });
});
