import { api, type DownloadedFile } from '../../../lib/api-client';
import { dmsPath } from './dms-keys';

/** `GET /dms/dcrs/:id/file`: the DCR's marked-up file, saved to the user's downloads. */
export async function downloadDcrFile(id: string, fallbackName: string): Promise<void> {
  const file = await api.get<DownloadedFile>(dmsPath('dcrs', id, '/file'), {
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
