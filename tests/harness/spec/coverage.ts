/**
 * Which spec rule (rules.ts) has which test in tests/spec/ and which deviation entry in
 * docs/spec-deviations.md. Read from the files, never from a test run: `npm run spec:coverage`
 * prints it and tests/unit/spec-coverage.test.ts gates on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { specRules, type SpecRule } from './rules';

export interface Deviation {
  ids: string[];
  specSays: string;
  siteDoes: string;
  why: string;
  source: string;
}

export interface RuleCoverage extends SpecRule {
  /** Titles of the tests that name the rule ("§4 R4.2 ..."). */
  tests: string[];
  deviation?: Deviation;
}

export interface Coverage {
  rules: RuleCoverage[];
  /** Test titles or deviation ids that name no rule, or the wrong section. */
  strays: string[];
}

const root = path.resolve(import.meta.dirname, '../../..');
export const deviationsFile = path.join(root, 'docs/spec-deviations.md');
const specTests = path.join(root, 'tests/spec');

/** A title that names a rule: "§<section> R<id> ...". */
const titlePattern = /^§(\d+) (R\d+\.\d+)\b/;

/**
 * Modifiers after which a test does not run, or runs only sometimes, or passes by failing: such a
 * test covers no rule, and neither does anything inside such a `describe`.
 */
const notRunning = new Set(['skip', 'todo', 'skipIf', 'runIf', 'fails']);
const testFunctions = new Set(['it', 'test', 'describe', 'suite']);

/** `it`, `it.each(rows)`, `describe.skip`...: the root name and the modifiers of a test call. */
function testCallee(expression: ts.Expression): { root: string; modifiers: string[] } | undefined {
  if (ts.isIdentifier(expression)) return { root: expression.text, modifiers: [] };
  if (ts.isPropertyAccessExpression(expression)) {
    const inner = testCallee(expression.expression);
    return inner && { ...inner, modifiers: [...inner.modifiers, expression.name.text] };
  }
  // `it.each(rows)(title, fn)`: the callee is itself a call.
  if (ts.isCallExpression(expression)) return testCallee(expression.expression);
  return undefined;
}

/** The title as written: a string, or a template with its `${...}` parts kept as source. */
function titleText(node: ts.Node | undefined, source: ts.SourceFile) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** Whether a test's body skips itself at run time (`ctx.skip()`, `skip()`). */
function skipsAtRunTime(body: ts.Node | undefined): boolean {
  if (!body) return false;
  let found = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 'skip') ||
        (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'skip'))
    ) {
      found = true;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/**
 * The titles of the tests in one file that run unconditionally: read from the syntax tree, so a
 * skipped or todo test, one inside a skipped `describe`, a title-only placeholder and a string
 * that merely looks like a title do not count.
 */
export function runningTestTitles(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const titles: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = testCallee(node.expression);
      if (callee && testFunctions.has(callee.root)) {
        if (callee.modifiers.some((modifier) => notRunning.has(modifier))) return;
        const [title, body] = node.arguments;
        // Without a body vitest reports the test as todo.
        if (!body) return;
        if (callee.root === 'it' || callee.root === 'test') {
          const text = titleText(title, source);
          if (text !== undefined && !skipsAtRunTime(body)) titles.push(text);
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

/** Every rule-naming title of a running test in tests/spec/**.test.ts. */
export function specTestTitles(): { title: string; section: number; id: string }[] {
  const files = readdirSync(specTests, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.test.ts'),
  );
  return files.flatMap((file) =>
    runningTestTitles(file, readFileSync(path.join(specTests, file), 'utf8')).flatMap((title) => {
      const match = titlePattern.exec(title);
      return match ? [{ title, section: Number(match[1]), id: match[2] ?? '' }] : [];
    }),
  );
}

/** The rows of the deviations table: `| ids | spec says | site does | why | source |`. */
export function parseDeviations(markdown: string): Deviation[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*R\d/.test(line))
    .map((line) => {
      const [ids = '', specSays = '', siteDoes = '', why = '', source = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { ids: ids.split(/\s*,\s*/), specSays, siteDoes, why, source };
    });
}

export function specCoverage(): Coverage {
  const titles = specTestTitles();
  const deviations = parseDeviations(readFileSync(deviationsFile, 'utf8'));
  const known = new Map(specRules.map((rule) => [rule.id, rule]));
  const strays = [
    ...titles
      .filter(({ id, section }) => known.get(id)?.section !== section)
      .map(({ title }) => `test "${title}"`),
    ...deviations
      .flatMap((deviation) => deviation.ids)
      .filter((id) => !known.has(id))
      .map((id) => `deviation ${id}`),
  ];
  const rules = specRules.map((rule) => {
    const deviation = deviations.find((entry) => entry.ids.includes(rule.id));
    return {
      ...rule,
      tests: [...new Set(titles.filter(({ id }) => id === rule.id).map(({ title }) => title))],
      ...(deviation ? { deviation } : {}),
    };
  });
  return { rules, strays };
}

/** Rules with neither a test nor a deviation entry. */
export const uncovered = (coverage: Coverage) =>
  coverage.rules.filter((rule) => rule.tests.length === 0 && !rule.deviation);
