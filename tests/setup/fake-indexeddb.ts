// IndexedDB for the offline-layer tests, in Node.
import "fake-indexeddb/auto";
