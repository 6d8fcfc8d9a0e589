// jsdom has no TextEncoder; react-router and TypeBox (which the shared client reaches) need it when their modules load,
// so it is set before any test file imports them: in the dom project and in node tests that ask for jsdom.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
