// Multipart writes with an upload progress figure. They are the add and edit calls of `api`, so they share its
// address, token, error reading and session handling, and a success refetches the resource's lists.
import type { ResourceKey } from '@site/contracts/resources';
import { useCallback, useState } from 'react';
import { useAddMutation, useEditMutation } from './api';

export interface UploadArgs {
  key: ResourceKey;
  /** Absent = add, present = edit of that document. */
  id?: string;
  body: FormData;
}

/**
 * `upload({ key, id?, body })` posts a multipart form; `progress` is 0-100 while it runs, null otherwise. A failed
 * upload rejects with the same error as any other call (read it with `errorMessage`).
 */
export function useUpload() {
  const [add] = useAddMutation();
  const [edit] = useEditMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async ({ key, id, body }: UploadArgs) => {
      setProgress(0);
      try {
        const call = id ? edit({ key, id, body, onUploadProgress: setProgress }) : add({ key, body, onUploadProgress: setProgress });
        return await call.unwrap();
      } finally {
        setProgress(null);
      }
    },
    [add, edit],
  );

  return { upload, progress, uploading: progress !== null };
}
