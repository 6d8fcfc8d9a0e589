/** Saves text as a file through a Blob and a temporary link (issue 6: CSV export of what is shown). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
