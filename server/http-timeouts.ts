import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from './config.ts';

/** Headers are a few hundred bytes: a client that needs longer than this is not sending a request. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Room on top of the slowest answer before an idle connection is closed. */
const IDLE_MARGIN_MS = 10_000;

/**
 * The longest a legitimate request may keep its connection quiet: read a file, wait for an engine thread and let it
 * work, then wait for the model.
 */
function slowestAnswerMs(config: Config): number {
  const model = config.ai.provider === 'openai' ? config.ai.timeoutMs : 0;
  return config.extractionTimeoutMs + config.engineWaitMs + config.engineTimeoutMs + model;
}

/**
 * A client must send its whole request (an upload included) within `requestTimeoutMs`, its headers within 10 s;
 * Node checks often enough that a trickling body is cut off within a second of its limit. A connection that is
 * quiet longer than the slowest answer the app can give is closed.
 */
export function timeoutOptions(config: Config): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + slowestAnswerMs(config) + IDLE_MARGIN_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
  };
}

function answerOf(
  error: NodeJS.ErrnoException,
  requestTimeoutMs: number,
): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const seconds = Math.round(requestTimeoutMs / 1000);
    return {
      status: 408,
      message: `The request did not arrive within ${seconds} second${seconds === 1 ? '' : 's'}. Check your connection and send it again; on a slow connection, upload a smaller file.`,
    };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      message: 'The request headers are too large. Clear this site’s cookies and try again.',
    };
  }
  return { status: 400, message: 'The request is not well-formed HTTP.' };
}

/** Answers a connection-level failure (a request too slow, malformed HTTP) in the API's own `{ message }` form. */
export function clientErrorHandler(requestTimeoutMs: number) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = answerOf(error, requestTimeoutMs);
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
