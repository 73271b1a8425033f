#!/usr/bin/env node
/*
 * The catalog check, run by `npm run lint`. The web app's words live in apps/web/src/locales/{en,es,ca}.json
 * (English is the spec's copy verbatim); this fails, with the list, on:
 *   1. a key of en.json missing in es.json or ca.json (plurals in the forms of each language's plural rules),
 *      or one they have that en.json lacks, an empty value, or a translation using a {{value}} the English
 *      does not pass;
 *   2. a key the code asks for that en.json lacks, where typecheck cannot see it: i18next's typed keys stop
 *      unknown literal keys, but not one given with a defaultValue or built from a plain string;
 *   3. words shown to people outside the catalogs: JSX text and the user-facing attributes (aria-label,
 *      placeholder, title, alt, label, ...) and toast texts in apps/web/src, tests excluded.
 * The code is read with the TypeScript compiler (its parser and checker), not with patterns.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const SOURCE = path.join(WEB, 'src');
const LOCALES = ['en', 'es', 'ca'];

/** Attributes whose text people read or hear. */
const USER_FACING_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
]);

/** Texts with letters that are no words to translate: names written the same in every language. */
const ALLOWED_TEXTS = new Set([]);

/**
 * Keys built from a plain string that the check cannot list, and what holds them instead: the contracts'
 * messages are held to messages.* in the catalogs by lib/message-text.test.ts.
 */
const DYNAMIC_KEY_PREFIXES = ['messages.'];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)/g;

const problems = [];
const report = (section, line) => problems.push({ section, line });

// 1. The catalogs against each other.

/** Every leaf of a catalog by its key path ('explore.times.morning', 'legal.items[2]'). */
function leaves(value, prefix = '', into = new Map()) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) leaves(item, `${prefix}[${i}]`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
  return into;
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => {
    const file = path.join(SOURCE, 'locales', `${locale}.json`);
    return [locale, leaves(JSON.parse(fs.readFileSync(file, 'utf8')))];
  }),
);
const en = catalogs.en;

const placeholders = (text) => new Set([...String(text).matchAll(PLACEHOLDER)].map((match) => match[1]));
/** The values the English passes to a key, its plural forms taken together. */
const englishValues = new Map();
for (const [key, text] of en) {
  const base = key.replace(PLURAL_SUFFIX, '');
  const values = englishValues.get(base) ?? new Set();
  for (const name of placeholders(text)) values.add(name);
  englishValues.set(base, values);
}

/**
 * The keys a catalog should have: English's, with each plural (a key with _one and _other forms in English)
 * in the forms the language's plural rules ask for: Spanish and Catalan also have 'many' (a million, ...),
 * which i18next looks for and, missing, takes from the English. A _zero form English has, every language has.
 */
const pluralBases = new Set(
  [...en.keys()]
    .filter((key) => key.endsWith('_other') && en.has(key.replace(PLURAL_SUFFIX, '_one')))
    .map((key) => key.replace(PLURAL_SUFFIX, '')),
);
function expectedKeys(locale) {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set();
  for (const key of en.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!pluralBases.has(base)) keys.add(key);
    // i18next's own _zero form, for a count of 0 in any language, where English has one.
    else if (key === `${base}_zero`) keys.add(key);
    else for (const form of forms) keys.add(`${base}_${form}`);
  }
  return keys;
}

for (const locale of LOCALES) {
  const catalog = catalogs[locale];
  const expected = expectedKeys(locale);
  for (const [key, text] of catalog) {
    if (typeof text !== 'string' || text.trim() === '') report(`empty in ${locale}.json`, key);
  }
  for (const key of expected) if (!catalog.has(key)) report(`missing in ${locale}.json`, key);
  for (const key of catalog.keys()) {
    if (!expected.has(key)) report(`in ${locale}.json but not in en.json`, key);
  }
  if (locale === 'en') continue;
  for (const [key, text] of catalog) {
    const known = englishValues.get(key.replace(PLURAL_SUFFIX, '')) ?? new Set();
    for (const name of placeholders(text)) {
      if (!known.has(name))
        report(`{{value}} the English does not pass, in ${locale}.json`, `${key}: {{${name}}}`);
    }
  }
}

// 2 and 3. The code.

const configFile = ts.readConfigFile(path.join(WEB, 'tsconfig.json'), ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, WEB);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: { ...config.options, noEmit: true },
});
const checker = program.getTypeChecker();

const isTestFile = (file) =>
  /\.test\.tsx?$/.test(file) || file.startsWith(path.join(SOURCE, 'test') + path.sep);
