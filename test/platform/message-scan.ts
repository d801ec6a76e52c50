import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/*
 * Finds the English messages the service code writes: literals handed to the error helpers of
 * src/core/errors/app-error.ts, class-validator `message:` options, and the verdicts rules hand back
 * for their callers to throw (`problem:` properties, `message:` in *.rules.ts, sentences returned
 * by a function typed `string | null`). A template literal becomes a template with `{}` for each
 * `${...}` (the catalogue's named placeholders match any value).
 */
export interface FoundMessage {
  file: string;
  line: number;
  /** The English text; `{}` where the code inserts a value. */
  text: string;
  /** 'resource' for notFound's argument (a resource name), 'message' otherwise. */
  kind: 'message' | 'resource';
}

/** Helpers whose first argument is a message (notFound's is a resource name). */
const MESSAGE_FIRST = new Set(['unauthorized', 'reauthRequired', 'forbidden', 'tenantMismatch', 'conflict']);

function walkFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walkFiles(path, out);
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A string or template literal as text (`{}` for substitutions); null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return null;
}

/** Every literal a message expression can evaluate to (both arms of a conditional). */
function literalTexts(node: ts.Node): string[] {
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  const text = literalText(node);
  return text === null ? [] : [text];
}

/** Field messages of a validationError's first argument: `{ field: ['...'] }`. */
function fieldMessages(node: ts.Node): ts.Node[] {
  if (!ts.isObjectLiteralExpression(node)) return [];
  const out: ts.Node[] = [];
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isArrayLiteralExpression(property.initializer)) out.push(...property.initializer.elements);
  }
  return out;
}

export function scanMessages(root: string): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const path of walkFiles(root)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    // Constants handed over by name (`invalidField('x', NOT_AN_ORDER)`, `reauthRequired(REFUSAL_MESSAGES[refusal])`).
    const named = new Set<string>();
    const add = (node: ts.Node, kind: FoundMessage['kind']) => {
      const base = constantName(node);
      if (base) named.add(base);
      for (const text of literalTexts(node)) {
        found.push({ file: relative(process.cwd(), path), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text, kind });
      }
    };
    // Sentences only: such functions also return codes and URLs built from parts.
    const addSentences = (node: ts.Node) => {
      if (literalTexts(node).some((text) => text.includes(' '))) add(node, 'message');
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const [first, second] = node.arguments;
        if (MESSAGE_FIRST.has(name) && first) add(first, 'message');
        if (name === 'notFound' && first) add(first, 'resource');
        if (name === 'invalidField' && second) add(second, 'message');
        if (name === 'validationError') {
          if (first) for (const element of fieldMessages(first)) add(element, 'message');
          if (second) add(second, 'message');
        }
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError' && node.arguments?.[1])
        add(node.arguments[1], 'message');
      // class-validator options inside a decorator, `@MaxLength(120, { message: '...' })`, or shared by an inputs file's decorators.
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const name = node.name.text;
        if (name === 'message' && (insideDecorator(node) || path.endsWith('.inputs.ts') || path.endsWith('.rules.ts'))) add(node.initializer, 'message');
        // A rule's verdict (`{ problem: '...' }`) is thrown by the service that asked.
        if (name === 'problem') addSentences(node.initializer);
      }
      // A rule that answers `string | null` returns the message its caller throws (null: allowed).
      if (ts.isReturnStatement(node) && node.expression && returnsProblem(node)) addSentences(node.expression);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !named.has(declaration.name.text) || !declaration.initializer) continue;
        const value = unwrap(declaration.initializer);
        if (ts.isObjectLiteralExpression(value)) {
          for (const property of value.properties) if (ts.isPropertyAssignment(property)) add(property.initializer, 'message');
        } else add(value, 'message');
      }
    }
  }
  return found;
}

/** `NAME`, `NAME.key` or `NAME[key]`: the constant a message argument names. */
function constantName(node: ts.Node): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && ts.isIdentifier(node.expression)) return node.expression.text;
  return null;
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}

function returnsProblem(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (!ts.isFunctionLike(parent)) continue;
    const declared = (parent as ts.SignatureDeclaration).type;
    if (declared) return /\bstring \| null\b|\bnull \| string\b/.test(declared.getText());
    // A delete guard's `check` takes its type from DeleteGuard (src/core/modules/delete-guards.ts): its sentence is the 409.
    const name = ts.isPropertyAssignment(parent.parent) ? parent.parent.name : (parent as ts.SignatureDeclaration).name;
    return !!name && ts.isIdentifier(name) && name.text === 'check' && insideDeleteGuard(parent);
  }
  return false;
}

function insideDeleteGuard(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isVariableDeclaration(parent)) return /DeleteGuard/.test(parent.type?.getText() ?? '');
  }
  return false;
}

function insideDecorator(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (ts.isDecorator(parent)) return true;
  return false;
}
