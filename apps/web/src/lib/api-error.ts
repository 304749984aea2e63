/** A field error of a 400 answer (`details` of the error body). */
export interface FieldDetail {
  field: string;
  message: string;
}

/** A failed API call: HTTP status (0 when the server could not be reached), message and field details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: FieldDetail[],
    /** The `message` the server wrote, when it wrote one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True for a 409 stale-version answer. */
  get isConflict(): boolean {
    return this.status === 409;
  }
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
