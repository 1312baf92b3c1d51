/**
 * Saving a file the bank sent (the letter of offer as base64, an uploaded PDF as a blob) under its own
 * name: an object URL behind a transient <a download>, released once clicked.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    // Some browsers read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
