import { z } from 'zod';

/** Body of `POST /api/v1/auth/`. */
export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('email must be a valid e-mail address')),
  password: z.string().min(1, 'password is required').max(1024, 'password is too long'),
});
/** Login credentials. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login: the access token, the refresh token and the CSRF token. */
export const loginResponseSchema = z.object({
  data: z.object({ token: z.string(), refreshToken: z.string(), csrf: z.string() }),
});

/** Answer of `GET /api/v1/auth/refresh/`. */
export const refreshResponseSchema = z.object({
  data: z.object({ token: z.string(), csrf: z.string(), refreshToken: z.string() }),
});

/** The access token's payload: the current user (spec §3). */
export const tokenUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
/** The current user as decoded from the access token. */
export type TokenUser = z.infer<typeof tokenUserSchema>;

export { AUTH_MESSAGES } from './auth-messages';
