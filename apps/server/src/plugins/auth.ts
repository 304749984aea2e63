import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, type CheckMode, type SidebarPermission } from '@keel/domain';
import type { AppContext } from '../app-context';
import { HttpError } from '../lib/http-error';
import { assertAdmin, assertSidebar, loadActor, type Actor } from '../modules/access/access.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with their access; set by {@link authenticate}. */
    actor: Actor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads a single-valued header. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The access check of every protected route: the `x-auth-token` JWT (spec §7), the CSRF token on
 * state-changing requests, and the user's current access loaded in one query.
 */
export function authenticate(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const token = header(request, 'x-auth-token');
    if (!token) throw new HttpError(401, AUTH_MESSAGES.noToken);
    const claims = ctx.tokens.verifyAccessToken(token);
    if (
      !SAFE_METHODS.has(request.method) &&
      !ctx.tokens.checkCsrf(claims.sid, header(request, 'x-csrf-token'))
    )
      throw new HttpError(403, AUTH_MESSAGES.csrf);
    request.actor = await loadActor(ctx.database.db, claims);
  };
}

/** A pre-handler requiring sidebar permissions (the area of the route, spec §6). */
export function requireSidebar(
  permissions: SidebarPermission[],
  mode: CheckMode = 'and',
): preHandlerAsyncHookHandler {
  return async (request) => assertSidebar(request.actor, permissions, mode);
}

/** A pre-handler requiring an administrator; `what` completes the 403 "Only administrators may …". */
export function requireAdmin(what?: string): preHandlerAsyncHookHandler {
  return async (request) => assertAdmin(request.actor, what);
}
