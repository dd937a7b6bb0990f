// fetch cannot tell how much of a request body has been sent; XMLHttpRequest can. This is a fetch-shaped
// transport over XMLHttpRequest that the base query uses only for the calls that want an upload figure, so those
// calls keep the address, headers, answer reading and session handling of every other call.

/** Called with 0-100 as the body goes out. */
export type UploadProgress = (percent: number) => void;

/** Answers that carry no body; `new Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A `fetch` for one request that reports the upload's progress to `onProgress`. */
export function xhrFetch(onProgress: UploadProgress) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        const init = { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) };
        resolve(new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null), init));
      };
      // As with fetch: no answer at all is a TypeError, a cancelled call an AbortError.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      if (request.signal.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
