// What the SMS room adds to SMPP 3.4 (docs/sms.md): the DLT ids Indian operators require as optional parameters of
// submit_sm, and the reading of a delivery receipt (deliver_sm). The TLVs are registered once, by name, in the
// `smpp` package, which otherwise writes only the standard ones.
import smpp, { type PDU } from 'smpp';

/**
 * The DLT ids as vendor-specific TLVs (the 0x1400-0x3FFF range of SMPP 3.4), with the tags of the operators' "DLT -
 * Specification for SMPP Interface" that Indian aggregators take: 0x1400 the principal entity id, 0x1401 the
 * template id. Both are ASCII digits, without a terminating NUL.
 */
export const DLT_TLVS = { entityId: { name: 'dlt_pe_id', tag: 0x1400 }, templateId: { name: 'dlt_template_id', tag: 0x1401 } } as const;

for (const { name, tag } of Object.values(DLT_TLVS)) smpp.addTLV(name, { id: tag, type: smpp.types.tlv.string });

/** The DLT ids of a submit_sm: only those set, so an account that needs neither gets neither. */
export const dltParameters = (entityId?: string, templateId?: string): Record<string, string> => ({
  ...(entityId && { [DLT_TLVS.entityId.name]: entityId }),
  ...(templateId && { [DLT_TLVS.templateId.name]: templateId }),
});

/** What a delivery receipt says, in our words (the receipt's `stat:` or its message_state). */
export type ReceiptStatus = 'delivered' | 'undelivered' | 'expired' | 'rejected' | 'deleted' | 'accepted' | 'enroute' | 'unknown';

const STAT_WORDS: Record<string, ReceiptStatus> = {
  DELIVRD: 'delivered',
  UNDELIV: 'undelivered',
  EXPIRED: 'expired',
  REJECTD: 'rejected',
  DELETED: 'deleted',
  ACCEPTD: 'accepted',
  ENROUTE: 'enroute',
  UNKNOWN: 'unknown',
};
/** message_state (SMPP 3.4 §5.2.28). */
const STATES: ReceiptStatus[] = ['unknown', 'enroute', 'delivered', 'expired', 'deleted', 'undelivered', 'accepted', 'unknown', 'rejected'];

/** esm_class bits 2-5: 0x04 marks an SMSC delivery receipt. */
const isReceiptClass = (esmClass: unknown) => (Number(esmClass) & 0x3c) === 0x04;

/**
 * The message id and status a deliver_sm reports, or null when it is not a delivery receipt (a reply from the phone).
 * The TLVs win (receipted_message_id, message_state); else the receipt's text, `id:... stat:...` (SMPP 3.4 appendix B).
 */
export function readReceipt(pdu: PDU): { messageId: string; status: ReceiptStatus } | null {
  if (!isReceiptClass(pdu.esm_class)) return null;
  const message = pdu.short_message as { message?: unknown } | undefined;
  const text = typeof message?.message === 'string' ? message.message : Buffer.isBuffer(message?.message) ? message.message.toString('latin1') : '';
  const id = typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : /\bid:(\S+)/i.exec(text)?.[1];
  if (!id) return null;
  const stat = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  const status = typeof pdu.message_state === 'number' ? (STATES[pdu.message_state] ?? 'unknown') : (STAT_WORDS[stat ?? ''] ?? 'unknown');
  return { messageId: id, status };
}
