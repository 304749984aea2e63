import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '../lib/notify';
import { useUI } from './theme/ui-context';

/** The toasts (spec §9), in the theme's colours. Loaded lazily by App. */
export default function Toasts() {
  const { theme } = useUI();
  return <ToastContainer {...TOAST_OPTIONS} theme={theme === 'dark' ? 'dark' : 'light'} newestOnTop />;
}
