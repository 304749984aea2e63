import { toast } from 'react-toastify';
import { errorMessage } from './api-error';

/** Toast timings of spec §9 (set on the container): top-right, closing after 5000 ms. */
export const TOAST_OPTIONS = { position: 'top-right', autoClose: 5000 } as const;

/** A short confirmation toast. */
export const notifySuccess = (message: string) => toast.success(message);

/** An error toast with the server's message. */
export const notifyError = (error: unknown, fallback?: string) => toast.error(errorMessage(error, fallback));
