// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Node's BroadcastChannel (which jest-fixed-jsdom hands to jsdom) keeps the process alive until
// closed, where a browser's ends with the page: the app's session channel lives as long as its tab,
// so in tests it must not hold Jest open.
if (typeof globalThis.BroadcastChannel === 'function') {
  const NodeBroadcastChannel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name) {
      super(name);
      this.unref?.();
    }
  };
}
