// The visitor a shell's form post is sent on for (@site/contracts/release-tokens): the shell calls the API server to
// server, so req.ip is the shell's own address and every such visitor would share its rate-limit counts. The shell
// names the visitor in a header, proven with SHELL_SECRET; only a proven, well-formed address is believed.
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROOF_HEADER, visitorAddressHolds } from '@site/contracts/release-tokens';

/** Mounted before anything that reads req.ip (the rate limits, the phone codes' counts, the reports' limit). */
export function believeVisitorAddress(shellSecret: string): RequestHandler {
  return (req, _res, next) => {
    const address = req.get(VISITOR_ADDRESS_HEADER);
    const proof = req.get(VISITOR_PROOF_HEADER);
    // Anyone else's headers count for nothing: the request keeps its own address.
    if (address && proof && isIP(address) && visitorAddressHolds(shellSecret, address, proof)) {
      // req.ip is a getter on Express's request prototype: this request's own value hides it.
      Object.defineProperty(req, 'ip', { value: address, configurable: true, enumerable: true });
    }
    next();
  };
}
