/** A Web Storage kept in memory: sessionStorage and localStorage for screens rendered in Node (scripts/prerender.ts; src/lib/storage.ts for the server's renderings). */
export class MemoryStorage implements Storage {
  readonly #items: Map<string, string>;
  constructor(items: Record<string, string>) {
    this.#items = new Map(Object.entries(items));
  }
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}
