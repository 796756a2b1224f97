import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, akhiriSesi, apiRequest, setAuthFailureHandler } from './api';
import { endsSession, isForbidden } from './errors';
import { session, type MeUser } from './session';

/** Decision 82 (issue 19 item 6): sign-out only on 401; a 403 is shown inline and the session stays. */
describe('the client rule of 401 and 403', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('only a 401 of a signed-in call ends the session', () => {
    expect(akhiriSesi({ status: 401 }, true)).toBe(true);
    expect(akhiriSesi({ status: 401 }, false)).toBe(false);
    expect(akhiriSesi({ status: 403 }, true)).toBe(false);
    expect(akhiriSesi({ status: 404 }, true)).toBe(false);
    expect(endsSession(new ApiError('UNAUTHENTICATED', 401))).toBe(true);
    expect(endsSession(new ApiError('FORBIDDEN', 403))).toBe(false);
    expect(isForbidden(new ApiError('FORBIDDEN', 403))).toBe(true);
    expect(isForbidden(new ApiError('NOT_FOUND', 404))).toBe(false);
    expect(isForbidden(new Error('x'))).toBe(false);
  });

  it('a 403 on a signed-in call keeps the session and reaches the screen as an error; a 401 signs out', async () => {
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    session.signIn('t0k3n', { id: 1, role: 'kabkota', modules: [] } as unknown as MeUser);
    const body = (code: string) => JSON.stringify({ status: 0, code, message: 'Ditolak.' });
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(body('FORBIDDEN'), { status: 403 })));
    const err = await apiRequest('/crud/iga2020_inovasi/5').catch((e: unknown) => e);
    expect(isForbidden(err)).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('t0k3n');
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(body('UNAUTHENTICATED'), { status: 401 })));
    await apiRequest('/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
