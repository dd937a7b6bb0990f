// How the back office names one item in a sentence: the resource's product noun and the item's title, both
// declared by the resource (contracts/src/resources.ts), so every screen says it the same way.
import { RESOURCES, type ResourceKey, titleOf } from '@site/contracts/resources';

/** "the job 'Security Supervisor'", or "the about card" for an item without a title. */
export function itemName(key: ResourceKey, item: Readonly<Record<string, unknown>> | null | undefined, title = titleOf(key, item)) {
  const { noun } = RESOURCES[key];
  return title ? `the ${noun} '${title}'` : `the ${noun}`;
}

/** "Delete the job 'Security Supervisor'?" */
export const deleteQuestion = (key: ResourceKey, item: Readonly<Record<string, unknown>> | null | undefined) => `Delete ${itemName(key, item)}?`;
