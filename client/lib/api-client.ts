import {
  type Endpoint,
  type EndpointRequest,
  type EndpointResult,
  fillPath,
  type HttpMethod,
} from '#common/api/endpoints.ts';

/** A non-OK answer; its message is "{status}: {detail}" as the specification's error catalogue says. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** The JSON body's `message` when there is one, else the body text, else the status text. */
export async function errorDetail(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  if (!text) return response.statusText || 'Request failed';
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message || response.statusText || text;
    }
  } catch {
    // Not JSON: the text itself is the detail.
  }
  return text;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await errorDetail(response));
}

/** Sends cookies always; a body goes as JSON, or as it is when it is form data. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const isFormData = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : undefined,
    body: data === undefined ? undefined : isFormData ? data : JSON.stringify(data),
    ...(signal && { signal }),
  });
  await throwIfNotOk(response);
  return response;
}

type CallOptions<E extends Endpoint> = EndpointRequest<E> & { signal?: AbortSignal };

/** A call's parameters, query and body, which may be left out when the endpoint needs none. */
export type CallArguments<E extends Endpoint> =
  Record<never, never> extends EndpointRequest<E> ? [request?: CallOptions<E>] : [request: CallOptions<E>];

type AnyCallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

function endpointUrl(endpoint: Endpoint, { params, query }: AnyCallOptions): string {
  const path = params ? fillPath(endpoint.path, params) : endpoint.path;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls an endpoint of the common table: fills its path, sends its body, and answers its JSON (nothing for an
 * empty answer), typed by the endpoint's schema. The answer is not checked against the schema: the server's
 * serializer already did, and the screens tolerate what they cannot read.
 */
export async function callEndpoint<const E extends Endpoint>(
  endpoint: E,
  ...[request]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const options: AnyCallOptions = request ?? {};
  const response = await apiRequest(
    endpoint.method,
    endpointUrl(endpoint, options),
    options.body,
    options.signal,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as EndpointResult<E>;
}
