import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AiServiceError } from '#server/ai/errors.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { HttpError } from '#server/http-error.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** Statuses Fastify raises itself, with the message a user can act on. */
const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON with Content-Type: application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is invalid',
};

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'CareerPilot is briefly unavailable. Please try again in a moment.';

export const PAYMENT_PROVIDER_ERROR_MESSAGE =
  'The payment provider could not be reached. Nothing was charged; please try again in a moment.';

function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field && issue.keyword === 'invalid_type') {
    return `The request ${context === 'querystring' ? 'query' : (context ?? 'body')} must be a JSON object`;
  }
  return field ? `${field}: ${issue.message}` : (issue.message ?? 'Invalid request');
}

/** Answers every error as `{ message }`: 4xx say what to fix; 5xx are logged with context and never leak details. */
export function toErrorReply(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof PaymentProviderError) return { status: 502, message: PAYMENT_PROVIDER_ERROR_MESSAGE };
  if (error instanceof AiServiceError) return { status: error.statusCode, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as unknown as ValidationIssue[];
    const messages = [...new Set(issues.map((issue) => describeIssue(issue, error.validationContext)))];
    return { status: 400, message: messages.join('; ') };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: fastifyErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY as string };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, message: SERVER_ERROR_MESSAGE };
  return { status, message: fastifyErrorMessages[error.code] ?? error.message };
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = toErrorReply(error);
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      } else {
        request.log.info({ status, reason: message }, 'request rejected');
      }
      return reply.code(status).type('application/json; charset=utf-8').send({ message });
    });
  },
  { name: 'error-handler' },
);
