// Delete with confirmation and the product's messages: the question names the item ("Delete the job 'Security
// Supervisor'?"), success comes from the server (or the screen's own text), failure as docs/behaviour.md §8 words it
// (see failure-text).
import type { ResourceKey } from '@site/contracts/resources';
import { toast, useRemoveMutation } from '@site/shared-ui';
import { useState } from 'react';
import { failureText, type FailureTexts } from './failure-text';
import { deleteQuestion } from './item-words';

type Item = Readonly<Record<string, unknown>> & { _id: string };

export function useDelete(key: ResourceKey, noun: string, texts: FailureTexts & { deleted?: string } = {}) {
  const [remove, { isLoading }] = useRemoveMutation();
  const [pending, setPending] = useState<Item | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await remove({ key, id: pending._id }).unwrap();
      toast.success(texts.deleted ?? res.message);
    } catch (err) {
      toast.error(failureText(err, 'delete', noun, texts));
    } finally {
      setPending(null);
    }
  };
  return { ask: setPending, pending, question: pending ? deleteQuestion(key, pending) : '', confirm, cancel: () => setPending(null), busy: isLoading };
}
