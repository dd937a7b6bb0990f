// Content history (docs/behaviour.md §24): every save of a content item keeps the item as it was, an admin reads the
// versions, compares one with the current item and restores it; deleted items stay restorable for a while.
import { z } from 'zod';
import { OBJECT_ID } from './fields.js';
import { type ContentKey, RESOURCE_KEYS, RESOURCES } from './resources.js';

/** The resources that keep a history: site content, never visitors' submissions. */
export const CONTENT_KEYS = RESOURCE_KEYS.filter((k): k is ContentKey => RESOURCES[k].access === 'content');

export const HISTORY_ROUTES = {
  deleted: 'admin/history/deleted',
  versions: 'admin/history/:resource/:id',
  version: 'admin/history/:resource/:id/:n',
  restore: 'admin/history/:resource/:id/:n/restore',
} as const;

export const HISTORY_LIMITS = {
  /** Versions kept per item; the oldest go first (with the images only they refer to). */
  versionsPerItem: 50,
  /** How long a deleted item stays restorable. */
  deletedKeepDays: 30,
} as const;

export const historyItemParams = z.object({
  resource: z.enum(CONTENT_KEYS as [ContentKey, ...ContentKey[]], { error: `The resource must be one of ${CONTENT_KEYS.join(', ')}` }),
  id: z.string().regex(OBJECT_ID, 'Invalid item ID'),
});
export const historyVersionParams = historyItemParams.extend({
  n: z.coerce
    .number({ error: 'The version must be a number' })
    .int('The version must be a whole number')
    .min(1, 'The version must be 1 or more')
    .max(1_000_000_000, 'No such version'),
});
export type HistoryItemParams = z.output<typeof historyItemParams>;
export type HistoryVersionParams = z.output<typeof historyVersionParams>;

const timestamp = z.iso.datetime();
const who = z.object({ id: z.string(), name: z.string() }).nullable();

/** One kept version: the item as `savedBy` saved it at `savedAt` (null when saved before history was kept), until `replacedBy` changed or deleted it. */
export const historyVersion = z.object({
  n: z.number().int(),
  kind: z.enum(['edit', 'delete']),
  savedAt: timestamp.nullable(),
  savedBy: who,
  replacedAt: timestamp,
  replacedBy: who,
});
export type HistoryVersion = z.output<typeof historyVersion>;

export const historyListAnswer = z.object({
  resource: z.string(),
  id: z.string(),
  /** When the item was deleted (it is restorable from its last version), or null while it exists. */
  deletedAt: timestamp.nullable(),
  /** Who saved the current item and when (null fields when unknown). */
  current: z.object({ savedAt: timestamp.nullable(), savedBy: who }).nullable(),
  /** Newest first. */
  versions: z.array(historyVersion),
});
export type HistoryList = z.output<typeof historyListAnswer>;

export const historyVersionAnswer = z.object({ version: historyVersion, fields: z.record(z.string(), z.unknown()) });
export type HistoryVersionDetail = z.output<typeof historyVersionAnswer>;

export const deletedItem = z.object({
  resource: z.string(),
  id: z.string(),
  title: z.string(),
  deletedAt: timestamp,
  deletedBy: who,
  /** The version holding the item as it was when deleted. */
  n: z.number().int(),
});
export type DeletedItem = z.output<typeof deletedItem>;
export const deletedListAnswer = z.object({ deleted: z.array(deletedItem) });

export const restoreAnswer = z.object({ message: z.string(), data: z.record(z.string(), z.unknown()) });

/** The fields of a version that differ from the current item (metadata left out), for the back office's comparison. */
export function changedFields(version: Record<string, unknown>, current: Record<string, unknown> | null): string[] {
  const skip = new Set(['_id', 'createdAt', 'updatedAt']);
  const keys = new Set([...Object.keys(version), ...Object.keys(current ?? {})]);
  return [...keys].filter((k) => !skip.has(k) && JSON.stringify(version[k] ?? null) !== JSON.stringify(current?.[k] ?? null));
}
