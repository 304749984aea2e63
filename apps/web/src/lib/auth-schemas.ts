/**
 * The domain schemas that check the answers of the start-up path (login, session renewal, the
 * user's access lists) and the login form. This module is only ever loaded through
 * {@link loadAuthSchemas}: zod (25 kB gzipped) then stays out of the JavaScript before the login
 * page (issue 12's 200 kB budget, docs/bundle-budget-and-first-load.md). The signed-in frame's
 * screens load zod anyway, and the login page prefetches the frame while the user types.
 */
export {
  loginRequestSchema,
  loginResponseSchema,
  myActionsResponseSchema,
  mySidebarResponseSchema,
  refreshResponseSchema,
} from '@keel/domain';
