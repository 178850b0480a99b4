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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends cookies always; a body goes as JSON, or as it is when it is form data. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const isFormData = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : undefined,
    body: data === undefined ? undefined : isFormData ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a request and reads its JSON answer, typed by the common contract. */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}
