/**
 * Every machine actor the product starts can be recorded: each `useMachine`, `useActor`,
 * `useActorRef`, `createActor` and `createActorContext` call under src/app passes
 * `inspect: recordMachine`, so a machine added later records without anyone remembering. The
 * Machine Lab's own simulations are not sessions of the product and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const APP = path.join(process.cwd(), 'src', 'app');
const NOT_THE_PRODUCT = [path.join(APP, 'features', 'lab') + path.sep];
const STARTERS = new Set([
  'useMachine',
  'useActor',
  'useActorRef',
  'createActor',
  'createActorContext',
]);

function sourceFiles(): string[] {
  return fs
    .readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(APP, file))
    .filter((file) => !NOT_THE_PRODUCT.some((folder) => file.startsWith(folder)));
}

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

function passesInspect(call: ts.CallExpression): boolean {
  const options = call.arguments[1];
  return (
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (property) =>
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        property.name.getText() === 'inspect',
    )
  );
}

interface Start {
  where: string;
  call: string;
  inspected: boolean;
}

function machineStartsIn(file: string): Start[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const starts: Start[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && STARTERS.has(name)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        starts.push({
          where: `${path.relative(process.cwd(), file)}:${line + 1}`,
          call: `${name}(…)`,
          inspected: passesInspect(node),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return starts;
}

describe('every machine actor of the product records', () => {
  const starts = sourceFiles().flatMap(machineStartsIn);

  it('finds the places the product starts its machines', () => {
    expect(starts.length).toBeGreaterThanOrEqual(4);
  });

  it('passes inspect: recordMachine wherever a machine actor starts', () => {
    const missing = starts
      .filter(({ inspected }) => !inspected)
      .map(
        ({ where, call }) =>
          `${where}: ${call} starts a machine without recording. Pass \`{ inspect: recordMachine }\` ` +
          `(import { recordMachine } from '@app/machineKit/recording/recorder') as its options.`,
      );
    expect(missing).toEqual([]);
  });
});
