// Delete with confirmation and the spec's messages: success from the server (or the screen's own text),
// failure as 'Failed to delete X: {message or Unknown error}'.
import type { ResourceKey } from '@site/api/contracts/routes';
import { errorMessage, useRemoveMutation } from '@site/shared-ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

export function useDelete(key: ResourceKey, noun: string, successText?: string, failedText?: string) {
  const [remove, { isLoading }] = useRemoveMutation();
  const [pending, setPending] = useState<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await remove({ key, id: pending }).unwrap();
      toast.success(successText ?? res.message);
    } catch (err) {
      toast.error(failedText ? `${failedText} ${errorMessage(err) ?? 'An error occurred!'}` : `Failed to delete ${noun}: ${errorMessage(err) ?? 'Unknown error'}`);
    } finally {
      setPending(null);
    }
  };
  return { ask: setPending, pending, confirm, cancel: () => setPending(null), busy: isLoading };
}
