import { FilterXSS } from 'xss';

/**
 * Rich text from the editor, cleaned on the server: a whitelist of
 * formatting tags; links only http(s)/mailto; no scripts, styles, event
 * handlers or embedded frames.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    sub: [],
    sup: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    blockquote: [],
    ul: [],
    ol: ['start'],
    li: [],
    a: ['href', 'title', 'target', 'rel'],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    hr: [],
    code: [],
    pre: [],
    span: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') return /^(https?:|mailto:)/i.test(value.trim()) ? `href="${value.replace(/"/g, '&quot;')}"` : '';
    if (tag === 'a' && name === 'target') return 'target="_blank"';
    return undefined;
  },
});

export function sanitizeRichText(html: string): string {
  return filter.process(html);
}
