import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { defaultQueryFn } from '../api-client';

/** The default query function, failing with `message` (the spec 01 §8 fetch errors). */
export function failingWith<T>(message: string): QueryFunction<T, QueryKey> {
  return async (context) => {
    try {
      return (await defaultQueryFn(context)) as T;
    } catch (cause) {
      throw new Error(message, { cause });
    }
  };
}

/** The default query function with the answer's type (null: 401 or an empty body). */
export function jsonQueryFn<T>(): QueryFunction<T | null, QueryKey> {
  return defaultQueryFn as QueryFunction<T | null, QueryKey>;
}
