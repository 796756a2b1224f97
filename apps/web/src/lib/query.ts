import { QueryClient } from '@tanstack/react-query';
import { isNoResponse } from './api';

export const MAX_READ_RETRIES = 3;

/** Reads retry only when the server did not answer; a 4xx or 5xx answer is final (PLT-10). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isNoResponse(error) && failureCount < MAX_READ_RETRIES;
}

/** Exponential backoff: 1 s, 2 s, 4 s, at most 8 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      // writes never retry on their own: the user decides
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