const sourceFiles = program
  .getSourceFiles()
  .filter((file) => file.fileName.startsWith(SOURCE + path.sep) && !isTestFile(file.fileName));

/** A key the code asks for exists: a leaf, an object or array of leaves (returnObjects), or plural forms. */
const keyPaths = [...en.keys()];
const keyExists = (key) =>
  en.has(key) ||
  keyPaths.some(
    (leaf) =>
      leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}[`) || leaf.replace(PLURAL_SUFFIX, '') === key,
  );

const where = (node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(ROOT, file.fileName)}:${line + 1}`;
};

/** The keys a key expression can be, from its type: literals, unions of literals, or null when unknown. */
function possibleKeys(expression) {
  if (ts.isStringLiteralLike(expression)) return { keys: [expression.text] };
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  const keys = [];
  for (const part of parts) {
    if (part.isStringLiteral()) keys.push(part.value);
    else return { keys: null, type: checker.typeToString(type) };
  }
  return { keys };
}

function checkKey(expression) {
  const { keys, type } = possibleKeys(expression);
  if (keys === null) {
    const text = expression.getText();
    const prefix = /^`([^$`]*)/.exec(text)?.[1] ?? '';
    if (!DYNAMIC_KEY_PREFIXES.some((allowed) => prefix.startsWith(allowed))) {
      report('a key the check cannot read (give it a literal type)', `${where(expression)} ${text}: ${type}`);
    }
    return;
  }
  for (const key of keys) {
    if (!keyExists(key)) report('a key the code uses that en.json lacks', `${where(expression)} ${key}`);
  }
}

const isTranslateCall = (node) =>
  ts.isCallExpression(node) &&
  node.arguments.length > 0 &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 't') ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't'));

const isToastCall = (node) =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 'toast') ||
    (ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'toast'));

/**
 * The literal texts an expression can show: string and template literals, through conditionals, ?? / || / &&,
 * concatenation, parentheses and `as`. A call (t('key'), a formatter) or a name is not a literal text.
 */
function literalTexts(expression) {
  if (!expression) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [{ node: expression, text: expression.text }];
  }
  if (ts.isTemplateExpression(expression)) {
    const text = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(
      ' ',
    );
    return [{ node: expression, text }];
  }
  if (ts.isConditionalExpression(expression)) {
    return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...literalTexts(expression.left), ...literalTexts(expression.right)];
    }
    return [];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return literalTexts(expression.expression);
  }
  return [];
}

const hasWords = (text) => /\p{L}/u.test(text) && !ALLOWED_TEXTS.has(text.trim());
const shown = (text) => text.replace(/\s+/g, ' ').trim();

function reportLiterals(expression, what) {
  for (const { node, text } of literalTexts(expression)) {
    if (hasWords(text)) report('words outside the catalogs', `${where(node)} ${what}: "${shown(text)}"`);
  }
}

function visit(node) {
  if (isTranslateCall(node)) checkKey(node.arguments[0]);
  if (ts.isJsxAttribute(node)) {
    const name = node.name.getText();
    const value = node.initializer;
    if (name === 'i18nKey' && value) checkKey(ts.isJsxExpression(value) ? value.expression : value);
    if (USER_FACING_ATTRIBUTES.has(name) && value) {
      reportLiterals(ts.isJsxExpression(value) ? value.expression : value, name);
    }
  }
  if (ts.isJsxText(node) && hasWords(node.text)) {
    report('words outside the catalogs', `${where(node)} text: "${shown(node.text)}"`);
  }
  if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
    reportLiterals(node.expression, 'text');
  }
  if (isToastCall(node)) {
    const [message, options] = node.arguments;
    reportLiterals(message, 'toast');
    if (options && ts.isObjectLiteralExpression(options)) {
      for (const property of options.properties) {
        if (ts.isPropertyAssignment(property) && property.name.getText() === 'description') {
          reportLiterals(property.initializer, 'toast description');
        }
      }
    }
  }
  ts.forEachChild(node, visit);
}

for (const file of sourceFiles) visit(file);

if (problems.length > 0) {
  const sections = new Map();
  for (const problem of problems)
    sections.set(problem.section, [...(sections.get(problem.section) ?? []), problem]);
  for (const [section, list] of sections) {
    console.error(`catalogs: ${section} (${list.length}):`);
    for (const { line } of list) console.error(`  ${line}`);
  }
  process.exit(1);
}
console.log(
  `catalogs: ${LOCALES.map((locale) => `${catalogs[locale].size} keys in ${locale}`).join(', ')}, none missing; ${sourceFiles.length} files hold no words outside them`,
);
