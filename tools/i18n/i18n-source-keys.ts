// Which locale keys the source reads, from its syntax tree (TypeScript's parser): a string literal
// that looks like a key names a leaf key (or a list, read whole); a key read with `returnObjects`
// (or a template literal such as `header.nav.${id}` in such a call) covers its subtree; other
// template literals match leaves. A literal that merely equals a parent key (an id such as 'faq')
// covers nothing. Comments are not read.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

export interface SourceReferences {
  literals: Set<string>;
  subtrees: Set<string>;
  patterns: RegExp[];
  subtreePatterns: RegExp[];
}

const keyLike = /^([\w-]+:)?[A-Za-z][\w-]*(\.[\w-]+)*$/;
const stripNamespace = (key: string) => key.replace(/^[\w-]+:/, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `a.${x}.b` -> /^(ns:)?a\.[\w-]+\.b$/: each substitution stands for one key segment or more. */
function templatePattern(template: ts.TemplateExpression): RegExp {
  const parts = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  return new RegExp(`^(?:[\\w-]+:)?${parts.map(escapeRegExp).join('[\\w-]+')}$`);
}

/** `{ ..., returnObjects: true }` */
function readsObjects(node: ts.Node | undefined): boolean {
  return (
    node !== undefined &&
    ts.isObjectLiteralExpression(node) &&
    node.properties.some(
      (property) =>
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'returnObjects' &&
        property.initializer.kind === ts.SyntaxKind.TrueKeyword,
    )
  );
}

function addReferences(file: ts.SourceFile, references: SourceReferences) {
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (keyLike.test(node.text)) references.literals.add(stripNamespace(node.text));
    } else if (ts.isTemplateExpression(node)) {
      references.patterns.push(templatePattern(node));
    } else if (ts.isCallExpression(node)) {
      // t('key', { returnObjects: true }) and t(`key.${x}`, { ..., returnObjects: true })
      node.arguments.forEach((argument, index) => {
        if (!readsObjects(node.arguments[index + 1])) return;
        if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) {
          references.subtrees.add(stripNamespace(argument.text));
        } else if (ts.isTemplateExpression(argument)) {
          references.subtreePatterns.push(templatePattern(argument));
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** What the TypeScript files under `dirs` read: exact keys, subtrees and key patterns. */
export async function sourceReferences(dirs: readonly string[]): Promise<SourceReferences> {
  const references: SourceReferences = {
    literals: new Set(),
    subtrees: new Set(),
    patterns: [],
    subtreePatterns: [],
  };
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const text = await readFile(file, 'utf8');
      addReferences(
        ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind),
        references,
      );
    }
  }
  return references;
}

export function isUsed(key: string, references: SourceReferences): boolean {
  const { literals, subtrees, patterns, subtreePatterns } = references;
  if (literals.has(key) || patterns.some((pattern) => pattern.test(key))) return true;
  const segments = key.split('.');
  for (let length = segments.length; length >= 1; length -= 1) {
    const parent = segments.slice(0, length).join('.');
    if (subtrees.has(parent) || subtreePatterns.some((pattern) => pattern.test(parent))) {
      return true;
    }
  }
  return false;
}
