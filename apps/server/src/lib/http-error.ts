/** An error with an HTTP status and a message for the client (`{ message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

/** 400 naming the field. */
export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, [{ field, message }]);
/** 403 naming what is missing. */
export const forbidden = (message: string) => new HttpError(403, message);
/** 404 for a record that does not exist or that the user may not know of. */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
/** 409: stale version, duplicate, or a refused state transition. */
export const conflict = (message: string) => new HttpError(409, message);
/** 409 for an update whose `version` is not the stored one. */
export const staleVersion = (what: string) =>
  new HttpError(409, `${what} was changed by someone else; reload it and try again`);
