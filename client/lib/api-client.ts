import type { ENDPOINTS, EndpointRequest, EndpointResult } from '#common/api/endpoints.ts';
import {
  API_ROUTES,
  type ApiRoute,
  type ApiRouteName,
  fillPath,
  type HttpMethod,
} from '#common/api/routes.ts';

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

/** The endpoint of this name, with its schemas (a type only: the browser does not load the schemas). */
type EndpointNamed<Name extends ApiRouteName> = (typeof ENDPOINTS)[Name];

type CallOptions<Name extends ApiRouteName> = EndpointRequest<EndpointNamed<Name>> & { signal?: AbortSignal };

/** A call's parameters, query and body, which may be left out when the endpoint needs none. */
export type CallArguments<Name extends ApiRouteName> =
  Record<never, never> extends EndpointRequest<EndpointNamed<Name>>
    ? [request?: CallOptions<Name>]
    : [request: CallOptions<Name>];

export type CallResult<Name extends ApiRouteName> = EndpointResult<EndpointNamed<Name>>;

type AnyCallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

function endpointUrl(route: ApiRoute, { params, query }: AnyCallOptions): string {
  const path = params ? fillPath(route.path, params) : route.path;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the endpoint of this name in the common table: fills its path, sends its body, and answers its JSON
 * (nothing for an empty answer), typed by the endpoint's schema. The answer is not checked against the schema:
 * the server's serializer already did, and the screens tolerate what they cannot read.
 */
export async function callEndpoint<const Name extends ApiRouteName>(
  name: Name,
  ...[request]: CallArguments<Name>
): Promise<CallResult<Name>> {
  const route = API_ROUTES[name];
  const options: AnyCallOptions = request ?? {};
  const response = await apiRequest(route.method, endpointUrl(route, options), options.body, options.signal);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as CallResult<Name>;
}
