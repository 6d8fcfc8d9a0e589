/** Retry policy for API queries. */
import { ApiError, NoContentError } from '../api/apiError';

/** Retries at most this many times after the first failure. */
export const API_QUERY_MAX_RETRIES = 2;

/**
 * TanStack Query `retry`: a 204 with meaning (unknown device, rejected step) and a 4xx answer will not change on
 * retry, so only network failures, timeouts and 5xx are retried.
 */
export function retryApiError(failureCount: number, error: unknown): boolean {
  if (error instanceof NoContentError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return failureCount < API_QUERY_MAX_RETRIES;
}
