/** Text of an HTML fragment, with tags and entities removed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|#160|#x0*a0);/gi, ' ')
    // other entities are markup: a letter joins its word, a dash or an ampersand is no word
    .replace(/&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);/gi, '');
}

/** Words of a (rich) text, counted from the text, never from the markup. */
export function countWords(value: string | null | undefined): number {
  if (!value) return 0;
  const text = htmlToText(value).trim();
  if (!text) return 0;
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
