// One SMPP 3.4 transceiver session to the SMSC, opened when first needed and again after it drops: submit_sm goes out
// on it, and the SMSC's delivery receipts (deliver_sm) come back on it. Every wait is bounded: an SMSC that hangs
// costs one try of an SMS, never the sender's loop.
import smpp, { type PDU, type Session } from 'smpp';
import { readReceipt, type ReceiptStatus } from './smpp-protocol.js';

const BIND_TIMEOUT_MS = 10_000;
const SUBMIT_TIMEOUT_MS = 20_000;
const ENQUIRE_LINK_MS = 30_000;
/** command_status of a deliver_sm_resp when the receipt could not be recorded: the SMSC sends it again later. */
const ESME_RX_T_APPN = 0x64;

export type OnReceipt = (receipt: { messageId: string; status: ReceiptStatus }) => Promise<void>;

export class SmppLink {
  private bound?: Promise<Session>;
  private readonly sessions = new Set<Session>();

  constructor(
    private readonly url: string,
    private readonly onReceipt: OnReceipt,
    private readonly warn: (message: string) => void,
  ) {}

  /** Submits one part; answers the SMSC's message id. */
  async submit(options: Record<string, unknown>): Promise<string> {
    const session = await this.session();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // No answer: the session's state is unknown, so it is dropped and the next try binds again.
        session.destroy();
        reject(new Error(`SMPP: no submit_sm_resp within ${SUBMIT_TIMEOUT_MS} ms`));
      }, SUBMIT_TIMEOUT_MS);
      const sent = session.submit_sm(options, (pdu) => {
        clearTimeout(timer);
        if (pdu.command_status !== smpp.ESME_ROK) reject(new Error(`SMPP: submit_sm refused (status 0x${pdu.command_status.toString(16)})`));
        else resolve(String(pdu.message_id));
      });
      if (!sent) {
        clearTimeout(timer);
        reject(new Error('SMPP: the session closed'));
      }
    });
  }

  /** Binds now (receipts of earlier SMS come as soon as a session is bound); a failure only waits for the next SMS. */
  open() {
    this.session().catch(() => undefined);
  }

  async close() {
    const sessions = [...this.sessions];
    this.bound = undefined;
    await Promise.all(sessions.map((s) => new Promise<void>((resolve) => (s.socket.destroyed ? resolve() : s.destroy(() => resolve())))));
  }

  private session(): Promise<Session> {
    this.bound ??= this.bind();
    return this.bound;
  }

  private bind(): Promise<Session> {
    const { hostname, port, username, password } = new URL(this.url);
    return new Promise((resolve, reject) => {
      const session = smpp.connect({ host: hostname, port: Number(port || 2775), auto_enquire_link_period: ENQUIRE_LINK_MS });
      this.sessions.add(session);
      let done = false;
      const fail = (err: Error) => {
        clearTimeout(timer);
        if (this.bound && !done) this.bound = undefined;
        if (!done) reject(err);
        done = true;
        session.destroy();
      };
      const timer = setTimeout(() => fail(new Error(`SMPP: no bind within ${BIND_TIMEOUT_MS} ms`)), BIND_TIMEOUT_MS);
      session.on('error', (err: Error) => {
        if (done) this.warn(`SMPP session: ${err.message}`);
        fail(err);
      });
      session.on('close', () => {
        this.sessions.delete(session);
        // The next SMS binds again.
        if (done) this.bound = undefined;
        else fail(new Error('SMPP: the connection closed before the bind'));
      });
      session.on('connect', () =>
        session.bind_transceiver({ system_id: decodeURIComponent(username), password: decodeURIComponent(password) }, (pdu) => {
          clearTimeout(timer);
          if (pdu.command_status !== smpp.ESME_ROK) return fail(new Error(`SMPP: bind refused (status 0x${pdu.command_status.toString(16)})`));
          done = true;
          resolve(session);
        }),
      );
      session.on('deliver_sm', (pdu: PDU) => void this.received(session, pdu));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
    });
  }

  /** A receipt is answered once recorded; one that could not be is answered so that the SMSC sends it again. */
  private async received(session: Session, pdu: PDU) {
    const receipt = readReceipt(pdu);
    try {
      if (receipt) await this.onReceipt(receipt);
      session.send(pdu.response());
    } catch (err) {
      this.warn(`SMS receipt ${receipt?.messageId} not recorded: ${(err as Error).message}`);
      session.send(pdu.response({ command_status: ESME_RX_T_APPN }));
    }
  }
}
