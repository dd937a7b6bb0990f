/// <reference types="@testing-library/jest-dom/jest-globals" />
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** A catalogue's English messages that have placeholders, compiled (scripts/rspack/messages-loader.mjs). */
declare module '*.json?english' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
