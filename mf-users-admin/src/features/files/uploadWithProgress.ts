/**
 * spec 7: the file is PUT to the upload link as a block blob. fetch reports no upload progress, so this uses
 * XMLHttpRequest; the link is pre-signed (its token is its authorisation), so no bearer token is sent.
 */
export function uploadWithProgress(
  uploadLink: string,
  file: Blob,
  onProgress: (percent: number) => void,
  Request: typeof XMLHttpRequest = XMLHttpRequest,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new Request();
    xhr.open('PUT', uploadLink);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(`upload answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}
