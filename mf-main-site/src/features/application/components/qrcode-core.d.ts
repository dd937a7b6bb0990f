// The qrcode library's core, typed as its main entry's `create` (which it is).
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
