import type { z } from 'zod';
import { AUTH_MESSAGES } from '@keel/domain';
import { ApiError, type FieldDetail } from './api-error';
import { loadAuthSchemas } from './lazy-schemas';
import {
  clearSession,
  getAccessToken,
  getCsrfToken,
  getRefreshToken,
  storeSession,
  type SessionTokens,
} from './session';

/** The versioned base path of the API (spec §7). */
export const API_BASE = '/api/v1';

/** Messages that mean "there is no session at all": go straight to login (spec §8). */
const LOGIN_MESSAGES = new Set<string>([AUTH_MESSAGES.noToken, 'Cookie was not found']);

/** Why the session ended. */
export type SessionEndReason = 'refresh-failed' | 'no-session';

/** Hooks the app plugs into the client. */
export interface SessionHandlers {
  /** The tokens are gone: leave for /login. */
  onSessionEnded?: (reason: SessionEndReason) => void;
  /** New tokens were stored after a refresh. */
  onTokensRefreshed?: (tokens: SessionTokens) => void;
}

type QueryValue = string | number | boolean | null | undefined;

/** Options of one request. */
export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Validates the answer with a domain schema (ARCHITECTURE rule 1). A promise of one is awaited after the
   * answer arrived: the start-up path loads its schemas (zod) beside the request (`loadAuthSchemas`).
   */
  schema?: z.ZodType<T> | PromiseLike<z.ZodType<T>>;
  /** Login, refresh and logout: no session renewal on 401, errors go to the caller. */
  skipSessionRenewal?: boolean;
  /** `blob`: a successful answer is returned as a {@link DownloadedFile} (file downloads). */
  responseType?: 'json' | 'blob';
  /**
   * The `Idempotency-Key` of a POST (IETF draft): one per logical write, so a retry of the same write
   * reuses it and the server answers it once. Left out, each `post()` call gets a fresh key; `false`
   * sends none. Never sent to `/auth/` (login, refresh, logout are not records).
   */
  idempotencyKey?: string | false;
}

/** The request never got an answer (no connection, link dropped, timeout): it may or may not have landed. */
export class NetworkError extends ApiError {
  constructor() {
    super(0, 'Cannot reach the server. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

/** True when a call failed for want of an answer rather than by the server's refusal. */
export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost); a
 * ship's server reached over plain HTTP on the LAN still has `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false)
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key a request carries: POSTs outside `/auth/` only. */
function idempotencyKeyOf(path: string, options: RequestOptions<unknown>): string | null {
  if ((options.method ?? 'GET') !== 'POST' || options.idempotencyKey === false) return null;
  if (path.startsWith('/auth/')) return null;
  return options.idempotencyKey ?? newIdempotencyKey();
}

/** A file answered by the API: its bytes and the name of its Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Sees the address and headers of every answer (the offline banner reads the service worker's marks). */
let answerObserver: ((url: string, headers: Headers) => void) | null = null;

/** Plugs in the one answer observer (app/offline), or removes it with null. */
export function observeAnswers(observer: typeof answerObserver): void {
  answerObserver = observer;
}

/** The file name of a Content-Disposition header (`filename*` preferred). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      /* fall back to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (responseType === 'blob' && response.ok)
    return {
      blob: await response.blob(),
      fileName: dispositionFileName(response.headers.get('content-disposition')),
    } satisfies DownloadedFile;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

function errorFrom(status: number, body: unknown): ApiError {
  const details = (body as { details?: FieldDetail[] } | null)?.details;
  const message = messageOf(body);
  return new ApiError(
    status,
    message ?? `Request failed (${status})`,
    Array.isArray(details) ? details : undefined,
    message,
  );
}

/**
 * The fetch-based API client (spec §7): base `/api/v1`, credentials off, `x-auth-token` with the
 * access token and `x-csrf-token` with the CSRF token (not the access token, as the old client did).
 * On a 401 or 'Invalid Token: jwt expired' it renews the session with `GET /auth/refresh/`; one
 * renewal runs at a time and the requests that failed meanwhile wait for it and are replayed.
 */
export function createApiClient(base = API_BASE) {
  let handlers: SessionHandlers = {};
  let renewal: Promise<void> | null = null;

  const endSession = (reason: SessionEndReason) => {
    clearSession();
    if (handlers.onSessionEnded) handlers.onSessionEnded(reason);
    else if (typeof window !== 'undefined' && window.location.pathname !== '/login')
      window.location.assign('/login');
  };

  async function send(path: string, options: RequestOptions<unknown>) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = getAccessToken();
    const csrf = getCsrfToken();
    if (token) headers['x-auth-token'] = token;
    if (csrf) headers['x-csrf-token'] = csrf;
    // A FormData body (file upload) is sent as multipart/form-data with the boundary fetch chooses.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await globalThis.fetch(buildUrl(base, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        credentials: 'omit',
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new NetworkError();
    }
    answerObserver?.(buildUrl(base, path, options.query), response.headers);
    return { response, body: await readBody(response, options.responseType), tokenSent: token };
  }

