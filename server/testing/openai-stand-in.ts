import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request the stand-in received. */
export type ChatRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
};

export type ScriptedAnswer = {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** How long to wait before answering. */
  delayMs?: number;
};

/** A chat completion whose message is this content (an object is sent as its JSON). */
export function completion(content: unknown): ScriptedAnswer {
  return {
    body: {
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

export const apiError = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
): ScriptedAnswer => ({
  status,
  body: { error: { message, type: 'invalid_request_error', code: null } },
  // Retries after a few milliseconds, so tests of the SDK's backoff stay fast.
  headers: { 'retry-after-ms': '5', ...headers },
});

/**
 * A local server that speaks OpenAI's chat-completions API, answers from a script (one answer per request, in
 * order), and records what it received.
 */
export async function startOpenAiStandIn() {
  const requests: ChatRequest[] = [];
  let script: ScriptedAnswer[] = [];

  function send(response: ServerResponse, { status = 200, body, headers = {} }: ScriptedAnswer) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    requests.push({
      path: incoming.url ?? '',
      authorization: incoming.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    });
    const answer = script.shift() ?? apiError(500, 'the stand-in has no scripted answer left');
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (!response.destroyed) send(response, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces the script: the next requests get these answers, in order. */
    answer(...answers: ScriptedAnswer[]) {
      script = [...answers];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
