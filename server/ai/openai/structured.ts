import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { OpenAiSettings } from '#server/config.ts';
import { AiServiceError } from '../errors.ts';

/** How the server is asked for JSON, most exact first; servers that refuse one get the next. */
const OUTPUT_MODES = ['json_schema', 'json_object', 'prompt'] as const;
type OutputMode = (typeof OUTPUT_MODES)[number];

/** A 400 or 422 saying the server does not take this kind of `response_format`. */
const REFUSED_FORMAT = /response_format|json_schema|json_object|structured output|not supported|unsupported/i;

/** Retries of a 429, a 5xx or a dropped connection, with the SDK's backoff (honouring retry-after). */
const MAX_RETRIES = 3;

export type StructuredTask<T> = {
  /** A short name for the JSON schema and the logs, e.g. 'resume_review'. */
  name: string;
  schema: z.ZodType<T>;
  /** What the model is and the rules it must keep. */
  instructions: string;
  /** The task's input, usually JSON. */
  input: string;
};

/** A task's JSON schema, named, as the response format and the prompt carry it. */
type ResponseSchema = { name: string; schema: Record<string, unknown> };

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The JSON object in a reply: code fences and any talk around the object are ignored. */
export function parseReply<T>(content: string, schema: z.ZodType<T>): Parsed<T> {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end < start) return { ok: false, problem: 'the answer holds no JSON object' };
  let json: unknown;
  try {
    json = JSON.parse(content.slice(start, end + 1));
  } catch {
    return { ok: false, problem: 'the JSON is not well-formed' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'the object'}: ${issue.message}`);
  return { ok: false, problem: issues.join('; ') };
}

function toAiServiceError(error: unknown, timeoutMs: number): AiServiceError {
  if (error instanceof AiServiceError) return error;
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) {
    return new AiServiceError('timeout', `no answer within ${timeoutMs} ms`);
  }
  if (error instanceof RateLimitError) return new AiServiceError('busy', `429 after ${MAX_RETRIES} retries`);
  if (error instanceof APIConnectionError)
    return new AiServiceError('unreachable', 'the server could not be reached');
  if (error instanceof APIError) {
    return new AiServiceError(
      'unavailable',
      `the server answered ${error.status ?? 'an error'}: ${error.message}`,
    );
  }
  return new AiServiceError('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * Asks an OpenAI-compatible chat-completions API for JSON that matches a zod schema: as a JSON schema response
 * format, else JSON mode, else the schema in the prompt (the first the server takes is remembered). The answer is
 * validated; an unusable one gets one repair request; after that, or on a timeout, a 429 that outlasts the
 * retries, a 5xx or a network failure, an `AiServiceError`.
 */
export function createStructuredClient(settings: OpenAiSettings) {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: MAX_RETRIES,
  });
  let firstMode = 0;

  async function send(messages: ChatCompletionMessageParam[], format: ResponseSchema, signal: AbortSignal) {
    for (let mode = firstMode; mode < OUTPUT_MODES.length; mode += 1) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages,
            temperature: 0.2,
            ...responseFormat(OUTPUT_MODES[mode] as OutputMode, format),
          },
          { signal },
        );
        firstMode = mode;
        return completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        const refused =
          error instanceof APIError &&
          (error.status === 400 || error.status === 422) &&
          REFUSED_FORMAT.test(error.message);
        if (!refused || mode === OUTPUT_MODES.length - 1) throw error;
      }
    }
    throw new AiServiceError('unavailable', 'no output mode was accepted');
  }

  return {
    async complete<T>(task: StructuredTask<T>): Promise<T> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const format: ResponseSchema = {
        name: task.name,
        schema: z.toJSONSchema(task.schema) as Record<string, unknown>,
      };
      const messages: ChatCompletionMessageParam[] = [
        {
          role: 'system',
          content: `${task.instructions}\n\nAnswer with one JSON object and nothing else. It must match this JSON schema:\n${JSON.stringify(format.schema)}`,
        },
        { role: 'user', content: task.input },
      ];
      try {
        const first = await send(messages, format, signal);
        const parsed = parseReply(first, task.schema);
        if (parsed.ok) return parsed.value;
        const second = await send(
          [
            ...messages,
            { role: 'assistant', content: first },
            {
              role: 'user',
              content: `That answer could not be used (${parsed.problem}). Answer again with only the corrected JSON object.`,
            },
          ],
          format,
          signal,
        );
        const repaired = parseReply(second, task.schema);
        if (repaired.ok) return repaired.value;
        throw new AiServiceError(
          'invalid-output',
          `${task.name}: ${repaired.problem}, after one repair request`,
        );
      } catch (error) {
        throw toAiServiceError(error, settings.timeoutMs);
      }
    },
  };
}

export type StructuredClient = ReturnType<typeof createStructuredClient>;

function responseFormat(mode: OutputMode, format: ResponseSchema) {
  if (mode === 'json_schema') {
    return { response_format: { type: 'json_schema' as const, json_schema: { ...format, strict: false } } };
  }
  if (mode === 'json_object') return { response_format: { type: 'json_object' as const } };
  return {};
}
