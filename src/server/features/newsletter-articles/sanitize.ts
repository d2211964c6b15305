import sanitizeHtml from 'sanitize-html';

/**
 * Newsletter articles are HTML written by staff in the back office's editor and sent to every
 * subscriber's mailbox (ADR 19). What is kept is an allow-list fit for mail clients: text
 * structure, emphasis, links, pictures and simple tables. Everything else goes: scripts,
 * styles, frames, forms, event handlers, classes and ids, and any URL that is not http(s)
 * (mailto for links). The shop's own pictures may be named by their path (`/images/...`); mails
 * get them as absolute URLs.
 */

/** A string that went through this file: the only HTML the layouts put in a page or a mail unescaped. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'u',
  's',
  'a',
  'img',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Elements whose text is dropped with them (the default keeps the text of a refused element). */
const TEXTLESS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'title',
  'head',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i;
const ABSOLUTE_PICTURE = /^https?:\/\//i;
/** The shop's own pictures (DATA_DIR/images, served at /images/): a path without `..`. */
const SHOP_PICTURE = /^\/images\/(?!.*\.\.)[\w./-]+$/;

/** The allowed attributes of a tag that it has, in the allow-list's order: the output is the same however the input ordered them. */
function ordered(tagName: string, attribs: sanitizeHtml.Attributes, set: sanitizeHtml.Attributes = {}): sanitizeHtml.Attributes {
  const all = { ...attribs, ...set };
  return Object.fromEntries((ATTRIBUTES[tagName] ?? []).flatMap((name) => (all[name] === undefined ? [] : [[name, all[name]]])));
}

function link(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim() ?? '';
  // A relative link means nothing in a mailbox; the scheme itself is checked after this.
  const { href: _dropped, ...rest } = attribs;
  return { tagName, attribs: ordered(tagName, rest, { ...(ABSOLUTE_LINK.test(href) ? { href } : {}), rel: 'noopener', target: '_blank' }) };
}

function picture(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim() ?? '';
  const { src: _dropped, ...rest } = attribs;
  return { tagName, attribs: ordered(tagName, rest, ABSOLUTE_PICTURE.test(src) || SHOP_PICTURE.test(src) ? { src } : {}) };
}

/** What older editors and pasted text write for the same elements. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4' };
const renamed = Object.fromEntries(
  Object.entries(RENAMED).map(([from, to]): [string, sanitizeHtml.Transformer] => [from, (_tagName, attribs) => ({ tagName: to, attribs })]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: TEXTLESS,
  transformTags: { ...renamed, a: link, img: picture },
  // A link left without an address keeps its words; a picture without a source is nothing.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** The article as it is stored and shown in the back office; what the sender must mail (it calls articleHtmlForMail). */
export function sanitizeArticleHtml(html: string): SanitizedHtml {
  return sanitizeHtml(html, OPTIONS).trim() as SanitizedHtml;
}

// The mail layout's tokens (mail/render.ts): mail clients ignore style sheets, so styles go inline.
const ACCENT = '#1f3a5f';
const LINE = '#e4ddd2';
const INK_SOFT = '#57524b';
const DISPLAY_FONT = "Georgia,'Times New Roman',serif";

const MAIL_STYLES: Record<string, string> = {
  h2: `margin:24px 0 12px;font-family:${DISPLAY_FONT};font-size:21px;font-weight:normal;line-height:1.3;`,
  h3: `margin:20px 0 10px;font-family:${DISPLAY_FONT};font-size:18px;font-weight:normal;line-height:1.3;`,
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3;',
  p: 'margin:0 0 16px;',
  ul: 'margin:0 0 16px;padding-left:24px;',
  ol: 'margin:0 0 16px;padding-left:24px;',
  a: `color:${ACCENT};`,
  img: 'display:block;max-width:100%;height:auto;border:0;',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:3px solid ${LINE};color:${INK_SOFT};`,
  hr: `margin:24px 0;border:0;border-top:1px solid ${LINE};`,
  table: 'margin:0 0 16px;border-collapse:collapse;',
  th: `padding:6px 8px;border:1px solid ${LINE};text-align:left;`,
  td: `padding:6px 8px;border:1px solid ${LINE};`,
};

/**
 * The article as a mail carries it: sanitised here again whatever the caller passes (the
 * allow-list above), the shop's picture paths made absolute, and each element given the inline
 * style mail clients need. The style attributes are all written here: any the input had is
 * replaced, so they are not parsed.
 */
export function articleHtmlForMail(html: string, siteUrl: string): SanitizedHtml {
  const origin = new URL(siteUrl).origin;
  const styled = (transform?: sanitizeHtml.Transformer): sanitizeHtml.Transformer => {
    return (tagName, attribs) => {
      const tag = transform ? transform(tagName, attribs) : { tagName, attribs };
      const style = MAIL_STYLES[tag.tagName];
      return { ...tag, attribs: { ...tag.attribs, ...(style ? { style } : {}) } };
    };
  };
  const absolute: sanitizeHtml.Transformer = (tagName, attribs) => {
    const tag = picture(tagName, attribs);
    const src = tag.attribs.src;
    return src && SHOP_PICTURE.test(src) ? { tagName, attribs: { ...tag.attribs, src: `${origin}${src}` } } : tag;
  };
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: Object.fromEntries(TAGS.map((tag) => [tag, [...(ATTRIBUTES[tag] ?? []), ...(MAIL_STYLES[tag] ? ['style'] : [])]])),
    parseStyleAttributes: false,
    transformTags: {
      ...Object.fromEntries(Object.keys(MAIL_STYLES).map((tag) => [tag, styled()])),
      ...Object.fromEntries(Object.entries(renamed).map(([tag, rename]) => [tag, styled(rename)])),
      a: styled(link),
      img: styled(absolute),
    },
  }).trim() as SanitizedHtml;
}
