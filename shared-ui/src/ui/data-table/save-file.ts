// Saving what the browser holds as a file (the server writes the CSV exports themselves).

/** Saves an object URL as a file named `name`, then frees the URL. */
export function saveFile(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