  async function refresh(): Promise<void> {
    try {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new ApiError(401, AUTH_MESSAGES.noRefreshToken);
      // The schema's module (zod) loads beside the request: not part of the first load.
      const schemas = loadAuthSchemas();
      const { response, body } = await send('/auth/refresh/', {
        headers: { 'x-refresh-token': refreshToken },
      });
      if (!response.ok) throw errorFrom(response.status, body);
      const tokens = (await schemas).refreshResponseSchema.parse(body).data;
      storeSession(tokens);
      handlers.onTokensRefreshed?.(tokens);
    } catch (error) {
      endSession('refresh-failed');
      throw error instanceof ApiError
        ? error
        : new ApiError(401, 'Your session has ended. Please log in again.');
    }
  }

  /** Waits for the one running renewal, or starts it; skips it when another request already renewed. */
  function renewSession(tokenSent: string | null): Promise<void> {
    if (renewal) return renewal;
    const current = getAccessToken();
    if (tokenSent && current && current !== tokenSent) return Promise.resolve();
    renewal = refresh().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  function parse<T>(body: unknown, schema: z.ZodType<T> | undefined, path: string): T {
    if (!schema) return body as T;
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    console.error(`Unexpected answer from ${path}`, result.error.issues);
    throw new ApiError(502, 'The server sent an answer this version of Keel does not understand.');
  }

  async function request<T = unknown>(path: string, given: RequestOptions<T> = {}): Promise<T> {
    // One key per call: the replay after a session renewal is the same write and carries the same key.
    const key = idempotencyKeyOf(path, given as RequestOptions<unknown>);
    const options = key ? { ...given, headers: { ...given.headers, 'idempotency-key': key } } : given;
    let { response, body, tokenSent } = await send(path, options as RequestOptions<unknown>);
    if (!response.ok && !options.skipSessionRenewal) {
      const message = messageOf(body);
      if (message && LOGIN_MESSAGES.has(message)) {
        endSession('no-session');
        throw errorFrom(response.status, body);
      }
      if (response.status === 401 || message === AUTH_MESSAGES.expired) {
        await renewSession(tokenSent);
        ({ response, body } = await send(path, options as RequestOptions<unknown>));
      }
    }
    if (!response.ok) throw errorFrom(response.status, body);
    return parse(body, await options.schema, path);
  }

  type Opts<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    get: <T = unknown>(path: string, options?: Opts<T>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
      request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
    put: <T = unknown>(path: string, body: unknown, options?: Opts<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body: unknown, options?: Opts<T>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Opts<T> & { body?: unknown }) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Plugs the app's session hooks in (navigation to /login, user refresh). */
    setSessionHandlers(next: SessionHandlers) {
      handlers = next;
    },
  };
}

/** An API client instance. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** The application's API client. */
export const api = createApiClient();
