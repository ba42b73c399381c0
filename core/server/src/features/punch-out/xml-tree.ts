import { SaxesParser } from 'saxes';

/** One element of a parsed document: name, attributes, child elements and its own text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

/** Limits a requisition system's document must keep (cXML setup requests are a few kB). */
export const xmlLimits = { maxBytes: 256 * 1024, maxElements: 5_000, maxDepth: 32 } as const;

/** Why a document was refused; the route turns it into the caller's message. */
export class XmlRefused extends Error {
  constructor(readonly reason: 'too-large' | 'malformed' | 'dtd') {
    super(reason);
    this.name = 'XmlRefused';
  }
}

/**
 * Parses a document into elements with saxes, a strict non-validating parser: it never fetches
 * the external DTD a cXML document names and never expands entities beyond XML's five, so a
 * reference to a declared entity is an error. An internal DTD subset is refused outright, so no
 * entity declaration (billion laughs, external file) is even read.
 */
export function parseXml(text: string): XmlElement {
  if (Buffer.byteLength(text, 'utf8') > xmlLimits.maxBytes) throw new XmlRefused('too-large');
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let elements = 0;
  let failure: XmlRefused | undefined;
  parser.on('error', () => {
    failure ??= new XmlRefused('malformed');
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) failure ??= new XmlRefused('dtd');
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > xmlLimits.maxElements || stack.length >= xmlLimits.maxDepth) failure ??= new XmlRefused('too-large');
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch {
    failure ??= new XmlRefused('malformed');
  }
  if (failure) throw failure;
  if (!root) throw new XmlRefused('malformed');
  return root;
}

/** The first child element named `name`. */
export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((c) => c.name === name);

/** Every child element named `name`. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The trimmed text of the element at `path` below `element`. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  let current = element;
  for (const name of path) current = child(current, name);
  const text = current?.text.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** Escapes text for an XML text node or a double-quoted attribute. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
