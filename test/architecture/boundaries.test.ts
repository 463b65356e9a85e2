/**
 * The lint rules that keep the layers apart (docs/architecture.md#boundaries) really fire: each
 * forbidden import, linted as if it were written in the file named, is reported by the rule
 * that guards it, and the allowed import beside it is not.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ESLint, type Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');

let eslint: ESLint;

// A lint answer takes seconds: no-cycle walks the whole import graph of what the fixture imports,
// and the machine may be busy. What is asserted is the answer, not how fast it comes.
jest.setTimeout(120_000);

// Loading the config, its plugins and the TypeScript resolver takes a while on a busy machine:
// it happens here, once, before the rules are asked anything.
beforeAll(async () => {
  // ignore: false, so that the committed cycle fixtures (ignored by `npm run lint`) are linted.
  eslint = new ESLint({ cwd: ROOT, ignore: false });
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'src/app/Fixture.ts') });
}, 120_000);

/** The first source file found below a folder of src, as an import path through its alias. */
function someModuleIn(folder: string): string {
  const dir = path.join(ROOT, 'src', folder);
  const file = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))
    .sort()[0];
  if (!file) throw new Error(`No module in src/${folder}.`);
  const [area, ...rest] = folder.split('/');
  return `@${area}/${[...rest, file.replace(/\.tsx?$/, '')].join('/')}`;
}

async function messagesFor(filePath: string, importPath: string): Promise<Linter.LintMessage[]> {
  const code = `import * as imported from '${importPath}';\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  if (!result) throw new Error('ESLint returned no result.');
  return result.messages;
}

async function rulesFiredFor(filePath: string, importPath: string): Promise<string[]> {
  const messages = await messagesFor(filePath, importPath);
  return messages.map((message) => message.ruleId ?? message.message);
}

const BOUNDARY_RULE = 'import-x/no-restricted-paths';

const forbidden: { name: string; file: string; imports: () => string }[] = [
  {
    name: 'a feature importing another feature',
    file: 'src/app/features/tasks/components/Fixture.tsx',
    imports: () => someModuleIn('app/features/users'),
  },
  {
    name: 'a feature importing a route',
    file: 'src/app/features/tasks/components/Fixture.tsx',
    imports: () => someModuleIn('app/routes'),
  },
  {
    name: 'a feature importing a layout',
    file: 'src/app/features/tasks/components/Fixture.tsx',
    imports: () => someModuleIn('app/layouts'),
  },
  {
    name: 'shared code importing a route',
    file: 'src/app/components/Fixture.tsx',
    imports: () => someModuleIn('app/routes'),
  },
  {
    name: 'shared code importing a layout',
    file: 'src/app/components/Fixture.tsx',
    imports: () => someModuleIn('app/layouts'),
  },
  {
    name: 'the contract importing the client',
    file: 'src/contract/fixture.ts',
    imports: () => someModuleIn('app/store'),
  },
  {
    name: 'the contract importing the server',
    file: 'src/contract/fixture.ts',
    imports: () => someModuleIn('server/money'),
  },
  {
    name: 'the client importing the server',
    file: 'src/app/components/Fixture.tsx',
    imports: () => someModuleIn('server/money'),
  },
  {
    name: 'the server importing the client',
    file: 'src/server/services/fixture.ts',
    imports: () => someModuleIn('app/store'),
  },
];

describe('the boundary zones', () => {
  it.each(forbidden)('report $name', async ({ file, imports }) => {
    expect(await rulesFiredFor(file, imports())).toContain(BOUNDARY_RULE);
  });

  it.each([
    ['a feature importing its own modules', 'src/app/features/tasks/Fixture.tsx', 'tasks'],
    ['a feature importing shared code', 'src/app/features/tasks/Fixture.tsx', 'components'],
    ['a route importing a feature', 'src/app/routes/Fixture.tsx', 'tasks'],
  ])('leave %s alone', async (_name, file, target) => {
    const importPath =
      target === 'components'
        ? someModuleIn('app/components')
        : someModuleIn(`app/features/${target}`);
    expect(await rulesFiredFor(file, importPath)).not.toContain(BOUNDARY_RULE);
  });
});

describe('the alias rule', () => {
  it('reports an import that climbs three levels', async () => {
    const messages = await messagesFor(
      'src/app/features/tasks/components/Fixture.tsx',
      '../../../../contract/constants',
    );
    expect(messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });

  it('accepts the same module through its alias', async () => {
    const messages = await messagesFor(
      'src/app/features/tasks/components/Fixture.tsx',
      '@contract/constants',
    );
    expect(messages.map((message) => message.ruleId)).not.toContain('no-restricted-imports');
  });
});

describe('the cycle rule', () => {
  it('reports two modules that import each other', async () => {
    const [result] = await eslint.lintFiles([
      path.join(ROOT, 'test/architecture/fixtures/cycle/first.ts'),
    ]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
