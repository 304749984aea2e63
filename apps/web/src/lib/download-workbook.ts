import { api, type DownloadedFile } from './api-client';

type Query = Record<string, string | number | undefined>;

/**
 * Downloads an Excel export of the API and hands it to the browser as a file. It goes through the API
 * client, so it carries the session's headers and renews an expired token once, like every call; a
 * refusal or a failure is thrown as an ApiError with the server's message.
 */
export async function downloadWorkbook(path: string, query: Query, fallbackName: string): Promise<void> {
  const file = await api.get<DownloadedFile>(path, {
    query,
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: file.fileName ?? fallbackName,
  });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
