import type { RenderedTemplate } from './reference-placeholders.ts';

/**
 * Stored renderings kept in memory, most recently used last, up to `maxChars` of HTML. A
 * rendering's key is its content address, so a kept one is never stale: each server may keep
 * its own. Saves the row's transfer and parse on every read of a hot text (the issue page's
 * `realtime_changes` poll reads it every 3 s per open page).
 */
export class TemplateCache {
  private readonly entries = new Map<string, RenderedTemplate>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): RenderedTemplate | undefined {
    const template = this.entries.get(key);
    if (template) {
      this.entries.delete(key);
      this.entries.set(key, template);
    }
    return template;
  }

  set(key: string, template: RenderedTemplate): void {
    if (template.html.length > this.maxChars || this.entries.has(key)) return;
    this.entries.set(key, template);
    this.chars += template.html.length;
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= kept.html.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
