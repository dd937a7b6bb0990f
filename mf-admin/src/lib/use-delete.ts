// Delete with confirmation and the product's messages: success from the server (or the screen's own text),
// failure as docs/behaviour.md §8 words it (see failure-text).
import type { ResourceKey } from '@site/contracts/resources';
import { toast, useRemoveMutation } from '@site/shared-ui';
import { useState } from 'react';
import { failureText, type FailureTexts } from './failure-text';

export function useDelete(key: ResourceKey, noun: string, texts: FailureTexts & { deleted?: string } = {}) {
  const [remove, { isLoading }] = useRemoveMutation();
  const [pending, setPending] = useState<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await remove({ key, id: pending }).unwrap();
      toast.success(texts.deleted ?? res.message);
    } catch (err) {
      toast.error(failureText(err, 'delete', noun, texts));
    } finally {
      setPending(null);
    }
  };
  return { ask: setPending, pending, confirm, cancel: () => setPending(null), busy: isLoading };
}
