/** Saves text or bytes as a file through a Blob and a temporary link (the CSV and Excel exports of what is shown). */
export function downloadFile(content: string | Uint8Array, fileName: string, type: string): void {
  const blobType = typeof content === 'string' ? `${type};charset=utf-8` : type;
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type: blobType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
