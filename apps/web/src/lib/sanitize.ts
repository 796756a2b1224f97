/**
 * Minimal allow-list sanitiser for showing stored rich text (browser only,
 * DOMParser): keeps text formatting, lists, headings and http(s)/mailto
 * links; drops every other element's markup and every attribute.
 */
const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'CODE', 'PRE', 'HR', 'A', 'SPAN', 'SUB', 'SUP', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']);
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'svg', 'math']);

export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const clean = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (DROP.has(child.tagName) || DROP.has(child.nodeName)) {
        child.remove();
        continue;
      }
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      const href = child.tagName === 'A' ? child.getAttribute('href') : null;
      for (const a of Array.from(child.attributes)) child.removeAttribute(a.name);
      if (href && /^(https?:|mailto:|\/(?!\/))/i.test(href.trim())) {
        child.setAttribute('href', href.trim());
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
    }
  };
  clean(root);
  return root.innerHTML;
}
