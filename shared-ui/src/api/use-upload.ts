// Multipart writes with an upload progress figure (fetch cannot report upload progress; XMLHttpRequest can).
// On success the resource's cached lists are refetched, exactly as after the JSON mutations of `api`.
import { RESOURCES, type ResourceKey } from '@site/contracts/resources';
import { useCallback, useState } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { logoutAdmin } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store/store';
import { api } from './api';
import type { WriteResult } from './types';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface UploadArgs {
  key: ResourceKey;
  /** Absent = add, present = edit of that document. */
  id?: string;
  body: FormData;
}

function send(url: string, body: FormData, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<WriteResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let data: { message?: unknown } = {};
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON (a proxy's error page): no server message, so callers show their own fallback text */
      }
      const message = typeof data.message === 'string' ? data.message : '';
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ...data, message });
      else reject(new UploadError(message, xhr.status));
    };
    // No answer at all: no message, callers show their fallback text.
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.send(body);
  });
}

/** `upload({ key, id?, body })` posts a multipart form; `progress` is 0-100 while it runs, null otherwise. */
export function useUpload() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.adminToken);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async ({ key, id, body }: UploadArgs) => {
      const r = RESOURCES[key];
      const path = id ? r.edit.replace(':id', encodeURIComponent(id)) : r.add;
      setProgress(0);
      try {
        const result = await send(`${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/${r.path}/${path}`, body, token, setProgress);
        dispatch(api.util.invalidateTags([key]));
        return result;
      } catch (error) {
        if (error instanceof UploadError && error.status === 401 && token) void dispatch(logoutAdmin('expired'));
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [dispatch, token],
  );

  return { upload, progress, uploading: progress !== null };
}
