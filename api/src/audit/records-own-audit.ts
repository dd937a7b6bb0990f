import { SetMetadata } from '@nestjs/common';

export const RECORDS_OWN_AUDIT = 'recordsOwnAudit';

/**
 * An admin write whose room records its own audit entry (through AuditLog), because the same write also comes from
 * actors the interceptor does not see (a team's signed request, the system) and every entry must say the same.
 * The interceptor then records nothing for it.
 */
export const RecordsOwnAudit = () => SetMetadata(RECORDS_OWN_AUDIT, true);
