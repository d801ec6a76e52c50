import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * The language the service answers messages in: the one the console shows (document.lang is set
 * from the stored choice before the first request), so field messages match the screen.
 */
export function answerLanguage(): string {
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  return page?.documentElement.lang === 'ar' ? 'ar' : 'en';
}

export interface GraphqlErrorShape {
  message: string;
  extensions?: { code?: string; status?: number; fields?: Record<string, string[]>; reason?: string };
}

export interface RawResult<T> {
  data: T | null;
  errors: GraphqlErrorShape[];
}

/**
 * One GraphQL call with an explicit token, outside urql. Used for the session operations (sign-in,
 * refresh, switch branch, sign-out), which must never go through the refresh-and-retry fetch.
 */
export async function postGraphql<T, V>(document: TypedDocumentNode<T, V>, variables: V, accessToken?: string | null): Promise<RawResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': answerLanguage() };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: print(document), variables }) });
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: GraphqlErrorShape[] } | null;
  if (!body) return { data: null, errors: [{ message: `HTTP ${response.status}`, extensions: { status: response.status } }] };
  return { data: body.data ?? null, errors: body.errors ?? [] };
}

export class GraphqlCallError extends Error {
  constructor(readonly errors: GraphqlErrorShape[]) {
    super(errors[0]?.message ?? 'Request failed');
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** The data, or a GraphqlCallError carrying the server's errors (codes and field messages). */
export async function callGraphql<T, V>(document: TypedDocumentNode<T, V>, variables: V, accessToken?: string | null): Promise<T> {
  const result = await postGraphql(document, variables, accessToken);
  if (result.errors.length > 0 || !result.data) throw new GraphqlCallError(result.errors);
  return result.data;
}
