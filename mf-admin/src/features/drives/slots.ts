// A drive's time slots (docs/behaviour.md §26): made by a generator (every 30 minutes from 09:00 to 16:00, 20 people
// each, to start with), then edited or removed one by one. Times are India's clock, "HH:MM", 24-hour.
import type { DriveSlot } from '@site/contracts';

export interface SlotPlan {
  /** The first slot's start. */
  from: string;
  /** When the last slot ends at the latest. */
  to: string;
  /** Minutes per slot. */
  every: number;
  capacity: number;
}

export const DEFAULT_PLAN: SlotPlan = { from: '09:00', to: '16:00', every: 30, capacity: 20 };
/** What the contract takes: at most 48 slots. */
export const MOST_SLOTS = 48;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM", or null for anything else. */
export function minutesOf(clock: string): number | null {
  const m = CLOCK.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "HH:MM" of minutes since midnight. */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slots of a plan: back to back from `from`, each `every` minutes long, the last ending by `to`. A plan that
 * makes none (an end before its start, a length under 5 minutes) or more than 48 says why instead.
 */
export function generateSlots(plan: SlotPlan): { slots: DriveSlot[] } | { problem: string } {
  const from = minutesOf(plan.from);
  const to = minutesOf(plan.to);
  if (from === null || to === null) return { problem: 'A time is written HH:MM' };
  if (!Number.isInteger(plan.every) || plan.every < 5 || plan.every > 480) return { problem: 'A slot lasts 5 to 480 minutes' };
  if (!Number.isInteger(plan.capacity) || plan.capacity < 1 || plan.capacity > 500) return { problem: 'A slot holds 1 to 500 people' };
  if (to - from < plan.every) return { problem: 'The last slot must end after the first starts: choose a later end' };
  const count = Math.floor((to - from) / plan.every);
  if (count > MOST_SLOTS) return { problem: `That makes ${count} slots: a drive has at most ${MOST_SLOTS}` };
  return {
    slots: Array.from({ length: count }, (_, i) => ({
      start: clockOf(from + i * plan.every),
      end: clockOf(from + (i + 1) * plan.every),
      capacity: plan.capacity,
    })),
  };
}

/** The seats of all slots. */
export const seatsOf = (slots: readonly { capacity: number }[]) => slots.reduce((n, s) => n + (Number(s.capacity) || 0), 0);

/** The slots in order of their start (a slot edited to start earlier moves up). */
export const sortSlots = <S extends { start: string }>(slots: readonly S[]) => [...slots].sort((a, b) => a.start.localeCompare(b.start));
