// The parts of the `smpp` package (0.5, no types of its own) the SMS room uses.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';

  /** A PDU: its command, header and each parameter and TLV by name (an unknown TLV by its numeric tag, as a Buffer). */
  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session extends EventEmitter {
    send(pdu: PDU, onResponse?: (pdu: PDU) => void): boolean;
    bind_transceiver(options: Record<string, unknown>, onResponse: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, onResponse: (pdu: PDU) => void): boolean;
    deliver_sm(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    enquire_link(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    unbind(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    socket: { remoteAddress?: string; destroyed: boolean };
  }

  interface TlvType {
    read(buffer: Buffer, offset: number, length: number): unknown;
    write(value: unknown, buffer: Buffer, offset: number): void;
    size(value: unknown): number;
  }

  const smpp: {
    connect(
      options: { url?: string; host?: string; port?: number; auto_enquire_link_period?: number; connectTimeout?: number },
      listener?: () => void,
    ): Session;
    createServer(listener: (session: Session) => void): import('node:net').Server;
    addTLV(tag: string, options: { id: number; type: TlvType }): void;
    types: { tlv: { string: TlvType; cstring: TlvType; int8: TlvType; buffer: TlvType } };
    gsmCoder: { encode(text: string, table: number): Buffer; decode(bytes: Buffer, table: number): string };
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RSUBMITFAIL: number;
  };
  export default smpp;
}
