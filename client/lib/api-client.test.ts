import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, callEndpoint, errorDetail, throwIfNotOk } from './api-client.ts';

describe('error text', () => {
  it('is "{status}: {message}" when the body is JSON with a message', async () => {
    const response = new Response(JSON.stringify({ message: 'Enter a valid email address' }), {
      status: 400,
    });
    await expect(throwIfNotOk(response)).rejects.toMatchObject({
      message: '400: Enter a valid email address',
    });
  });

  it('uses the body text when it is not JSON', async () => {
    expect(await errorDetail(new Response('Bad gateway from proxy', { status: 502 }))).toBe(
      'Bad gateway from proxy',
    );
  });

  it('uses the body text when the JSON has no message', async () => {
    expect(await errorDetail(new Response('{"error":"x"}', { status: 400 }))).toBe('{"error":"x"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await throwIfNotOk(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('lets an OK response through', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/subscribe', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenCalledWith('/api/subscribe', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends form data as it is, without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    await apiRequest('POST', '/api/resume/upload', form);
    expect(fetchMock).toHaveBeenCalledWith('/api/resume/upload', {
      method: 'POST',
      credentials: 'include',
      headers: undefined,
      body: form,
    });
  });
});

describe('callEndpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path and the query, and answers the JSON', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"id":7,"isApplied":true}'),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await callEndpoint('applyJob', { params: { id: 7 } })).toEqual({ id: 7, isApplied: true });
    await callEndpoint('activity', { query: { view: 'dashboard' } });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/jobs/7/apply', 'PATCH'],
      ['/api/activity?view=dashboard', 'GET'],
    ]);
  });

  it('answers nothing for an empty answer, and throws the ApiError of a failure', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    expect(await callEndpoint('signOut')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"No resume with this id."}', { status: 404 }),
    );
    await expect(callEndpoint('deleteResume', { params: { id: 3 } })).rejects.toThrow(
      '404: No resume with this id.',
    );
  });
});
