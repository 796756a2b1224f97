import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@sigap/domain';
import { ApiError, apiRequest, buildQuery, codeForStatus, isNoResponse, setAuthFailureHandler, toApiError } from './api';
import { splitFieldErrors, userMessage } from './errors';
import { retryDelay, shouldRetry } from './query';
import { session, type MeUser } from './session';
import { panggil } from './kontrak';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('buildQuery', () => {
  it('encodes arrays as k[] and objects as k[f], drops empty values', () => {
    expect(buildQuery({ a: 1, b: '', c: null, d: undefined, tahun: [2023, 2024], orderBy: { field: 'nama', sort: 'asc' }, search: 'a&b c' })).toBe(
      '?a=1&tahun[]=2023&tahun[]=2024&orderBy[field]=nama&orderBy[sort]=asc&search=a%26b%20c',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('error mapping', () => {
  it('takes code, message and field errors from the failure envelope', () => {
    const e = toApiError(422, { status: 0, code: 'VALIDATION_FAILED', message: 'Isian belum valid.', errors: { question: 'Pertanyaan wajib diisi.' } });
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', status: 422, message: 'Isian belum valid.', errors: { question: 'Pertanyaan wajib diisi.' } });
  });

  it('falls back to the status and the domain message when the body says nothing', () => {
    const e = toApiError(403, 'not json');
    expect(e.code).toBe('FORBIDDEN');
    expect(e.message).toBe(ERRORS.FORBIDDEN.message);
    expect(codeForStatus(0)).toBe('NO_RESPONSE');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });

  it('one Indonesian sentence for any error', () => {
    expect(userMessage(new ApiError('NO_RESPONSE', 0))).toBe(ERRORS.NO_RESPONSE.message);
    expect(userMessage(new TypeError('Failed to fetch'))).toBe(ERRORS.NO_RESPONSE.message);
    expect(userMessage(toApiError(409, { code: 'IN_USE' }))).toBe(ERRORS.IN_USE.message);
  });

  it('splits field errors into shown fields and the rest', () => {
    const e = toApiError(422, { code: 'VALIDATION_FAILED', errors: { question: 'a', _: 'b', unknown: 'c' } });
    expect(splitFieldErrors(e, ['question', 'answer'])).toEqual({ fields: { question: 'a' }, rest: ['b', 'c'] });
    expect(splitFieldErrors(new Error('x'), ['question'])).toEqual({ fields: {}, rest: [] });
  });
});

describe('retry policy (PLT-10)', () => {
  it('retries reads only when the server did not answer, at most 3 times', () => {
    const none = new ApiError('NO_RESPONSE', 0);
    expect(shouldRetry(0, none)).toBe(true);
    expect(shouldRetry(2, none)).toBe(true);
    expect(shouldRetry(3, none)).toBe(false);
    expect(shouldRetry(0, new ApiError('NOT_FOUND', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('INTERNAL', 500))).toBe(false);
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(10)).toBe(8000);
  });
});

describe('apiRequest', () => {
  const user = { id: 1, role: 'admin', modules: [] } as unknown as MeUser;

  it('turns a thrown fetch into NO_RESPONSE (status 0)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const err = await apiRequest('/crud/help_faq').catch((e: unknown) => e);
    expect(isNoResponse(err)).toBe(true);
    expect((err as ApiError).status).toBe(0);
  });

  it('a 401 on a signed-in call ends the session; on /login (no token) it does not', async () => {
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    const body = JSON.stringify({ status: 0, code: 'UNAUTHENTICATED', message: 'Sesi habis.' });
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(body, { status: 401 })));
    await apiRequest('/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    session.signIn('t0k3n', user);
    await apiRequest('/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    const [init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[1]!.slice(1) as [RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k3n');
  });

  it('panggil sends the contract\'s own method (a PUT contract stays PUT, with a body)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(JSON.stringify({ status: 1, data: null }), { status: 200 })));
    await panggil({ method: 'PUT', path: '/x/:id' } as never, { params: { id: 7 } } as never);
    await panggil({ method: 'GET', path: '/y' } as never);
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/x/7');
    expect(calls[0]![1].method).toBe('PUT');
    expect(calls[0]![1].body).toBe('{}');
    expect(calls[1]![1].method).toBe('GET');
    expect(calls[1]![1].body).toBeUndefined();
  });

  it('a 200 without status 1 is still an error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(JSON.stringify({ status: 0, code: 'BAD_REQUEST' }), { status: 200 })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
