/**
 * XML metadata files read into a plain element tree with fast-xml-parser. Hostile files are the
 * concern: a DOCTYPE may only name the root (FCP7 writes `<!DOCTYPE xmeml>`), so no file declares
 * entities; only XML's own five named and the numeric character references are decoded; nesting
 * deeper than any camera or editor writes is refused.
 */
import { ENTITY_ACTION, EntityDecoder } from '@nodable/entities';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { MetadataFileError } from './metadata-record.ts';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, trimmed. */
  text: string;
}

/** Deeper than the deepest FCP7 clip log (sequence › media › track › clipitem › file …). */
const MAX_DEPTH = 64;

/** Any DOCTYPE but a bare `<!DOCTYPE name>`: internal subsets, SYSTEM and PUBLIC ids. */
const DECLARING_DOCTYPE = /<!DOCTYPE(?!\s+[\w.:-]+\s*>)/i;

type Ordered = Record<string, unknown>;
const TEXT = '#text';
const ATTRIBUTES = ':@';

function toElement(node: Ordered): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (name === undefined || name === TEXT || name.startsWith('?')) return null;
  const content = (node[name] ?? []) as Ordered[];
  const attributes = (node[ATTRIBUTES] ?? {}) as Record<string, string>;
  return {
    name,
    attributes,
    children: content.flatMap((child) => toElement(child) ?? []),
    text: content
      .map((child) => (TEXT in child ? String(child[TEXT]) : ''))
      .join('')
      .trim(),
  };
}

/** The root element of an XML document, or a `MetadataFileError` when it is no safe, sound XML. */
export function parseXml(text: string): XmlElement {
  if (DECLARING_DOCTYPE.test(text)) {
    throw new MetadataFileError('xml-doctype', 'a DOCTYPE that declares anything is refused');
  }
  try {
    SyntaxValidator.validate(text);
  } catch (error) {
    throw new MetadataFileError('xml-malformed', (error as Error).message);
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: MAX_DEPTH,
    entityDecoder: new EntityDecoder({ onInputEntity: () => ENTITY_ACTION.THROW }),
  });
  let nodes: Ordered[];
  try {
    nodes = parser.parse(text) as Ordered[];
  } catch (error) {
    throw new MetadataFileError('xml-malformed', (error as Error).message);
  }
  const roots = nodes.flatMap((node) => toElement(node) ?? []);
  const [root] = roots;
  if (!root || roots.length > 1) throw new MetadataFileError('xml-malformed', 'not one root');
  return root;
}

export const childOf = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((child) => child.name === name);

/** The text at a path of child names, or '' when any step is missing. */
export function textAt(element: XmlElement, ...path: string[]): string {
  let current: XmlElement | undefined = element;
  for (const name of path) current = current && childOf(current, name);
  return current?.text ?? '';
}

/** The elements named `name` under `element`, not looking inside those found. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) =>
    child.name === name ? [child] : findAll(child, name),
  );
}
