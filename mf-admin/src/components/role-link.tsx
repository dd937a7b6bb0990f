// A link to another back-office screen, drawn only for a role that may open it (lib/may-open.ts): the generic rule
// for every "Recently deleted", "← Inbox" or count that leads somewhere. `fallback` stands in for it otherwise.
import { Link } from '@site/shared-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useRole } from '../lib/may-open';

type Props = ComponentProps<typeof Link> & { to: string; fallback?: ReactNode };

export function RoleLink({ fallback = null, ...link }: Props) {
  return useRole().opens(link.to) ? <Link {...link} /> : fallback;
}
