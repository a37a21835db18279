/**
 * Stryker ignorers for machines/ (stryker.config.mjs; each one's reasoning is in docs/testing.md).
 * A node an ignorer names is left out of mutation with everything inside it: its mutants are
 * reported as Ignored, outside the score.
 *
 * - `machine-docs`: `description` and `meta` are words for the people reading the statecharts
 *   (docs/statecharts, the explorer), not behaviour: those properties, and an object that holds
 *   nothing else (a state `{ description: '…' }`, whose only mutant would empty it).
 * - `machine-stand-ins`: what `setup()` declares only for TypeScript or as a stand-in that the app
 *   and every test replace: `types` (type information, nothing at run time); `actors` or `actions`
 *   when every entry is a stand-in (`throw new Error('… is provided by the app')`, or an empty body).
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const DOC_KEYS = new Set(['description', 'meta']);

const keyName = (node) => (node.computed ? undefined : (node.key.name ?? node.key.value));

const isEmptyFunction = (fn) =>
  (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') &&
  ((fn.body.type === 'BlockStatement' && fn.body.body.length === 0) || (fn.body.type === 'Identifier' && fn.body.name === 'undefined'));

/** `async () => { throw new Error('… is provided by the app'); }`, `async () => {}`, `() => () => {}`. */
const isStandIn = (fn) => {
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return false;
  if (isEmptyFunction(fn) || isEmptyFunction(fn.body)) return true;
  const body = fn.body.type === 'BlockStatement' ? fn.body.body : [];
  if (body.length !== 1 || body[0].type !== 'ThrowStatement') return false;
  const thrown = body[0].argument;
  const message = thrown.type === 'NewExpression' ? thrown.arguments[0] : undefined;
  return message?.type === 'StringLiteral' && message.value.endsWith(' is provided by the app');
};

/** A property of the object passed to `setup({...})`. */
const isSetupOption = (path) =>
  path.parentPath?.isObjectExpression() && path.parentPath.parentPath?.isCallExpression() && path.parentPath.parentPath.node.callee.name === 'setup';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-docs', {
    shouldIgnore(path) {
      if (path.isObjectProperty() && DOC_KEYS.has(keyName(path.node))) {
        return `The '${keyName(path.node)}' of a machine is documentation for the statecharts, not behaviour`;
      }
      // A state that holds only words (`done: { description: '…' }`): emptying it removes only those.
      if (
        path.isObjectExpression() &&
        path.node.properties.length > 0 &&
        path.node.properties.every((p) => p.type === 'ObjectProperty' && DOC_KEYS.has(keyName(p)))
      ) {
        return 'An object holding only description or meta is documentation, not behaviour';
      }
      return undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'machine-stand-ins', {
    shouldIgnore(path) {
      if (!path.isObjectProperty() || !isSetupOption(path)) return undefined;
      const key = keyName(path.node);
      if (key === 'types') return "setup()'s types are TypeScript information only";
      const standIn = (value) => (value.type === 'CallExpression' ? isStandIn(value.arguments[0]) : isEmptyFunction(value));
      if (
        (key === 'actors' || key === 'actions') &&
        path.node.value.type === 'ObjectExpression' &&
        path.node.value.properties.every((p) => p.type === 'ObjectProperty' && standIn(p.value))
      ) {
        return `Stand-in ${key} the app always replaces with machine.provide(); they never run`;
      }
      return undefined;
    },
  }),
];
