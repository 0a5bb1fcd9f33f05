// Test support only. happy-dom builds `document` from a Document class other than
// `window.Document`, so React Aria's `root instanceof window.Document` check fails, it concludes
// focus is outside an open popover, and the popover takes focus back from its menu items. Real
// browsers do not have this problem; the shim makes the live document count as a Document.
const DocumentClass = window.Document;

if (!(document instanceof DocumentClass)) {
  const isInstance = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(DocumentClass, Symbol.hasInstance, {
    configurable: true,
    value: (value: unknown) => value === document || isInstance.call(DocumentClass, value),
  });
}
