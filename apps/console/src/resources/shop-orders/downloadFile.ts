import type { HttpFile } from '../../httpClient';

/** Hands a downloaded file to the browser as a download of its name. */
export const downloadFile = ({ blob, filename }: HttpFile, fallbackName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
