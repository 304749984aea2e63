import { toast } from 'react-toastify';
import type { QueuedWrite } from './types';

/** "… is kept on this device": the toast of a write that could not be sent at once. */
export const notifyQueued = (entry: QueuedWrite) =>
  toast.info(`${entry.label} is kept on this device and sent as soon as the connection allows.`);
